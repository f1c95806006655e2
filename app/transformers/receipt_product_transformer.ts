import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A product as Stocks / Add offers it for a receipt line: what identifies it
 * when scanning, and its current cost (the line's default) only for those
 * who may see costs.
 */
export default class ReceiptProductTransformer extends BaseTransformer<Product> {
  constructor(
    resource: Product,
    protected withCost: boolean
  ) {
    super(resource)
  }

  toObject() {
    const product = this.resource
    return {
      id: product.id,
      name: product.name,
      sku: product.sku,
      barcode: product.barcode,
      unit: product.unit,
      ...(this.withCost ? { cost: product.cost } : {}),
    }
  }
}
