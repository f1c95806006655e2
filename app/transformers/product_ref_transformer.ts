import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A product as a page's heading names it: id, name, SKU and unit. */
export default class ProductRefTransformer extends BaseTransformer<Product> {
  toObject() {
    const product = this.resource
    return { id: product.id, name: product.name, sku: product.sku, unit: product.unit }
  }
}
