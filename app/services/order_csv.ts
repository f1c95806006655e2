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
  const money = (amount: number) => minorToDecimal(amount, currency)
  return [
    { header: 'number', value: (order) => order.number },
    {
      header: 'completed_at',
      value: (order) => order.completedAt!.setZone(timezone).toFormat('yyyy-MM-dd HH:mm:ss'),
    },
    { header: 'branch', value: (order) => order.branch.code },
    { header: 'seller', value: (order) => order.seller.name },
    { header: 'customer', value: (order) => order.customer?.name ?? null },
    { header: 'items', value: (order) => order.itemCount },
    { header: 'subtotal', value: (order) => money(order.subtotal) },
    { header: 'discount', value: (order) => money(order.discountTotal) },
    { header: 'tax', value: (order) => money(order.taxTotal) },
    { header: 'total', value: (order) => money(order.total) },
    { header: 'payment_methods', value: (order) => paymentMethodsOf(order).join(' ') },
    { header: 'status', value: (order) => order.status },
  ]
}
