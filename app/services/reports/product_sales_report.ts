import db from '@adonisjs/lucid/services/db'
import {
  numbersOf,
  parseSort,
  rangeSums,
  rollupRows,
  sumsOf,
  type ReportFilter,
} from '#services/reports/report_source'
import { revenueFiguresOf } from '#services/reports/revenue_report'
import { lastClosedMonth, PRODUCT_MONTHS } from '#services/reports/product_months'
import { cutAtMonths, type MonthCut } from '#common/report_months'
import type { DayRange } from '#common/report_periods'

const COLUMNS = PRODUCT_MONTHS.sums

export const PRODUCT_SALES_PER_PAGE = 50

/**
 * What each sort orders by, in SQL over the products' sums (`sold`), so a
 * page of thousands of products is read in order.
 */
const SORT_EXPRESSIONS = {
  name: 'products.name',
  sold: 'sold.sold_quantity',
  returned: 'sold.returned_quantity',
  netRevenue: 'sold.net - sold.returned_net',
  cost: 'sold.cost - sold.returned_cost',
  profit: 'sold.net - sold.returned_net - sold.cost + sold.returned_cost',
  // A ratio for ordering only; the margin shown is computed exactly.
  marginBp:
    '(sold.net - sold.returned_net - sold.cost + sold.returned_cost) * 1.0 / nullif(sold.net - sold.returned_net, 0)',
} as const

export type ProductSalesSort = keyof typeof SORT_EXPRESSIONS

/** A product whose only sale was voided is left with zeros: not a product sold. */
const SOLD_OR_RETURNED = (table: string) =>
  `sum(${table}.sold_quantity) <> 0 or sum(${table}.returned_quantity) <> 0`

/**
 * Each product's sums over the range, from the daily rollup. Grouped by
 * `product_id + 0`, which no index orders: grouping by the bare column,
 * SQLite walked the (product_id, day) index and read each of two years'
 * 2.5 million rows apart (9 s), where reading the range and sorting it takes 1.3 s.
 */
function groupedByDays(filter: ReportFilter, range: DayRange) {
  return rollupRows('products', filter, range)
    .groupByRaw('sales_product_days.product_id + 0')
    .havingRaw(SOLD_OR_RETURNED('sales_product_days'))
    .select(db.raw('sales_product_days.product_id + 0 as product_id'))
    .select(...sumsOf('products', COLUMNS))
}

/**
 * Each product's sums over the range, over every branch: its running
 * totals at the end of the last whole month closed less those at the end
 * of the month before the first, plus the days at either end from the
 * daily rollup.
 */
function groupedByMonths(cut: MonthCut) {
  const { table } = PRODUCT_MONTHS
  const monthRows = (month: string, sign: '' | '-') =>
    db
      .from(table)
      .where('month', month)
      .select('product_id', ...COLUMNS.map((column) => db.raw(`${sign}${column} as ${column}`)))
  const dayRows = (days: DayRange) =>
    db
      .from('sales_product_days')
      .where('day', '>=', days.from)
      .where('day', '<=', days.to)
      .select('product_id', ...COLUMNS)
  const parts = monthRows(cut.through, '').unionAll(
    [monthRows(cut.before, '-'), ...cut.days.map(dayRows)],
    false
  )
  return db
    .from(parts.as('parts'))
    .groupBy('parts.product_id')
    .havingRaw(SOLD_OR_RETURNED('parts'))
    .select('parts.product_id')
    .select(COLUMNS.map((column) => db.raw(`coalesce(sum(parts.${column}), 0) as ${column}`)))
}

/**
 * Where the range over every branch holds a whole month, how it is cut at
 * the months closed so far (read first, one statement more: a range of
 * whole months only, never 30 days); null to read the daily rollup alone.
 */
async function monthCutOf(filter: ReportFilter, range: DayRange) {
  if (!filter.scope.allBranches || filter.branchId) return null
  if (!cutAtMonths(range, range.to.slice(0, 7))) return null
  return cutAtMonths(range, await lastClosedMonth(db.connection()))
}

