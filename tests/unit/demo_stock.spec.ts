import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Branch from '#models/branch'
import StockTransfer from '#models/stock_transfer'
import { seedDemo } from '#database/demo/index'
import { lowStockCount } from '#services/stock_list'
import { BranchScope } from '#services/branch_scope'
import User from '#models/user'
import { freshDatabase } from '#tests/helpers/database'
import { assertLedgerInvariant } from '#tests/helpers/stock'

test.group('Demo stock', () => {
  test('a month of stock posted through the ledger: low, out, in transit and a draft to show', async ({
    assert,
  }) => {
    await freshDatabase({ demo: false })
    await db.transaction((trx) => seedDemo(trx))
    await assertLedgerInvariant(assert)

    // Every active product is held at every branch, but the one sold out everywhere.
    const [{ missing }] = await db
      .rawQuery(
        `SELECT COUNT(*) AS missing FROM products p CROSS JOIN branches b
       WHERE p.is_active = ? AND p.sku <> 'BEV-015' AND NOT EXISTS (
         SELECT 1 FROM stock_levels l WHERE l.product_id = p.id AND l.branch_id = b.id)`,
        [true]
      )
      .then((result) => (Array.isArray(result) ? result : result.rows))
    assert.equal(Number(missing), 0)
    const [{ total }] = await db
      .from('stock_levels')
      .join('products', 'products.id', 'stock_levels.product_id')
      .where('products.sku', 'BEV-015')
      .sum('on_hand as total')
    assert.equal(Number(total), 0)

    const admin = await User.findByOrFail('email', 'admin@demo.test')
    assert.isAtLeast(await lowStockCount(await BranchScope.of(admin)), 5)

    const northside = await Branch.findByOrFail('code', 'NTH')
    const transfers = await StockTransfer.query().orderBy('number')
    assert.deepEqual(
      transfers.map((transfer) => transfer.status),
      ['received', 'sent', 'draft']
    )
    assert.equal(transfers[1].toBranchId, northside.id)

    // Spread over the last 30 days, none in the future.
    const [span] = await db
      .from('stock_movements')
      .min('created_at as first')
      .max('created_at as last')
    const day = (value: Date | string) =>
      value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
    assert.isAtLeast(DateTime.utc().diff(day(span.first), 'days').days, 28)
    assert.isAtMost(DateTime.utc().diff(day(span.first), 'days').days, 31)
    assert.isAtMost(day(span.last).toMillis(), Date.now())
  }).timeout(120_000)
})
