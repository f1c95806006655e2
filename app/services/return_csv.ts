import type SaleReturn from '#models/sale_return'
import type { CsvColumn } from '#services/csv/writer'
import { minorToDecimal } from '#common/money'

/** The returns export's columns, as the list shows them; rows need `order`, `branch`, `user` and `units`. */
export function returnExportColumns(currency: string, timezone: string): CsvColumn<SaleReturn>[] {
  return [
    { header: 'number', value: (row) => row.number },
    {
      header: 'created_at',
      value: (row) => row.createdAt.setZone(timezone).toFormat('yyyy-MM-dd HH:mm:ss'),
    },
    { header: 'order', value: (row) => row.order.number },
    { header: 'branch', value: (row) => row.branch.code },
    { header: 'user', value: (row) => row.user.name },
    { header: 'reason', value: (row) => row.reason },
    { header: 'units', value: (row) => Number(row.$extras.units ?? 0) },
    { header: 'refund_method', value: (row) => row.refundMethod },
    { header: 'refund', value: (row) => minorToDecimal(row.refundTotal, currency) },
    { header: 'tax', value: (row) => minorToDecimal(row.taxTotal, currency) },
  ]
}
