import { urlFor } from '@adonisjs/core/services/url_builder'
import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A product as a header search result: what identifies it at the counter, never its cost. */
export default class ProductSearchResultTransformer extends BaseTransformer<Product> {
  toObject() {
    const product = this.resource
    return {
      id: product.id,
      title: product.name,
      subtitle: [`SKU ${product.sku}`, product.barcode].filter(Boolean).join(' · '),
      url: urlFor('products.edit', { id: product.id }),
      inactive: !product.isActive,
    }
  }
}
