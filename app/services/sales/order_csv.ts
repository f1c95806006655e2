import type Order from '#models/order'
import type { CsvColumn } from '#services/csv/writer'
import { paymentMethodsOf } from '#transformers/order_row_transformer'
import { minorToDecimal } from '#common/money'

/**
 * The orders export's columns: what the list shows, with the completion
 * time in the shop's time zone and every figure of the order in the
 * currency's decimals. Rows need `branch`, `seller`, `customer` and `payments`.
 */
export function orderExportColumns(currency: string, timezone: string): CsvColumn<Order>[] {
  const money = (amount: number) => ({ decimal: minorToDecimal(amount, currency) })
  return [
    { header: 'Number', value: (order) => order.number },
    {
      header: 'Date',
      value: (order) => order.completedAt!.setZone(timezone).toFormat('yyyy-MM-dd HH:mm:ss'),
    },
    { header: 'Branch', value: (order) => order.branch.code },
    { header: 'Seller', value: (order) => order.seller.name },
    { header: 'Customer', value: (order) => order.customer?.name ?? null },
    { header: 'Items', value: (order) => order.itemCount },
    { header: 'Subtotal', value: (order) => money(order.subtotal) },
    { header: 'Discount', value: (order) => money(order.discountTotal) },
    { header: 'Tax', value: (order) => money(order.taxTotal) },
    { header: 'Total', value: (order) => money(order.total) },
    { header: 'Paid by', value: (order) => paymentMethodsOf(order).join(' ') },
    { header: 'Status', value: (order) => order.status },
  ]
}
