import type StocktakeCount from '#models/stocktake_count'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** One count entry as the counting page lists it: what, how many, how, who and when. */
export default class StocktakeEntryTransformer extends BaseTransformer<StocktakeCount> {
  toObject() {
    const entry = this.resource
    const product = entry.line?.product
    return {
      id: entry.id,
      quantity: entry.quantity,
      source: entry.source,
      at: entry.createdAt.toISO()!,
      userId: entry.userId,
      by: entry.user?.name ?? null,
      product: product
        ? { id: product.id, name: product.name, sku: product.sku, barcode: product.barcode }
        : null,
    }
  }
}
