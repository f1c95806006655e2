import { periodCsvFilename, toCsv, type CsvColumn } from '#services/csv/writer'
import { csvFormatFor } from '#common/csv_format'
import { COST_FIELDS } from '#transformers/report_transformer'
import { minorToDecimal } from '#common/money'
import type { DayRange, ReportGroup } from '#common/report_periods'

type Row = Record<string, unknown>

/** The lead column of a report by period: its first day. */
const PERIOD_HEADERS: Record<ReportGroup, string> = {
  day: 'Day',
  week: 'Week of',
  month: 'Month of',
}

/** A report column in the export: its header, the row's field, and whether it is money. */
interface ReportColumn {
  header: string
  field: string
  kind: 'text' | 'count' | 'money' | 'percent'
}

/** The purchases report's figures, by supplier or by product. */
const PURCHASE_FIGURES: ReportColumn[] = [
  { header: 'Orders', field: 'orders', kind: 'count' },
  { header: 'Units ordered', field: 'ordered', kind: 'count' },
  { header: 'Units received', field: 'received', kind: 'count' },
  { header: 'Cost ordered', field: 'cost', kind: 'money' },
  { header: 'Late deliveries', field: 'late', kind: 'count' },
]

/** What each report's table shows, column by column, in the order it shows them. */
export const REPORT_COLUMNS = {
  sales: [
    { header: 'Orders', field: 'orders', kind: 'count' },
    { header: 'Items', field: 'items', kind: 'count' },
    { header: 'Gross sales', field: 'gross', kind: 'money' },
    { header: 'Discounts', field: 'discounts', kind: 'money' },
    // Before tax, as on screen: the money given back with its tax is the Refunds card.
    { header: 'Returns excl. tax', field: 'returns', kind: 'money' },
    { header: 'Net sales', field: 'netSales', kind: 'money' },
    { header: 'Tax', field: 'tax', kind: 'money' },
    { header: 'Total', field: 'total', kind: 'money' },
  ],
  revenue: [
    { header: 'Net revenue', field: 'netRevenue', kind: 'money' },
    { header: 'Cost of goods', field: 'cost', kind: 'money' },
    { header: 'Gross profit', field: 'profit', kind: 'money' },
    { header: 'Margin (%)', field: 'marginBp', kind: 'percent' },
  ],
  productSales: [
    { header: 'Product', field: 'name', kind: 'text' },
    { header: 'SKU', field: 'sku', kind: 'text' },
    { header: 'Sold', field: 'sold', kind: 'count' },
    { header: 'Returned', field: 'returned', kind: 'count' },
    { header: 'Net revenue', field: 'netRevenue', kind: 'money' },
    { header: 'Cost', field: 'cost', kind: 'money' },
    { header: 'Profit', field: 'profit', kind: 'money' },
    { header: 'Margin (%)', field: 'marginBp', kind: 'percent' },
  ],
  sellerSales: [
    { header: 'Seller', field: 'name', kind: 'text' },
    { header: 'Orders', field: 'orders', kind: 'count' },
    { header: 'Items', field: 'items', kind: 'count' },
    { header: 'Net sales', field: 'netSales', kind: 'money' },
    { header: 'Average order', field: 'averageOrder', kind: 'money' },
    { header: 'Discounts given', field: 'discounts', kind: 'money' },
    { header: 'Refunds on their orders', field: 'refunds', kind: 'money' },
  ],
  shrinkage: [
    { header: 'Month', field: 'month', kind: 'text' },
    { header: 'Branch', field: 'branch', kind: 'text' },
    { header: 'Category', field: 'category', kind: 'text' },
    { header: 'Counted', field: 'counted', kind: 'count' },
    { header: 'Returns written off', field: 'writtenOff', kind: 'count' },
    { header: 'Lost in transit', field: 'inTransit', kind: 'count' },
    { header: 'Damaged', field: 'damaged', kind: 'count' },
    { header: 'Lost', field: 'lost', kind: 'count' },
    { header: 'Found', field: 'found', kind: 'count' },
    { header: 'Corrections', field: 'corrected', kind: 'count' },
    { header: 'Net units', field: 'net', kind: 'count' },
    { header: 'Net at cost', field: 'cost', kind: 'money' },
  ],
  purchasesBySupplier: [
    { header: 'Supplier', field: 'name', kind: 'text' },
    { header: 'Code', field: 'code', kind: 'text' },
    ...PURCHASE_FIGURES,
  ],
  purchasesByProduct: [
    { header: 'Product', field: 'name', kind: 'text' },
    { header: 'SKU', field: 'code', kind: 'text' },
    ...PURCHASE_FIGURES,
  ],
  cash: [
    { header: 'Day', field: 'name', kind: 'text' },
    { header: 'Sessions', field: 'sessions', kind: 'count' },
    { header: 'With a difference', field: 'withDifference', kind: 'count' },
    { header: 'Cash in', field: 'cashIn', kind: 'money' },
    { header: 'Cash out', field: 'cashOut', kind: 'money' },
    { header: 'Expected', field: 'expected', kind: 'money' },
    { header: 'Counted', field: 'counted', kind: 'money' },
    { header: 'Difference', field: 'difference', kind: 'money' },
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
 * first day) for the reports by period. Headers are the table's own words,
 * the first one renamed when the rows stand for what the query chose (the
 * cash report's days, branches, tills or cashiers). The totals row comes
 * last, named "Total".
 */
function reportExportColumns(
  kind: ReportKind,
  options: { currency: string; withCost: boolean; group?: ReportGroup; firstHeader?: string }
): CsvColumn<Row>[] {
  const columns: ReportColumn[] = (REPORT_COLUMNS[kind] as ReportColumn[]).filter(
    (column) => options.withCost || !(COST_FIELDS as readonly string[]).includes(column.field)
  )
  const lead: CsvColumn<Row>[] = options.group
    ? [{ header: PERIOD_HEADERS[options.group], value: (row) => String(row.period ?? 'Total') }]
    : []
  return [
    ...lead,
    ...columns.map((column, index) => ({
      header: index === 0 && options.firstHeader ? options.firstHeader : column.header,
      value: (row: Row) =>
        // The totals row has no name of its own: its first text column says what it is.
        index === 0 && column.kind === 'text' && row.name === undefined && row.month === undefined
          ? 'Total'
          : cellOf(column, row, options.currency),
    })),
  ]
}

/**
 * A report's export, its table with the totals last, and its file name
 * (the report and its period): in the shop's currency and the locale's CSV
 * format, led by the period for the reports by period.
 */
export function reportCsv(
  kind: ReportKind,
  report: { rows: Row[]; totals: Row },
  options: {
    settings: { currency: string; locale: string }
    withCost: boolean
    range: DayRange
    group?: ReportGroup
    /** The first column's header where the rows stand for what the user chose (the cash report's). */
    firstHeader?: string
  }
) {
  const columns = reportExportColumns(kind, {
    currency: options.settings.currency,
    withCost: options.withCost,
    group: options.group,
    firstHeader: options.firstHeader,
  })
  const name = kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  return {
    filename: periodCsvFilename(name, options.range.from, options.range.to),
    body: toCsv(columns, [...report.rows, report.totals], csvFormatFor(options.settings.locale)),
  }
}
