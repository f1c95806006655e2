import db from '@adonisjs/lucid/services/db'
import {
  average,
  numbersOf,
  rangeSums,
  rollupRows,
  sortRows,
  sumsOf,
  type ReportFilter,
  type Sums,
} from '#services/reports/report_source'
import type { DayRange } from '#common/report_periods'

const COLUMNS = [
  'orders',
  'items',
  'discounts',
  'net',
  'returns',
  'returned_net',
  'returned_tax',
] as const

/**
 * The Seller sales report's figures: orders and
 * items sold, net sales (less the returns of the seller's orders, on the
 * day they came back), the average order (before returns), discounts
 * given, and the refunds paid on the seller's orders, tax included.
 */
export function sellerFiguresOf(sums: Sums) {
  return {
    orders: sums.orders,
    items: sums.items,
    netSales: sums.net - sums.returned_net,
    averageOrder: average(sums.net, sums.orders),
    discounts: sums.discounts,
    returns: sums.returns,
    refunds: sums.returned_net + sums.returned_tax,
  }
}

export const SELLER_SORTS = [
  'name',
  'orders',
  'items',
  'netSales',
  'averageOrder',
  'discounts',
  'refunds',
] as const

/** The Seller sales report: one row per seller who sold or had a sale returned in the range, with totals. */
export async function sellerSalesReport(filter: ReportFilter, range: DayRange, sort?: string) {
  const rows = await rollupRows('sellers', filter, range)
    .join('users', 'users.id', 'sales_seller_days.seller_id')
    .groupBy('sales_seller_days.seller_id')
    .havingRaw('sum(sales_seller_days.orders) <> 0 or sum(sales_seller_days.returns) <> 0')
    .select('sales_seller_days.seller_id')
    .select(db.raw('min(users.name) as name'))
    .select(...sumsOf('sellers', COLUMNS))
  const sellers = rows.map((row) => ({
    id: Number(row.seller_id),
    name: String(row.name),
    ...sellerFiguresOf(numbersOf(row, COLUMNS)),
  }))
  return {
    rows: sortRows(sellers, sort, SELLER_SORTS, 'netSales_desc', 'name'),
    totals: sellerFiguresOf(await rangeSums('sellers', COLUMNS, filter, range)),
  }
}
