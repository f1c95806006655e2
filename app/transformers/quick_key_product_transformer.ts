import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A product as the quick-keys screen puts it on a key: its codes, price and whether it is sold. */
export default class QuickKeyProductTransformer extends BaseTransformer<Product> {
  toObject() {
    const product = this.resource
    return {
      id: product.id,
      name: product.name,
      sku: product.sku,
      barcode: product.barcode,
      price: product.price,
      isActive: product.isActive,
    }
  }
}
