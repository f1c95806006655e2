import { BaseTransformer } from '@adonisjs/core/transformers'
import type { dashboardLowStock } from '#services/shop/dashboard'

/** The dashboard's low stock: how many products are low, and the lowest, one line per product and branch. */
export default class DashboardLowStockTransformer extends BaseTransformer<
  Awaited<ReturnType<typeof dashboardLowStock>>
> {
  toObject() {
    const { total, products } = this.resource
    return {
      total,
      products: products.map((line) => ({
        id: line.id,
        name: line.name,
        sku: line.sku,
        branch: line.branch,
        onHand: line.onHand,
        reorderLevel: line.reorderLevel,
      })),
    }
  }

  /** The block's prop, read when the page asks for it. */
  static async of(lowStock: ReturnType<typeof dashboardLowStock>) {
    return new DashboardLowStockTransformer(await lowStock).toObject()
  }
}
