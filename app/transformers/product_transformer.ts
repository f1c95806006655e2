import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { SYMBOLOGY_NAMES, symbologyOf } from '#common/barcode'
import { basisPointsOf } from '#common/basis_points'

/**
 * A product as pages show it. `cost` and `margin` are present only for
 * users with `products.view_cost`: for everyone else the keys do not exist.
 * An unknown cost is null, and so is the margin until a cost is known.
 */
export default class ProductTransformer extends BaseTransformer<Product> {
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
      symbology: product.barcode ? SYMBOLOGY_NAMES[symbologyOf(product.barcode)] : null,
      category: product.category,
      unit: product.unit,
      price: product.price,
      taxRateBp: product.taxRateBp,
      reorderLevel: product.reorderLevel,
      isActive: product.isActive,
      description: product.description,
      updatedAt: product.updatedAt.toISO()!,
      ...(this.withCost ? { cost: product.cost, marginBp: marginBp(product) } : {}),
    }
  }
}

/** Gross margin in basis points of the price; null for a free product or an unknown cost. */
function marginBp(product: Product) {
  if (product.price <= 0 || product.cost === null) return null
  return basisPointsOf(product.price - product.cost, product.price)
}
