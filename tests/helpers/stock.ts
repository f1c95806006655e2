import type { Assert } from '@japa/assert'
import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import User from '#models/user'
import type { Actor } from '#services/actor'

/**
 * Every place the ledger invariant (DESIGN.md section 5) does not hold: for
 * each product and branch, on hand equals the sum of its ledger quantities
 * and the balance after its last movement. Read straight from the tables,
 * not through the code under test.
 */
export async function ledgerDiscrepancies() {
  const levels: { product_id: number; branch_id: number; on_hand: number }[] = await db
    .from('stock_levels')
    .select('product_id', 'branch_id', 'on_hand')
  const sums: { product_id: number; branch_id: number; total: number | string }[] = await db
    .from('stock_movements')
    .select('product_id', 'branch_id')
    .sum('quantity as total')
    .groupBy('product_id', 'branch_id')
  const lasts: { product_id: number; branch_id: number; balance_after: number }[] = await db
    .from('stock_movements as m')
    .select('m.product_id', 'm.branch_id', 'm.balance_after')
    .whereRaw(
      'm.id = (SELECT MAX(id) FROM stock_movements l WHERE l.product_id = m.product_id AND l.branch_id = m.branch_id)'
    )
  const key = (row: { product_id: number; branch_id: number }) =>
    `${row.product_id}:${row.branch_id}`
  const sumOf = new Map(sums.map((row) => [key(row), Number(row.total)]))
  const lastOf = new Map(lasts.map((row) => [key(row), Number(row.balance_after)]))
  const problems: string[] = []
  for (const level of levels) {
    const sum = sumOf.get(key(level)) ?? 0
    const last = lastOf.get(key(level)) ?? 0
    if (Number(level.on_hand) !== sum || Number(level.on_hand) !== last) {
      problems.push(
        `product ${level.product_id} at branch ${level.branch_id}: on hand ${level.on_hand}, ledger sum ${sum}, last balance ${last}`
      )
    }
    sumOf.delete(key(level))
  }
  for (const orphan of sumOf.keys()) problems.push(`movements without a stock level: ${orphan}`)
  return problems
}

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
