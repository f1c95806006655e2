import { test } from '@japa/runner'
import { Settings } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import StockTransfer from '#models/stock_transfer'
import StockTransferLine from '#models/stock_transfer_line'
import { BranchScope } from '#services/platform/branch_scope'
import { postStockChanges, type StockChange } from '#services/stock/stock_ledger'
import {
  levelsByBranch,
  lowStockCount,
  recentLowestStocks,
  recentLowStockCount,
  stockListQuery,
  type StockView,
} from '#services/stock/stock_list'
import { queryPlan } from '#tests/helpers/query_plan'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded } from '#tests/helpers/stock'

async function post(changes: StockChange[]) {
  const actor = await actorFor('admin@demo.test')
  await db.transaction((trx) => postStockChanges(changes, actor, trx, { allowNegative: true }))
}

function receive(productId: number, branchId: number, quantity: number) {
  return post([{ productId, branchId, quantity, type: 'receipt', unitCost: 100 }])
}

async function scopeOf(email: string) {
  return BranchScope.of(await User.findByOrFail('email', email))
}

/** The names and on-hand figures the list gives, by name. */
async function rows(view: StockView, filters = {}) {
  const products = await stockListQuery(view, filters)
  return products.map((p) => [p.name, Number(p.$extras.on_hand), Number(p.$extras.in_transit)])
}

/** Just the names the list gives, in its order. */
async function names(view: StockView, filters = {}) {
  const products = await stockListQuery(view, filters)
  return products.map((p) => p.name)
}

test.group('Stock list query', (group) => {
  group.each.setup(() => freshDatabase())

  test('low stock is a held level at or under the reorder level; out is 0; negative below 0', async ({
    assert,
  }) => {
    const downtown = await branchCoded('DTN')
    const at = await labelProduct({ name: 'A at level', reorderLevel: 5 })
    const above = await labelProduct({ name: 'B one above', reorderLevel: 5 })
    await labelProduct({ name: 'C never stocked', reorderLevel: 0 })
    const minus = await labelProduct({ name: 'D negative', reorderLevel: 0 })
    await receive(at.id, downtown.id, 5)
    await receive(above.id, downtown.id, 6)
    await post([{ productId: minus.id, branchId: downtown.id, quantity: -2, type: 'adjustment' }])
    const view = { scope: await scopeOf('admin@demo.test'), branchId: downtown.id }

    assert.deepEqual(await rows(view), [
      ['A at level', 5, 0],
      ['B one above', 6, 0],
      ['C never stocked', 0, 0],
      ['D negative', -2, 0],
    ])
    // Never stocked at the branch, it is out there but not asked to be reordered.
    assert.deepEqual(await names(view, { level: 'low' }), ['A at level', 'D negative'])
    assert.deepEqual(await names(view, { level: 'out' }), ['C never stocked'])
    assert.deepEqual(await names(view, { level: 'negative' }), ['D negative'])
    await assertLedgerInvariant(assert)
  })

  test('all my branches: the total over my branches only; low is each branch on its own', async ({
    assert,
  }) => {
    const [downtown, northside, harbour] = await Promise.all(
      ['DTN', 'NTH', 'HBR'].map((code) => branchCoded(code))
    )
    const product = await labelProduct({ name: 'Split', reorderLevel: 7 })
    const harbourLow = await labelProduct({ name: 'Harbour low', reorderLevel: 7 })
    await receive(product.id, downtown.id, 3)
    await receive(product.id, northside.id, 40)
    await receive(product.id, harbour.id, 50)
    for (const branch of [downtown, northside]) await receive(harbourLow.id, branch.id, 30)
    await receive(harbourLow.id, harbour.id, 2)
    const manager = { scope: await scopeOf('manager@demo.test') }

    // DTN 3 is low on its own although DTN and NTH hold 43 together;
    // Harbour Mall's 2 is outside the manager's scope.
    assert.deepEqual(await rows(manager), [
      ['Harbour low', 60, 0],
      ['Split', 43, 0],
    ])
    assert.deepEqual(await rows(manager, { level: 'low' }), [['Split', 43, 0]])
    assert.equal(await lowStockCount(manager.scope), 1)
    const admin = { scope: await scopeOf('admin@demo.test') }
    assert.deepEqual(await names(admin, { level: 'low' }), ['Harbour low', 'Split'])
    assert.equal(await lowStockCount(admin.scope), 2)
    assert.deepEqual(await names({ ...admin, branchId: northside.id }, { level: 'low' }), [])
    await assertLedgerInvariant(assert)
  })

  test('two branches holding 5 each of a product reordered at 20: low at each, 5 left at each, everywhere', async ({
    assert,
  }) => {
    const [downtown, northside] = await Promise.all(['DTN', 'NTH'].map((code) => branchCoded(code)))
    const product = await labelProduct({ name: 'Twice five', reorderLevel: 20 })
    const inactive = await labelProduct({ name: 'Retired', reorderLevel: 20 })
    for (const branch of [downtown, northside]) {
      await receive(product.id, branch.id, 5)
      await receive(inactive.id, branch.id, 1)
    }
    await db.from('products').where('id', inactive.id).update({ is_active: false })
    const scope = await scopeOf('manager@demo.test')

    // The menu's badge and the dashboard's count.
    assert.equal(await recentLowStockCount(scope), 1)
    // The dashboard's list: one line per branch, never 10 together.
    const lowest = await recentLowestStocks(scope, 5)
    assert.deepEqual(
      lowest.map((row) => [row.name, row.branch, row.onHand, row.reorderLevel]),
      [
        ['Twice five', 'DTN', 5, 20],
        ['Twice five', 'NTH', 5, 20],
      ]
    )
    // The list the badge and the dashboard link to, with each branch's 5.
    const listed = await stockListQuery({ scope }, { level: 'low' })
    assert.deepEqual(
      listed.map((row) => row.name),
      ['Twice five']
    )
    const levels = await levelsByBranch([product.id], { scope })
    assert.deepEqual(
      [downtown.id, northside.id].map((id) => levels.get(product.id)?.get(id)?.onHand),
      [5, 5]
    )
  })

  test('in transit counts only sent transfers to the view branches', async ({ assert }) => {
    const [downtown, northside, harbour] = await Promise.all(
      ['DTN', 'NTH', 'HBR'].map((code) => branchCoded(code))
    )
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const product = await labelProduct({ name: 'Moving' })
    let n = 0
    for (const [status, to, quantity] of [
      ['sent', northside.id, 4],
      ['sent', harbour.id, 9],
      ['draft', northside.id, 20],
      ['received', northside.id, 30],
      ['cancelled', northside.id, 40],
    ] as const) {
      n++
      const transfer = await StockTransfer.create({
        number: `TR-00000${n}`,
        fromBranchId: downtown.id,
        toBranchId: to,
        status,
        createdBy: admin.id,
      })
      await StockTransferLine.create({
        stockTransferId: transfer.id,
        productId: product.id,
        quantity,
      })
    }
    const scope = await scopeOf('admin@demo.test')
    assert.deepEqual(await rows({ scope, branchId: northside.id }), [['Moving', 0, 4]])
    assert.deepEqual(await rows({ scope, branchId: downtown.id }), [['Moving', 0, 0]])
    assert.deepEqual(await rows({ scope }), [['Moving', 0, 13]])
    assert.deepEqual(await rows({ scope: await scopeOf('manager@demo.test') }), [['Moving', 0, 4]])
  })

  test("over every branch the list's total reads each product's kept total; low reads the levels' index", async ({
    assert,
  }) => {
    const everywhere = await queryPlan(
      stockListQuery({ scope: await scopeOf('admin@demo.test') }, {}).toQuery()
    )
    const some = await queryPlan(
      stockListQuery({ scope: await scopeOf('manager@demo.test') }, { level: 'low' }).toQuery()
    )
    assert.notInclude(everywhere, 'stock_levels')
    assert.include(everywhere, 'stock_totals')
    if (db.connection().dialect.name === 'postgres') {
      // Index-only once VACUUM has marked the pages all-visible, as on a real shop's tables.
      assert.match(
        some,
        /Index Scan on stock_levels_on_hand_index|using stock_levels_on_hand_index/
      )
      assert.notInclude(some, 'Seq Scan on stock_levels')
    } else {
      assert.include(some, 'USING COVERING INDEX stock_levels_on_hand_index')
    }
  })
})

