import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { benchSize, generateBenchData } from '#database/bench/generator'
import { verifyRollups } from '#services/reports/rollup_rebuild'
import { verifySessions } from '#services/tills/session_verify'
import { freshDatabase } from '#tests/helpers/database'
import { assertLedgerInvariant } from '#tests/helpers/stock'

async function count(table: string, where: Record<string, unknown> = {}) {
  const row = await db.from(table).where(where).count('* as total').first()
  return Number(row.total)
}

/** The benchmark's data generator on a small size. */
test.group('Benchmark data generator', (group) => {
  group.each.setup(() => freshDatabase())
  group.each.timeout(120_000)

  test('writes 3,000 orders whose ledger and rollups agree with them', async ({ assert }) => {
    const summary = await generateBenchData({ size: { ...benchSize(3000), days: 60 } })

    assert.equal(summary.orders, 3000)
    assert.equal(await count('orders'), 3000)
    assert.equal(await count('branches'), 20)
    assert.equal(await count('products'), 200)
    assert.equal(await count('customers'), 300)
    assert.equal(await count('order_lines'), summary.lines)
    // One to four lines an order: two and a half on average.
    assert.closeTo(summary.lines / summary.orders, 2.5, 0.1)
    assert.isAbove(summary.voided, 0)
    assert.equal(await count('orders', { status: 'voided' }), summary.voided)
    assert.isAbove(summary.returns, 20)
    assert.equal(await count('returns'), summary.returns)
    assert.equal(await count('stock_movements'), summary.movements)

    await assertLedgerInvariant(assert)
    const negative = await db.from('stock_levels').where('on_hand', '<', 0).count('* as total')
    assert.equal(Number(negative[0].total), 0, 'nothing oversold')

    const { days, differences } = await verifyRollups()
    assert.isAbove(days, 55)
    assert.deepEqual(differences, [])

    // A till per branch, a session per branch and day holding every sale, void and return of it.
    assert.equal(await count('tills'), 20)
    assert.equal(await count('till_sessions'), 20 * days)
    assert.equal(await count('till_sessions', { status: 'closed' }), await count('till_sessions'))
    assert.equal(await count('orders', { till_session_id: null }), 0)
    const unfiled = await db.from('returns').whereNull('till_session_id').count('* as total')
    assert.equal(Number(unfiled[0].total), 0)
    const filed = await db.from('till_sessions').sum('sales_count as sales').first()
    assert.equal(Number(filed.sales), 3000)
    const { differences: sessionDifferences } = await verifySessions()
    assert.deepEqual(sessionDifferences, [])

    // Order numbers per branch run from 000001 without a gap.
    const branch = await db.from('branches').where('code', 'B10').firstOrFail()
    const numbers = await db
      .from('orders')
      .where('branch_id', branch.id)
      .orderBy('id')
      .select('number')
    assert.deepEqual(
      numbers.map((row) => row.number),
      numbers.map((_, index) => `B10-${String(index + 1).padStart(6, '0')}`)
    )
    assert.equal(Number(branch.next_order_seq), numbers.length + 1)

    // Forty suppliers share the catalogue; one order a week per branch, the last two weeks open.
    assert.equal(await count('suppliers'), 40)
    assert.equal(await count('supplier_products', { is_preferred: true }), 200)
    assert.equal(await count('purchase_orders'), 9 * 20)
    assert.equal(await count('purchase_order_lines'), 9 * 20 * 5)
    const open = await db
      .from('purchase_orders')
      .whereIn('status', ['ordered', 'partial'])
      .count('* as total')
    assert.equal(Number(open[0].total), 2 * 20)
    const sequence = await db
      .from('document_sequences')
      .where('kind', 'purchase_order')
      .firstOrFail()
    assert.equal(Number(sequence.last_value), 180)
  })
})
