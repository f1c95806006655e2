import db from '@adonisjs/lucid/services/db'

/**
 * Every place the ledger invariant does not hold: for
 * each product and branch, on hand equals the sum of its ledger quantities
 * and the balance after its last movement; each product's total equals the
 * sum of its levels. Read straight from the tables,
 * not through the ledger's code, for the tests and `npm run bench`.
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
  problems.push(...(await totalDiscrepancies(levels)))
  return problems
}

/** Products whose total over all branches differs from the sum of their levels. */
async function totalDiscrepancies(levels: { product_id: number; on_hand: number }[]) {
  const expected = new Map<number, number>()
  for (const level of levels) {
    expected.set(level.product_id, (expected.get(level.product_id) ?? 0) + Number(level.on_hand))
  }
  const totals: { product_id: number; on_hand: number }[] = await db
    .from('stock_totals')
    .select('product_id', 'on_hand')
  const problems: string[] = []
  for (const total of totals) {
    const sum = expected.get(total.product_id) ?? 0
    if (Number(total.on_hand) !== sum) {
      problems.push(`product ${total.product_id}: total ${total.on_hand}, levels sum ${sum}`)
    }
    expected.delete(total.product_id)
  }
  for (const [productId, sum] of expected) {
    if (sum !== 0) problems.push(`product ${productId}: no total, levels sum ${sum}`)
  }
  return problems
}

/** Stock levels below zero: units sold that were not there (none while negative stock is off). */
export async function oversoldLevels() {
  const rows = await db.from('stock_levels').where('on_hand', '<', 0).count('* as total')
  return Number(rows[0].total)
}

/**
 * Order numbers missing from each branch's run (`DTN-000001` onwards up to
 * the last one given): a sale rolled back after taking its number would
 * leave one.
 */
export async function orderNumberGaps() {
  const rows: { branch_id: number; numbers: number | string; last: number | string }[] = await db
    .from('orders as o')
    .join('branches as b', 'b.id', 'o.branch_id')
    .whereNotNull('o.number')
    .groupBy('o.branch_id', 'b.next_order_seq')
    .select('o.branch_id')
    .select(db.raw('count(*) as numbers'), db.raw('b.next_order_seq - 1 as last'))
  return rows.reduce((gaps, row) => gaps + Number(row.last) - Number(row.numbers), 0)
}
