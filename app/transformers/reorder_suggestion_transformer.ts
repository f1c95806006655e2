import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Suggestion } from '#services/purchasing/suggestions'

/** A product to reorder at a branch, with the figures behind its quantity; the cost only with `withCost`. */
export default class ReorderSuggestionTransformer extends BaseTransformer<Suggestion> {
  constructor(
    resource: Suggestion,
    protected withCost: boolean
  ) {
    super(resource)
  }

  toObject() {
    const row = this.resource
    return {
      productId: row.productId,
      name: row.name,
      sku: row.sku,
      onHand: row.onHand,
      inTransit: row.inTransit,
      onOrder: row.onOrder,
      reorderLevel: row.reorderLevel,
      target: row.target,
      packSize: row.packSize,
      quantity: row.quantity,
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      ...(this.withCost ? { unitCost: row.unitCost } : {}),
    }
  }
}
