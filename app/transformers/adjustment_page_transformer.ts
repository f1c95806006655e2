import type StockMovement from '#models/stock_movement'
import { BaseTransformer } from '@adonisjs/core/transformers'
import AdjustmentLevelTransformer, {
  type ProductAtBranch,
} from '#transformers/adjustment_level_transformer'
import AdjustmentMovementTransformer from '#transformers/adjustment_movement_transformer'
import { ADJUSTMENT_REASONS } from '#services/stock/stock_adjustments'
import { MAX_STOCK_QUANTITY } from '#common/limits'

/**
 * Stocks / Edit: the level, its latest movements, the newest one the form
 * was read against, and what the form offers (reasons, the largest quantity).
 */
export default class AdjustmentPageTransformer extends BaseTransformer<
  ProductAtBranch & { movements: StockMovement[]; seenMovementId: number | null }
> {
  toObject() {
    const { product, branch, level, movements, seenMovementId } = this.resource
    return {
      level: new AdjustmentLevelTransformer({ product, branch, level }).toObject(),
      movements: movements.map((row) => new AdjustmentMovementTransformer(row).toObject()),
      seenMovementId,
      reasons: [...ADJUSTMENT_REASONS],
      maxQuantity: MAX_STOCK_QUANTITY,
    }
  }
}
