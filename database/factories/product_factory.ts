import db from '@adonisjs/lucid/services/db'
import factory from '@adonisjs/lucid/factories'
import type Branch from '#models/branch'
import Product from '#models/product'
import type { Actor } from '#services/platform/actor'
import { postStockChanges } from '#services/stock/stock_ledger'

let sequence = 0

/** An active product with a fresh name, SKU and price, no barcode, cost or tax unless merged. */
export const ProductFactory = factory
  .define(Product, () => {
    sequence++
    return {
      name: `Factory product ${sequence}`,
      sku: `FAC-${String(sequence).padStart(4, '0')}`,
      barcode: null,
      unit: 'each',
      price: 100 * sequence,
      cost: 0,
      taxRateBp: 0,
      reorderLevel: 0,
      isActive: true,
    }
  })
  .build()

/**
 * Puts `quantity` of each product on hand at `branch`, counted in through
 * the stock ledger as `actor`, as stock always arrives.
 */
export async function stockUp(products: Product[], branch: Branch, quantity: number, actor: Actor) {
  await db.transaction((trx) =>
    postStockChanges(
      products.map((product) => ({
        productId: product.id,
        branchId: branch.id,
        quantity,
        type: 'adjustment' as const,
        reason: 'count',
      })),
      actor,
      trx
    )
  )
  return products
}
