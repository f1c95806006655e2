import type Branch from '#models/branch'
import type Product from '#models/product'
import type StockLevel from '#models/stock_level'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A product at a branch, with the branch's stock level of it unless it has never held it. */
export interface ProductAtBranch {
  product: Product
  branch: Branch
  level: StockLevel | null
}

/**
 * What one branch holds of one product, as Stocks / Edit shows it. A product
 * the branch has never held has no level yet (id null, on hand 0): the first
 * adjustment makes it.
 */
export default class AdjustmentLevelTransformer extends BaseTransformer<ProductAtBranch> {
  toObject() {
    const { product, branch, level } = this.resource
    return {
      id: level ? level.id : null,
      onHand: level ? level.onHand : 0,
      product: {
        id: product.id,
        name: product.name,
        sku: product.sku,
        barcode: product.barcode,
        unit: product.unit,
        isActive: product.isActive,
      },
      branch: { id: branch.id, name: branch.name, code: branch.code },
    }
  }
}
