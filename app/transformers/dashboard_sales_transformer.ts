import { BaseTransformer } from '@adonisjs/core/transformers'
import type { dashboardSales } from '#services/shop/dashboard'

/**
 * The dashboard's sales blocks: the headline figures and their comparisons,
 * net sales and orders per day of the last 30 days, and the best sellers
 * of those days (sold net of returns; never a cost).
 */
export default class DashboardSalesTransformer extends BaseTransformer<
  Awaited<ReturnType<typeof dashboardSales>>
> {
  toObject() {
    const sales = this.resource
    return {
      today: sales.today,
      weekAgo: sales.weekAgo,
      month: sales.month,
      lastMonth: sales.lastMonth,
      last30Days: sales.last30Days.map((row) => ({
        day: row.period,
        netSales: row.netSales,
        orders: row.orders,
      })),
      topProducts: sales.topProducts.map((row) => ({
        id: row.id,
        name: row.name,
        sold: row.sold - row.returned,
        netRevenue: row.netRevenue,
      })),
    }
  }

  /** The block's prop, read when the page asks for it. */
  static async of(sales: ReturnType<typeof dashboardSales>) {
    return new DashboardSalesTransformer(await sales).toObject()
  }
}
