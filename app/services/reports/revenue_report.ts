import {
  byPeriod,
  dailySums,
  rangeSums,
  sortRows,
  type ReportFilter,
  type Sums,
} from '#services/reports/report_source'
import { basisPointsOf } from '#common/basis_points'
import type { DayRange, ReportGroup } from '#common/report_periods'

const BRANCH_COLUMNS = [
  'net',
  'returned_net',
  'cost',
  'returned_cost',
  'uncosted_quantity',
] as const

/**
 * The Revenue report's figures: net revenue (net
 * sales less returns, without tax), cost of goods (units sold at their
 * cost when sold, less the cost of units returned to the shelf; written-off
 * returns stay a cost), gross profit and margin in basis points.
 */
export type RevenueFigures = {
  netRevenue: number
  cost: number
  profit: number
  marginBp: number | null
  /** Units sold whose cost was not known: their cost counts as zero. */
  uncostedUnits: number
}

export function revenueFiguresOf(sums: Sums): RevenueFigures {
  const netRevenue = sums.net - sums.returned_net
  const cost = sums.cost - sums.returned_cost
  return {
    netRevenue,
    cost,
    profit: netRevenue - cost,
    marginBp: basisPointsOf(netRevenue - cost, netRevenue),
    uncostedUnits: sums.uncosted_quantity,
  }
}

export const REVENUE_SORTS = ['period', 'netRevenue', 'cost', 'profit', 'marginBp'] as const

export async function revenueTotals(filter: ReportFilter, range: DayRange) {
  return revenueFiguresOf(await rangeSums('branches', BRANCH_COLUMNS, filter, range))
}

async function revenueByPeriod(filter: ReportFilter, range: DayRange, group: ReportGroup) {
  const daily = await dailySums('branches', BRANCH_COLUMNS, filter, range)
  return byPeriod(daily, BRANCH_COLUMNS, range, group).map(({ period, sums }) => ({
    id: period,
    period,
    ...revenueFiguresOf(sums),
  }))
}

/** The Revenue report: per period net revenue, cost, profit and margin, with totals and the comparison. */
export async function revenueReport(
  filter: ReportFilter,
  range: DayRange,
  previous: DayRange,
  group: ReportGroup,
  sort?: string
) {
  const periods = await revenueByPeriod(filter, range, group)
  const before = await revenueByPeriod(filter, previous, group)
  return {
    rows: sortRows(periods, sort, REVENUE_SORTS, 'period', 'period'),
    totals: await revenueTotals(filter, range),
    previousTotals: await revenueTotals(filter, previous),
    chart: {
      labels: periods.map((row) => row.period),
      current: periods.map((row) => row.netRevenue),
      previous: before.map((row) => row.netRevenue),
      profit: periods.map((row) => row.profit),
    },
  }
}
