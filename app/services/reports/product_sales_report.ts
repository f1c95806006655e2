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
import type { DayRange } from '#common/report_periods'

const COLUMNS = [
  'sold_quantity',
  'returned_quantity',
  'net',
  'returned_net',
  'cost',
  'returned_cost',
  'uncosted_quantity',
] as const

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
  // Grouped by `product_id + 0`, which no index orders: grouping by the bare column, SQLite
  // walked the (product_id, day) index and read each of two years' 2.5 million rows
  // apart (9 s), where reading the range and sorting it takes 1.3 s.
  const grouped = () =>
    rollupRows('products', filter, range)
      .groupByRaw('sales_product_days.product_id + 0')
      // A product whose only sale was voided is left with zeros: not a product sold.
      .havingRaw(
        'sum(sales_product_days.sold_quantity) <> 0 or sum(sales_product_days.returned_quantity) <> 0'
      )
      .select(db.raw('sales_product_days.product_id + 0 as product_id'))
  // Each product's sums first, then its name: one lookup per product, not per day sold.
  // The count of products and the totals ride on the same pass as windows over every
  // product, where a count and a sum of their own each read the range again.
  const query = db
    .from(
      grouped()
        .select(...sumsOf('products', COLUMNS))
        .as('sold')
    )
    .join('products', 'products.id', 'sold.product_id')
    .select('sold.*', 'products.name', 'products.sku')
    .select(db.raw('count(*) over () as products_sold'))
    .select(COLUMNS.map((column) => db.raw(`sum(sold.${column}) over () as all_${column}`)))
    .orderByRaw(`${SORT_EXPRESSIONS[sort.key]} ${sort.descending ? 'desc' : 'asc'}`)
    .orderBy('sold.product_id', 'asc')
  if (options.page !== null) {
    query.limit(PRODUCT_SALES_PER_PAGE).offset((options.page - 1) * PRODUCT_SALES_PER_PAGE)
  }
  const rows = await query
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