test.group('Low-stock count for the menu badge', (group) => {
  group.each.setup(() => freshDatabase())
  group.each.teardown(() => {
    Settings.now = () => Date.now()
  })

  test('is kept a minute per scope, and read afresh once stock or a product changes', async ({
    assert,
  }) => {
    const started = Date.now()
    Settings.now = () => started
    const downtown = await branchCoded('DTN')
    const product = await labelProduct({ name: 'Badge', reorderLevel: 5 })
    await receive(product.id, downtown.id, 10)
    const manager = await scopeOf('manager@demo.test')
    assert.equal(await recentLowStockCount(manager), 0)

    // Changed behind the services' backs: the badge keeps its count for 60 seconds.
    await db.from('products').where('id', product.id).update({ reorder_level: 20 })
    Settings.now = () => started + 59_000
    assert.equal(await recentLowStockCount(manager), 0)
    assert.equal(await recentLowStockCount(await scopeOf('admin@demo.test')), 1, 'another scope')
    Settings.now = () => started + 61_000
    assert.equal(await recentLowStockCount(manager), 1)

    // Stock posted through the ledger is counted as soon as it commits.
    await receive(product.id, downtown.id, 15)
    assert.equal(await recentLowStockCount(manager), 0)
    const admin = await actorFor('admin@demo.test')
    const rolledBack = db.transaction(async (trx) => {
      await postStockChanges(
        [{ productId: product.id, branchId: downtown.id, quantity: -20, type: 'adjustment' }],
        admin,
        trx
      )
      throw new Error('changed my mind')
    })
    await assert.rejects(() => rolledBack, 'changed my mind')
    assert.equal(await recentLowStockCount(manager), 0)
    await post([
      { productId: product.id, branchId: downtown.id, quantity: -20, type: 'adjustment' },
    ])
    assert.equal(await recentLowStockCount(manager), 1)
  })

  test("the dashboard's lowest stocks are kept the same minute, and forgotten on commit", async ({
    assert,
  }) => {
    const started = Date.now()
    Settings.now = () => started
    const downtown = await branchCoded('DTN')
    const product = await labelProduct({ name: 'Lowest', reorderLevel: 5 })
    await receive(product.id, downtown.id, 3)
    const manager = await scopeOf('manager@demo.test')
    const lowest = async () => {
      const listed = await recentLowestStocks(manager, 5)
      return listed.map((row) => [row.name, row.branch, row.onHand, row.reorderLevel])
    }
    assert.deepEqual(await lowest(), [['Lowest', 'DTN', 3, 5]])

    await db.from('products').where('id', product.id).update({ reorder_level: 2 })
    Settings.now = () => started + 59_000
    assert.deepEqual(await lowest(), [['Lowest', 'DTN', 3, 5]])
    Settings.now = () => started + 61_000
    assert.deepEqual(await lowest(), [])

    await post([{ productId: product.id, branchId: downtown.id, quantity: -2, type: 'adjustment' }])
    assert.deepEqual(await lowest(), [['Lowest', 'DTN', 1, 2]])
  })
})
