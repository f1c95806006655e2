import type { HttpContext } from '@adonisjs/core/http'
import OrderPolicy from '#policies/order_policy'
import ReportPolicy from '#policies/report_policy'
import StockMovePolicy from '#policies/stock_move_policy'
import StockPolicy from '#policies/stock_policy'
import TillPolicy from '#policies/till_policy'
import TillSessionPolicy from '#policies/till_session_policy'
import UserPolicy from '#policies/user_policy'
import type { BranchScope } from '#services/platform/branch_scope'
import {
  dashboardLowStock,
  dashboardRecentOrders,
  dashboardSales,
  dashboardTransfersToReceive,
  dashboardWaitingUsers,
} from '#services/shop/dashboard'
import DashboardSalesTransformer from '#transformers/dashboard_sales_transformer'
import DashboardLowStockTransformer from '#transformers/dashboard_low_stock_transformer'
import DashboardOrderTransformer from '#transformers/dashboard_order_transformer'
import DashboardTransfersTransformer from '#transformers/dashboard_transfers_transformer'
import DashboardWaitingUsersTransformer from '#transformers/dashboard_waiting_users_transformer'

/** The blocks the user may see: each block shows what its own page would, so it asks that page's policy. */
async function dashboardBlocks(bouncer: HttpContext['bouncer']) {
  return {
    sales: await bouncer.with(ReportPolicy).allows('view'),
    lowStock: await bouncer.with(StockPolicy).allows('view'),
    recentOrders: await bouncer.with(OrderPolicy).allows('view'),
    transfersToReceive: await bouncer.with(StockMovePolicy).allows('view'),
    waitingUsers: await bouncer.with(UserPolicy).allows('manage'),
    openTills: await bouncer.with(TillSessionPolicy).allows('view'),
    cashDifferences: await bouncer.with(TillSessionPolicy).allows('view'),
  }
}

/** Each block's prop, read only when the page asks for it, so a block's Refresh reloads it alone. */
function blockProps(ctx: HttpContext, scope: BranchScope) {
  return {
    sales: async () => {
      const settings = await ctx.shopSettings
      return DashboardSalesTransformer.of(dashboardSales(scope, settings.businessTimezone))
    },
    lowStock: () => DashboardLowStockTransformer.of(dashboardLowStock(scope)),
    recentOrders: () => DashboardOrderTransformer.of(dashboardRecentOrders(scope)),
    transfersToReceive: () => DashboardTransfersTransformer.of(dashboardTransfersToReceive(scope)),
    waitingUsers: () => DashboardWaitingUsersTransformer.of(dashboardWaitingUsers(scope)),
  }
}
import { dashboardTillBlocks } from '#services/tills/till_dashboard'

export default class DashboardController {
  /**
   * The dashboard: one block per figure the user's permissions
   * open, all within their branches, each block's data a prop of its own.
   */
  async show(ctx: HttpContext) {
    const blocks = await dashboardBlocks(ctx.bouncer)
    const scope = await ctx.branchScope
    const props = blockProps(ctx, scope)
    const withExpected = await ctx.bouncer.with(TillPolicy).allows('manage')
    return ctx.inertia.render('dashboard', {
      blocks,
      ...(blocks.sales && { sales: props.sales }),
      ...(blocks.lowStock && { lowStock: props.lowStock }),
      ...(blocks.recentOrders && { recentOrders: props.recentOrders }),
      ...(blocks.transfersToReceive && { transfersToReceive: props.transfersToReceive }),
      ...(blocks.waitingUsers && { waitingUsers: props.waitingUsers }),
      ...dashboardTillBlocks(blocks, scope, withExpected, () => ctx.shopSettings),
    })
  }
}
