import type StockMovement from '#models/stock_movement'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * The document a movement points at, as the history links it: its kind, the
 * id of the page that shows it (a return's is its order's), its number, and
 * whether the viewer may open that page (otherwise the number is not a link).
 */
export interface MovementDocument {
  type: 'stock_receipt' | 'stock_transfer' | 'stocktake' | 'order' | 'return'
  id: number
  number: string
  opens: boolean
}

/**
 * A line of a product's history. `unitCost` is present only for users with
 * `products.view_cost`; `document` is null for an adjustment (its reason
 * and note say why) and for documents not linked yet.
 */
export default class StockMovementTransformer extends BaseTransformer<StockMovement> {
  constructor(
    resource: StockMovement,
    protected extra: { withCost: boolean; document: MovementDocument | null }
  ) {
    super(resource)
  }

  /** A page of a product's history, each row with the document it points at. */
  static ofHistory(
    history: { rows: StockMovement[]; documents: Map<string, MovementDocument> },
    withCost: boolean
  ) {
    return history.rows.map((row) =>
      new StockMovementTransformer(row, {
        withCost,
        document: history.documents.get(`${row.referenceType}:${row.referenceId}`) ?? null,
      }).toObject()
    )
  }

  toObject() {
    const movement = this.resource
    return {
      id: movement.id,
      createdAt: movement.createdAt.toISO()!,
      branch: { id: movement.branch.id, name: movement.branch.name, code: movement.branch.code },
      type: movement.type,
      quantity: movement.quantity,
      balanceAfter: movement.balanceAfter,
      user: movement.user ? movement.user.name : null,
      reason: movement.reason,
      note: movement.note,
      document: this.extra.document,
      ...(this.extra.withCost ? { unitCost: movement.unitCost } : {}),
    }
  }
}
