import type StockLevel from '#models/stock_level'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** What one branch holds of one product, as Stocks / Edit shows it (product and branch loaded). */
export default class AdjustmentLevelTransformer extends BaseTransformer<StockLevel> {
  toObject() {
    const level = this.resource
    return {
      id: level.id,
      onHand: level.onHand,
      product: {
        id: level.product.id,
        name: level.product.name,
        sku: level.product.sku,
        barcode: level.product.barcode,
        unit: level.product.unit,
        isActive: level.product.isActive,
      },
      branch: { id: level.branch.id, name: level.branch.name, code: level.branch.code },
    }
  }
}
