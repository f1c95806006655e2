import { DateTime } from 'luxon'
import Order from '#models/order'
import StockTransfer from '#models/stock_transfer'
import User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'
import { average, type ReportFilter } from '#services/reports/report_source'
import { salesByPeriod, salesTotals } from '#services/reports/sales_report'
import { productSalesReport } from '#services/reports/product_sales_report'
import { recentLowestStocks, recentLowStockCount } from '#services/stock/stock_list'
import { localDay } from '#support/business_day'
import { addDays, addMonths, monthStart, type DayRange } from '#common/report_periods'

/** How many rows the dashboard's lists show; each links to its full list. */
export const DASHBOARD_LIST_SIZE = 5

/** Net sales (after returns), orders and the average order (before returns) over a range. */
async function headline(filter: ReportFilter, range: DayRange) {
  const figures = await salesTotals(filter, range)
  return {
    netSales: figures.netSales,
    orders: figures.orders,
    averageOrder: average(figures.gross - figures.discounts, figures.orders),
  }
}

/**
 * The dashboard's sales figures, read from the rollups of the
 * user's branches on the shop's business day: today against the same
 * weekday last week, the month to date against the same days of last
 * month, the last 30 days by day, and the best-selling products of those 30 days.
 */
export async function dashboardSales(scope: BranchScope, zone: string) {
  const filter = { scope }
  const today = localDay(DateTime.utc(), zone)
  const weekAgo = addDays(today, -7)
  const month = { from: monthStart(today), to: today }
  const lastMonth = { from: addMonths(month.from, -1), to: addMonths(today, -1) }
  const last30 = { from: addDays(today, -29), to: today }
  const top = await productSalesReport(filter, last30, {
    sort: 'netRevenue_desc',
    page: 1,
    withCost: false,
  })
  const byDay = await salesByPeriod(filter, last30, 'day')
  return {
    today: { day: today, ...(await headline(filter, { from: today, to: today })) },
    weekAgo: { day: weekAgo, ...(await headline(filter, { from: weekAgo, to: weekAgo })) },
    month: { ...month, ...(await headline(filter, month)) },
    lastMonth: { ...lastMonth, ...(await headline(filter, lastMonth)) },
    last30Days: byDay,
    topProducts: top.rows.slice(0, DASHBOARD_LIST_SIZE),
  }
}

/** Active products low at one of the user's branches (each branch on its own), fewest first. */
export async function dashboardLowStock(scope: BranchScope) {
  return {
    total: await recentLowStockCount(scope),
    products: await recentLowestStocks(scope, DASHBOARD_LIST_SIZE),
  }
}

/** The latest sales of the user's branches. */
export async function dashboardRecentOrders(scope: BranchScope) {
  return scope
    .restrict(Order.query(), 'orders.branch_id')
    .apply((scopes) => scopes.checkedOut())
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .preload('branch')
    .preload('customer')
    .limit(DASHBOARD_LIST_SIZE)
}

/** Transfers sent to the user's branches and waiting to be received, oldest first. */
export async function dashboardTransfersToReceive(scope: BranchScope) {
  const waiting = () =>
    scope.restrict(StockTransfer.query().where('status', 'sent'), 'to_branch_id')
  const total = await waiting().count('* as total')
  const transfers = await waiting()
    .preload('fromBranch')
    .preload('toBranch')
    .orderBy('sent_at', 'asc')
    .orderBy('id', 'asc')
    .limit(DASHBOARD_LIST_SIZE)
  return {
    total: Number(total[0].$extras.total),
    transfers,
  }
}

/** Accounts waiting for a role that the user may give one, newest first. */
export async function dashboardWaitingUsers(scope: BranchScope) {
  const query = User.query().apply((scopes) => {
    scopes.waitingForAccess()
    scopes.withinBranchScope(scope)
  })
  const total = await query.clone().count('* as total')
  const users = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DASHBOARD_LIST_SIZE)
  return {
    total: Number(total[0].$extras.total),
    users,
  }
}
