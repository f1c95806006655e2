import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BranchStock } from '#services/stock/stock_history'

/** What one branch holds of a product (the level's id for Adjust) and has on order, on its history page. */
export default class BranchStockTransformer extends BaseTransformer<BranchStock> {
  toObject() {
    const { branch, onHand, levelId, onOrder } = this.resource
    return {
      branch: { id: branch.id, code: branch.code, name: branch.name },
      onHand,
      levelId,
      onOrder,
    }
  }
}
