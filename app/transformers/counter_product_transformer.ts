import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A product as the counter adds it to the cart: what identifies it, its
 * price and tax rate for the preview, and what the selling branch holds
 * (`$extras.on_hand`, null when the branch never held it).
 */
export default class CounterProductTransformer extends BaseTransformer<Product> {
  toObject() {
    const product = this.resource
    const onHand = product.$extras.on_hand
    return {
      id: product.id,
      name: product.name,
      sku: product.sku,
      barcode: product.barcode,
      unit: product.unit,
      price: product.price,
      taxRateBp: product.taxRateBp,
      onHand: onHand === null || onHand === undefined ? 0 : Number(onHand),
    }
  }
}
