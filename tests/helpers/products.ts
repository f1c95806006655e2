import type { ModelAttributes } from '@adonisjs/lucid/types/model'
import Product from '#models/product'

export type ProductFields = Partial<ModelAttributes<Product>>

/** Sea Salt Chips with every field filled, as the catalogue tests know it; `fields` replace any. */
export function aProduct(fields: ProductFields = {}) {
  return Product.create({
    name: 'Sea Salt Chips 150 g',
    sku: 'SNK-001',
    barcode: '4006381333931',
    category: 'Snacks',
    unit: 'bag',
    price: 279,
    cost: 150,
    taxRateBp: 800,
    reorderLevel: 10,
    isActive: true,
    ...fields,
  })
}

let sequence = 0

/**
 * A product with only what a label prints: a fresh name, SKU and price, no
 * barcode, cost or tax unless `fields` give them.
 */
export function labelProduct(fields: ProductFields = {}) {
  sequence++
  return Product.create({
    name: `Product ${sequence}`,
    sku: `SKU-${sequence}`,
    barcode: null,
    unit: 'each',
    price: 100 * sequence,
    cost: 0,
    taxRateBp: 0,
    reorderLevel: 0,
    isActive: true,
    ...fields,
  })
}
