import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A product the count covers, as the scan field and the cycle-count picker offer it. */
export default class StocktakeProductTransformer extends BaseTransformer<Product> {
  toObject() {
    const product = this.resource
    return {
      id: product.id,
      name: product.name,
      sku: product.sku,
      barcode: product.barcode,
      category: product.category,
    }
  }
}
