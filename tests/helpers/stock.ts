import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import { ledgerDiscrepancies } from '#services/stock/stock_checks'

export { ledgerDiscrepancies }
import Branch from '#models/branch'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'

/** Fails the test when the ledger and the stock levels disagree anywhere. */
export async function assertLedgerInvariant(assert: Assert) {
  assert.deepEqual(await ledgerDiscrepancies(), [], 'the stock ledger invariant')
}

/** What a branch holds of a product, read from the table (0 without a row). */
export async function onHand(productId: number, branchId: number) {
  const row = await db
    .from('stock_levels')
    .where({ product_id: productId, branch_id: branchId })
    .select('on_hand')
    .first()
  return Number(row?.on_hand ?? 0)
}

/** A demo branch by its code (DTN, NTH, HBR). */
export function branchCoded(code: string) {
  return Branch.findByOrFail('code', code)
}

/** A demo user as the actor of a service call. */
export async function actorFor(email: string): Promise<Actor> {
  const user = await User.findByOrFail('email', email)
  await user.load('role')
  return { user, ip: '127.0.0.1' }
}
