import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { postStockChanges } from '#services/stock/stock_ledger'
import { completeSale, type CartInput } from '#services/sales/checkout'
import { labelProduct, type ProductFields } from '#tests/helpers/products'
import { actorFor, branchCoded, onHand } from '#tests/helpers/stock'

/** A fresh product with `quantity` on hand at the branch, counted in through the ledger. */
export async function stockedProduct(
  branchCode: string,
  quantity: number,
  fields: ProductFields = {}
) {
  const product = await labelProduct(fields)
  const branch = await branchCoded(branchCode)
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      [
        {
          productId: product.id,
          branchId: branch.id,
          quantity,
          type: 'adjustment',
          reason: 'count',
        },
      ],
      admin,
      trx
    )
  )
  return product
}

/** A cart at a demo branch with a fresh idempotency key; `fields` replace any part. */
export async function cartAt(
  branchCode: string,
  lines: CartInput['lines'],
  fields: Partial<CartInput> = {}
): Promise<CartInput> {
  const branch = await branchCoded(branchCode)
  return { branchId: branch.id, lines, payments: [], idempotencyKey: randomUUID(), ...fields }
}

/** Completes a sale as a demo user. */
export async function sellAs(email: string, cart: CartInput) {
  return completeSale(cart, await actorFor(email))
}

/** What a demo branch holds of a product. */
export async function onHandAt(productId: number, branchCode: string) {
  const branch = await branchCoded(branchCode)
  return onHand(productId, branch.id)
}

/**
 * On PostgreSQL, checks a real race can happen: no test-wide transaction and
 * a pool of 10 or more connections, all opened before the race starts.
 */
export async function assertManyConnections(assert: { isAtLeast: (a: number, b: number) => void }) {
  const connection = db.connection()
  if (connection.dialect.name !== 'postgres') return
  const pool = (connection.getWriteClient().client as unknown as { pool: { max: number } }).pool
  assert.isAtLeast(pool.max, 10)
  await Promise.all(
    Array.from({ length: 10 }, () => db.transaction((trx) => trx.from('branches').first()))
  )
}
