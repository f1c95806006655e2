import type { HttpContext } from '@adonisjs/core/http'
import OrderPolicy from '#policies/order_policy'
import ReportPolicy from '#policies/report_policy'
import StockMovePolicy from '#policies/stock_move_policy'
import StockPolicy from '#policies/stock_policy'
import TillPolicy from '#policies/till_policy'
import TillSessionPolicy from '#policies/till_session_policy'
import UserPolicy from '#policies/user_policy'
import {
  dashboardLowStock,
  dashboardRecentOrders,
  dashboardSales,
  dashboardTransfersToReceive,
  dashboardWaitingUsers,
} from '#services/shop/dashboard'
import { dashboardTillBlocks } from '#services/tills/till_dashboard'

export default class DashboardController {
  /**
   * The dashboard: one block per figure the user's permissions
   * open, all within their branches. Each block's data is a prop of its
   * own, computed only when asked for, so a block's Refresh reloads it alone.
   */
  async show(ctx: HttpContext) {
    const { inertia, bouncer } = ctx
    const scope = await ctx.branchScope
    // Each block shows what its own page would: the block asks that page's policy.
    const blocks = {
      sales: await bouncer.with(ReportPolicy).allows('view'),
      lowStock: await bouncer.with(StockPolicy).allows('view'),
      recentOrders: await bouncer.with(OrderPolicy).allows('view'),
      transfersToReceive: await bouncer.with(StockMovePolicy).allows('view'),
      waitingUsers: await bouncer.with(UserPolicy).allows('manage'),
      openTills: await bouncer.with(TillSessionPolicy).allows('view'),
      cashDifferences: await bouncer.with(TillSessionPolicy).allows('view'),
    }
    const withExpected = await bouncer.with(TillPolicy).allows('manage')
    return inertia.render('dashboard', {
      blocks,
      ...(blocks.sales && {
        sales: async () => {
          const settings = await ctx.shopSettings
          return dashboardSales(scope, settings.businessTimezone)
        },
      }),
      ...(blocks.lowStock && { lowStock: () => dashboardLowStock(scope) }),
      ...(blocks.recentOrders && { recentOrders: () => dashboardRecentOrders(scope) }),
      ...(blocks.transfersToReceive && {
        transfersToReceive: () => dashboardTransfersToReceive(scope),
      }),
      ...(blocks.waitingUsers && { waitingUsers: () => dashboardWaitingUsers(scope) }),
      ...dashboardTillBlocks(blocks, scope, withExpected, () => ctx.shopSettings),
    })
  }
}