/** A row's totals over every product (the `all_` windows), by column. */
function allOf(row: Record<string, unknown>) {
  return Object.fromEntries(COLUMNS.map((column) => [column, row[`all_${column}`]]))
}

/** The sorts a user may choose: ordering by cost, profit or margin would reveal them without `products.view_cost`. */
export function productSalesSorts(withCost: boolean): ProductSalesSort[] {
  return withCost
    ? ['name', 'sold', 'returned', 'netRevenue', 'cost', 'profit', 'marginBp']
    : ['name', 'sold', 'returned', 'netRevenue']
}

/**
 * The Product sales report: per product sold or
 * returned in the range, units sold and returned, net revenue, cost, profit
 * and margin (the Revenue report's figures), ordered in SQL and read a page
 * at a time (`page` null: every row, for the export), with the totals of all.
 */
export async function productSalesReport(
  filter: ReportFilter,
  range: DayRange,
  options: { sort?: string; page: number | null; withCost: boolean }
) {
  const sort = parseSort(options.sort, productSalesSorts(options.withCost)) ?? {
    key: 'netRevenue' as const,
    descending: true,
  }
  // Over every branch, the whole months of the range come from the monthly rollup.
  const cut = await monthCutOf(filter, range)
  const grouped = () => (cut ? groupedByMonths(cut) : groupedByDays(filter, range))
  // Each product's sums first, then its name: one lookup per product, not per day sold.
  // The count of products and the totals ride on the same pass as windows over every
  // product, where a count and a sum of their own each read the range again.
  const order = `${SORT_EXPRESSIONS[sort.key]} ${sort.descending ? 'desc' : 'asc'}`
  const byName = sort.key === 'name'
  const ranked = db
    .from(grouped().as('sold'))
    .select('sold.*')
    .select(db.raw('count(*) over () as products_sold'))
    .select(COLUMNS.map((column) => db.raw(`sum(sold.${column}) over () as all_${column}`)))
  // Ordered by figures, the page is cut before the names are looked up: 50 lookups, not
  // one per product sold (50,000 over two years at full size, 140 ms on PostgreSQL).
  if (byName) {
    ranked
      .join('products', 'products.id', 'sold.product_id')
      .select('products.name', 'products.sku')
  }
  ranked.orderByRaw(order).orderBy('sold.product_id', 'asc')
  if (options.page !== null) {
    ranked.limit(PRODUCT_SALES_PER_PAGE).offset((options.page - 1) * PRODUCT_SALES_PER_PAGE)
  }
  const rows = byName
    ? await ranked
    : await db
        .from(ranked.as('sold'))
        .join('products', 'products.id', 'sold.product_id')
        .select('sold.*', 'products.name', 'products.sku')
        .orderByRaw(order)
        .orderBy('sold.product_id', 'asc')
  // A page past the last has no row to carry them: they are then read on their own.
  const [total, sums] =
    rows.length > 0
      ? [Number(rows[0].products_sold), numbersOf(allOf(rows[0]), COLUMNS)]
      : await Promise.all([
          db
            .from(grouped().as('sold'))
            .count('* as total')
            .then(([counted]) => Number(counted.total)),
          rangeSums('products', COLUMNS, filter, range),
        ])
  return {
    rows: rows.map((row) => {
      const figures = numbersOf(row, COLUMNS)
      return {
        id: Number(row.product_id),
        name: String(row.name),
        sku: String(row.sku),
        sold: figures.sold_quantity,
        returned: figures.returned_quantity,
        ...revenueFiguresOf(figures),
      }
    }),
    totals: {
      sold: sums.sold_quantity,
      returned: sums.returned_quantity,
      ...revenueFiguresOf(sums),
    },
    meta: {
      total,
      perPage: options.page === null ? Math.max(total, 1) : PRODUCT_SALES_PER_PAGE,
      currentPage: options.page ?? 1,
      lastPage: Math.max(Math.ceil(total / PRODUCT_SALES_PER_PAGE), 1),
      more: false,
    },
    sort: `${sort.key}${sort.descending ? '_desc' : ''}`,
  }
}
