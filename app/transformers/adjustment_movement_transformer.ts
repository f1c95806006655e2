import type StockMovement from '#models/stock_movement'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A recent ledger row as Stocks / Edit lists it; never its unit cost. */
export default class AdjustmentMovementTransformer extends BaseTransformer<StockMovement> {
  toObject() {
    const movement = this.resource
    return {
      id: movement.id,
      at: movement.createdAt.toISO()!,
      type: movement.type,
      quantity: movement.quantity,
      balanceAfter: movement.balanceAfter,
      reason: movement.reason,
      note: movement.note,
      user: movement.user?.name ?? null,
    }
  }
}
