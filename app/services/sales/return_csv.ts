import type SaleReturn from '#models/sale_return'
import type { CsvColumn } from '#services/csv/writer'
import { minorToDecimal } from '#common/money'

/** The returns export's columns, as the list shows them; rows need `order`, `branch`, `user` and `units`. */
export function returnExportColumns(currency: string, timezone: string): CsvColumn<SaleReturn>[] {
  return [
    { header: 'Number', value: (row) => row.number },
    {
      header: 'Date',
      value: (row) => row.createdAt.setZone(timezone).toFormat('yyyy-MM-dd HH:mm:ss'),
    },
    { header: 'Order', value: (row) => row.order.number },
    { header: 'Branch', value: (row) => row.branch.code },
    { header: 'Taken by', value: (row) => row.user.name },
    { header: 'Reason', value: (row) => row.reason },
    { header: 'Units', value: (row) => Number(row.$extras.units ?? 0) },
    { header: 'Refunded by', value: (row) => row.refundMethod },
    { header: 'Refund', value: (row) => ({ decimal: minorToDecimal(row.refundTotal, currency) }) },
    { header: 'Tax', value: (row) => ({ decimal: minorToDecimal(row.taxTotal, currency) }) },
  ]
}
