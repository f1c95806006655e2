import {
  byPeriod,
  dailySums,
  rangeSums,
  rollupRows,
  sortRows,
  sumsOf,
  numbersOf,
  type ReportFilter,
  type Sums,
} from '#services/reports/report_source'
import { PAYMENT_METHODS, type PaymentMethod } from '#common/sale_totals'
import type { DayRange, ReportGroup } from '#common/report_periods'

const SELLER_COLUMNS = [
  'orders',
  'items',
  'discounts',
  'net',
  'tax',
  'returns',
  'returned_net',
  'returned_tax',
] as const

/**
 * The Sales report's figures, in minor units:
 * - gross sales: what the goods came to before discounts, less tax;
 * - discounts: line and order discounts;
 * - returns: what returns took back, less their tax, on the day they happened;
 * - net sales: gross less discounts and returns;
 * - tax: tax charged less tax refunded; total: net sales and tax;
 * - refunds: money given back, tax included.
 * Voided orders count nowhere.
 */
export type SalesFigures = {
  orders: number
  items: number
  gross: number
  discounts: number
  returns: number
  netSales: number
  tax: number
  total: number
  refunds: number
}

export function salesFiguresOf(sums: Sums): SalesFigures {
  const netSales = sums.net - sums.returned_net
  const tax = sums.tax - sums.returned_tax
  return {
    orders: sums.orders,
    items: sums.items,
    gross: sums.net + sums.discounts,
    discounts: sums.discounts,
    returns: sums.returned_net,
    netSales,
    tax,
    total: netSales + tax,
    refunds: sums.returned_net + sums.returned_tax,
  }
}

export const SALES_SORTS = [
  'period',
  'orders',
  'items',
  'gross',
  'discounts',
  'returns',
  'netSales',
  'tax',
  'total',
] as const

/** What each payment method took in over the range, less what was refunded through it. */
export type PaymentFigures = {
  method: PaymentMethod
  payments: number
  amount: number
  refunds: number
  refunded: number
  net: number
}

async function paymentFigures(filter: ReportFilter, range: DayRange): Promise<PaymentFigures[]> {
  const columns = ['payments', 'amount', 'refunds', 'refunded']
  const rows = await rollupRows('payments', filter, range)
    .groupBy('sales_payment_days.method')
    .select('sales_payment_days.method')
    .select(...sumsOf('payments', columns))
  const byMethod = new Map(rows.map((row) => [row.method, numbersOf(row, columns)]))
  return PAYMENT_METHODS.filter((method) => byMethod.has(method)).map((method) => {
    const sums = byMethod.get(method)!
    return {
      method,
      payments: sums.payments,
      amount: sums.amount,
      refunds: sums.refunds,
      refunded: sums.refunded,
      net: sums.amount - sums.refunded,
    }
  })
}

/** The figures of a whole range, for the comparison with the previous one. */
export async function salesTotals(filter: ReportFilter, range: DayRange) {
  return salesFiguresOf(await rangeSums('sellers', SELLER_COLUMNS, filter, range))
}

/** Per period the figures of a range, as the table and the chart show them. */
export async function salesByPeriod(filter: ReportFilter, range: DayRange, group: ReportGroup) {
  const daily = await dailySums('sellers', SELLER_COLUMNS, filter, range)
  return byPeriod(daily, SELLER_COLUMNS, range, group).map(({ period, sums }) => ({
    id: period,
    period,
    ...salesFiguresOf(sums),
  }))
}

/**
 * The Sales report: per day, week or month the orders, items, gross
 * sales, discounts, returns, net sales, tax and total; the range's totals
 * (and the previous period's, to compare); what each payment method took.
 */
export async function salesReport(
  filter: ReportFilter,
  range: DayRange,
  previous: DayRange,
  group: ReportGroup,
  sort?: string
) {
  const periods = await salesByPeriod(filter, range, group)
  const before = await salesByPeriod(filter, previous, group)
  return {
    rows: sortRows(periods, sort, SALES_SORTS, 'period', 'period'),
    totals: await salesTotals(filter, range),
    previousTotals: await salesTotals(filter, previous),
    chart: {
      labels: periods.map((row) => row.period),
      current: periods.map((row) => row.netSales),
      previous: before.map((row) => row.netSales),
    },
    payments: await paymentFigures(filter, range),
  }
}
