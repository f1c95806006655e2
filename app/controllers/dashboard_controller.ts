import type { HttpContext } from '@adonisjs/core/http'
import {
  dashboardLowStock,
  dashboardRecentOrders,
  dashboardSales,
  dashboardTransfersToReceive,
  dashboardWaitingUsers,
} from '#services/shop/dashboard'

export default class DashboardController {
  /**
   * The dashboard: one block per figure the user's permissions
   * open, all within their branches. Each block's data is a prop of its
   * own, computed only when asked for, so a block's Refresh reloads it alone.
   */
  async show(ctx: HttpContext) {
    const { inertia, auth } = ctx
    const user = auth.getUserOrFail()
    const scope = await ctx.branchScope
    const blocks = {
      sales: user.can('reports.view'),
      lowStock: user.can('stock.view'),
      recentOrders: user.can('orders.view'),
      transfersToReceive: user.can('transfers.view'),
      waitingUsers: user.can('users.manage'),
    }
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
    })
  }
}
