import type { CsvColumn } from '#services/csv/writer'
import { COST_FIELDS } from '#transformers/report_transformer'
import { minorToDecimal } from '#common/money'
import type { ReportGroup } from '#common/report_periods'

type Row = Record<string, unknown>

/** A report column in the export: its header, the row's field, and whether it is money. */
interface ReportColumn {
  header: string
  field: string
  kind: 'text' | 'count' | 'money' | 'percent'
}

/** What each report's table shows, column by column, in the order it shows them. */
export const REPORT_COLUMNS = {
  sales: [
    { header: 'orders', field: 'orders', kind: 'count' },
    { header: 'items', field: 'items', kind: 'count' },
    { header: 'gross_sales', field: 'gross', kind: 'money' },
    { header: 'discounts', field: 'discounts', kind: 'money' },
    { header: 'returns', field: 'returns', kind: 'money' },
    { header: 'net_sales', field: 'netSales', kind: 'money' },
    { header: 'tax', field: 'tax', kind: 'money' },
    { header: 'total', field: 'total', kind: 'money' },
  ],
  revenue: [
    { header: 'net_revenue', field: 'netRevenue', kind: 'money' },
    { header: 'cost_of_goods', field: 'cost', kind: 'money' },
    { header: 'gross_profit', field: 'profit', kind: 'money' },
    { header: 'margin_percent', field: 'marginBp', kind: 'percent' },
  ],
  productSales: [
    { header: 'product', field: 'name', kind: 'text' },
    { header: 'sku', field: 'sku', kind: 'text' },
    { header: 'sold', field: 'sold', kind: 'count' },
    { header: 'returned', field: 'returned', kind: 'count' },
    { header: 'net_revenue', field: 'netRevenue', kind: 'money' },
    { header: 'cost', field: 'cost', kind: 'money' },
    { header: 'profit', field: 'profit', kind: 'money' },
    { header: 'margin_percent', field: 'marginBp', kind: 'percent' },
  ],
  sellerSales: [
    { header: 'seller', field: 'name', kind: 'text' },
    { header: 'orders', field: 'orders', kind: 'count' },
    { header: 'items', field: 'items', kind: 'count' },
    { header: 'net_sales', field: 'netSales', kind: 'money' },
    { header: 'average_order', field: 'averageOrder', kind: 'money' },
    { header: 'discounts', field: 'discounts', kind: 'money' },
    { header: 'refunds', field: 'refunds', kind: 'money' },
  ],
} satisfies Record<string, ReportColumn[]>

export type ReportKind = keyof typeof REPORT_COLUMNS

/** Basis points as a percent with two decimals: 4889 -> "48.89". */
function percentOf(basisPoints: number) {
  const sign = basisPoints < 0 ? '-' : ''
  const whole = Math.abs(basisPoints)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

function cellOf(column: ReportColumn, row: Row, currency: string) {
  const value = row[column.field]
  if (value === null || value === undefined) return ''
  if (column.kind === 'money') return { decimal: minorToDecimal(Number(value), currency) }
  if (column.kind === 'percent') return { decimal: percentOf(Number(value)) }
  if (column.kind === 'count') return Number(value)
  return String(value)
}

/**
 * The columns of a report's export: the table's, without the cost figures
 * the user may not see, led by the period (`day`, `week` or `month`, its
 * first day) for the reports by period. The totals row comes last, named "Total".
 */
export function reportExportColumns(
  kind: ReportKind,
  options: { currency: string; withCost: boolean; group?: ReportGroup }
): CsvColumn<Row>[] {
  const columns: ReportColumn[] = (REPORT_COLUMNS[kind] as ReportColumn[]).filter(
    (column) => options.withCost || !(COST_FIELDS as readonly string[]).includes(column.field)
  )
  const lead: CsvColumn<Row>[] = options.group
    ? [{ header: options.group, value: (row) => String(row.period ?? 'Total') }]
    : []
  return [
    ...lead,
    ...columns.map((column, index) => ({
      header: column.header,
      value: (row: Row) =>
        // The totals row has no name of its own: its first text column says what it is.
        index === 0 && column.kind === 'text' && row.name === undefined
          ? 'Total'
          : cellOf(column, row, options.currency),
    })),
  ]
}
