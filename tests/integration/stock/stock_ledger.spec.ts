import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import type Product from '#models/product'
import Setting from '#models/setting'
import StockMovement from '#models/stock_movement'
import { postStockChanges, type StockChange } from '#services/stock/stock_ledger'
import { receiveStock } from '#services/stock/stock_receipts'
import { adjustStockAt } from '#services/stock/stock_adjustments'
import { nextDocumentNumber } from '#services/platform/document_numbers'
import { deleteProduct } from '#services/catalogue/products'
import { deleteBranch } from '#services/shop/branches'
import { InsufficientStock, StockLevelOutOfRange } from '#exceptions/stock_errors'
import { ProductInUse } from '#exceptions/product_errors'
import { BranchInUse } from '#exceptions/branch_errors'
import { freshDatabase } from '#tests/helpers/database'
import { queriesDuring } from '#tests/helpers/query_count'
import { assertManyConnections } from '#tests/helpers/sales'
import { labelProduct } from '#tests/helpers/products'
import {
  actorFor,
  assertLedgerInvariant,
  branchCoded,
  ledgerDiscrepancies,
  onHand,
} from '#tests/helpers/stock'

function post(changes: StockChange[], options = {}) {
  return actorFor('admin@demo.test').then((actor) =>
    db.transaction((trx) => postStockChanges(changes, actor, trx, options))
  )
}

async function movementCount() {
  const [row] = await db.from('stock_movements').count('* as total')
  return Number(row.total)
}

function receive(productId: number, branchId: number, quantity: number) {
  return post([{ productId, branchId, quantity, type: 'receipt', unitCost: 100 }])
}

test.group('Stock ledger', (group) => {
  group.each.setup(() => freshDatabase())

  test('a change writes one movement with the balance it left and updates the level', async ({
    assert,
  }) => {
    const product = await labelProduct()
    const downtown = await branchCoded('DTN')
    await receive(product.id, downtown.id, 12)
    const [taken] = await post([
      {
        productId: product.id,
        branchId: downtown.id,
        quantity: -5,
        type: 'adjustment',
        reason: 'damaged',
        note: 'Dropped crate',
      },
    ])

    assert.equal(await onHand(product.id, downtown.id), 7)
    const movements = await StockMovement.query().orderBy('id')
    assert.deepEqual(
      movements.map((row) => [row.type, row.quantity, row.balanceAfter]),
      [
        ['receipt', 12, 12],
        ['adjustment', -5, 7],
      ]
    )
    assert.equal(taken.reason, 'damaged')
    assert.equal(taken.note, 'Dropped crate')
    assert.equal(movements[0].unitCost, 100)
    const admin = await actorFor('admin@demo.test')
    assert.equal(taken.userId, admin.user.id)
    await assertLedgerInvariant(assert)
  })

  test('a decrement past what the branch holds is refused, naming product, branch and what is available', async ({
    assert,
  }) => {
    const product = await labelProduct({ name: 'Cola 330 ml Can' })
    const northside = await branchCoded('NTH')
    await receive(product.id, northside.id, 3)

    const error = await post([
      { productId: product.id, branchId: northside.id, quantity: -4, type: 'adjustment' },
    ]).catch((caught) => caught)

    assert.instanceOf(error, InsufficientStock)
    assert.equal(error.message, 'Not enough Cola 330 ml Can at Northside: 3 available, 4 needed.')
    assert.equal(await onHand(product.id, northside.id), 3)
    assert.equal(await movementCount(), 1)
    // Exactly what is held may be taken.
    await post([
      { productId: product.id, branchId: northside.id, quantity: -3, type: 'adjustment' },
    ])
    assert.equal(await onHand(product.id, northside.id), 0)
    await assertLedgerInvariant(assert)
  })

  test('a refused line rolls back every change of the document before it', async ({ assert }) => {
    const first = await labelProduct()
    const second = await labelProduct()
    const third = await labelProduct()
    const downtown = await branchCoded('DTN')
    await receive(third.id, downtown.id, 1)

    const error = await post([
      { productId: first.id, branchId: downtown.id, quantity: 5, type: 'receipt' },
      { productId: second.id, branchId: downtown.id, quantity: 5, type: 'receipt' },
      { productId: third.id, branchId: downtown.id, quantity: -2, type: 'transfer_out' },
    ]).catch((caught) => caught)

    assert.instanceOf(error, InsufficientStock)
    assert.equal(await onHand(first.id, downtown.id), 0)
    assert.equal(await onHand(second.id, downtown.id), 0)
    assert.equal(await movementCount(), 1)
    await assertLedgerInvariant(assert)
  })

  test('a document of 60 products updates its levels a chunk per statement; one decrement past stock refuses it all', async ({
    assert,
  }) => {
    const northside = await branchCoded('NTH')
    const products: Product[] = []
    for (let index = 0; index < 60; index++) products.push(await labelProduct())
    const lines = (quantity: (index: number) => number) =>
      products.map((product, index) => ({
        productId: product.id,
        branchId: northside.id,
        quantity: quantity(index),
        type: 'adjustment' as const,
      }))
    await post(lines(() => 5))
    const movementsBefore = await movementCount()

    const error = await post(lines((index) => (index === 37 ? -6 : -2))).catch((caught) => caught)
    assert.instanceOf(error, InsufficientStock)
    assert.equal(
      error.message,
      `Not enough ${products[37].name} at Northside: 5 available, 6 needed.`
    )
    assert.equal(await onHand(products[0].id, northside.id), 5)
    assert.equal(await movementCount(), movementsBefore)

    let movements: StockMovement[] = []
    const statements = await queriesDuring(async () => {
      movements = await post(lines(() => -2))
    })
    const updates = statements.filter((sql) => /^(with .*)?update [`"]?stock_levels/is.test(sql))
    assert.isBelow(updates.length, 3)
    assert.lengthOf(movements, 60)
    assert.isTrue(movements.every((row) => row.balanceAfter === 3))
    await assertLedgerInvariant(assert)
  })

  test('negative stock goes through when the shop allows it, and only then', async ({ assert }) => {
    const product = await labelProduct()
    const downtown = await branchCoded('DTN')
    const take = {
      productId: product.id,
      branchId: downtown.id,
      quantity: -2,
      type: 'sale' as const,
    }

    await assert.rejects(() => post([take]))
    await Setting.query().update({ allow_negative_stock: true })
    await post([take])
    assert.equal(await onHand(product.id, downtown.id), -2)
    const [movement] = await StockMovement.query()
    assert.equal(movement.balanceAfter, -2)

    await Setting.query().update({ allow_negative_stock: false })
    await assert.rejects(() => post([take]), /0|-2 available/)
    await post([take], { allowNegative: true })
    assert.equal(await onHand(product.id, downtown.id), -4)
    await assertLedgerInvariant(assert)
  })

  test('a level or a product total stays within 1,000,000,000 units either way: past it the document is refused, nothing written', async ({
    assert,
  }) => {
    const product = await labelProduct({ name: 'Rice' })
    const downtown = await branchCoded('DTN')
    const northside = await branchCoded('NTH')
    const change = (branchId: number, quantity: number): StockChange => ({
      productId: product.id,
      branchId,
      quantity,
      type: 'adjustment',
      reason: 'count',
    })
    await post([change(downtown.id, 1_000_000_000)])
    const before = await movementCount()

    const atBranch = await post([change(downtown.id, 1)]).catch((error) => error)
    assert.instanceOf(atBranch, StockLevelOutOfRange)
    assert.equal(
      atBranch.message,
      'Rice at Downtown would go above 1,000,000,000, the most stock can hold: it holds 1,000,000,000.'
    )
    await post([change(downtown.id, -400_000_000), change(northside.id, 400_000_000)])
    // Northside and Downtown each hold less, yet together they would pass the bound.
    const overall = await post([change(northside.id, 1)]).catch((error) => error)
    assert.instanceOf(overall, StockLevelOutOfRange)
    assert.equal(
      overall.message,
      'Rice across all branches would go above 1,000,000,000, the most stock can hold: it holds 1,000,000,000.'
    )
    assert.equal(await onHand(product.id, northside.id), 400_000_000)

    // Below zero, where the shop allows it, the same bound holds.
    await post([change(downtown.id, -600_000_000), change(northside.id, -400_000_000)])
    await post([change(downtown.id, -1_000_000_000)], { allowNegative: true })
    const below = await post([change(downtown.id, -1)], { allowNegative: true }).catch(
      (error) => error
    )
    assert.instanceOf(below, StockLevelOutOfRange)
    assert.equal(
      below.message,
      'Rice at Downtown would go below -1,000,000,000, the most stock can hold: it holds -1,000,000,000.'
    )
    assert.equal(await movementCount(), before + 5)
    await assertLedgerInvariant(assert)
  })

  test('changes are posted in one fixed order, by product then branch, each with its own balance', async ({
    assert,
  }) => {
    const low = await labelProduct()
    const high = await labelProduct()
    const downtown = await branchCoded('DTN')
    const northside = await branchCoded('NTH')
    const [lowBranch, highBranch] = [downtown, northside].sort((a, b) => a.id - b.id)

    const movements = await post([
      { productId: high.id, branchId: highBranch.id, quantity: 1, type: 'receipt' },
      { productId: low.id, branchId: highBranch.id, quantity: 2, type: 'receipt' },
      { productId: high.id, branchId: lowBranch.id, quantity: 3, type: 'receipt' },
      { productId: low.id, branchId: lowBranch.id, quantity: 4, type: 'receipt' },
      { productId: low.id, branchId: lowBranch.id, quantity: 5, type: 'receipt' },
    ])

    assert.deepEqual(
      movements.map((row) => [row.productId, row.branchId, row.quantity, row.balanceAfter]),
      [
        [low.id, lowBranch.id, 4, 4],
        [low.id, lowBranch.id, 5, 9],
        [low.id, highBranch.id, 2, 2],
        [high.id, lowBranch.id, 3, 3],
        [high.id, highBranch.id, 1, 1],
      ]
    )
    assert.isBelow(movements[0].id, movements[4].id)
    await assertLedgerInvariant(assert)
  })

  test("a document's movements are written in one statement, whatever its number of lines", async ({
    assert,
  }) => {
    const products = [await labelProduct(), await labelProduct(), await labelProduct()]
    const downtown = await branchCoded('DTN')
    const statements = await queriesDuring(() =>
      post(
        products.map((product, index) => ({
          productId: product.id,
          branchId: downtown.id,
          quantity: index + 1,
          type: 'receipt' as const,
        }))
      )
    )
    const inserts = statements.filter((sql) => /^insert into [`"]stock_movements[`"]/i.test(sql))
    assert.lengthOf(inserts, 1)
    assert.equal(await movementCount(), 3)
  })

  test("each product's total over all branches follows its levels, and its migration fills it from them", async ({
    assert,
  }) => {
    const tea = await labelProduct()
    const mug = await labelProduct()
    const [downtown, northside] = [await branchCoded('DTN'), await branchCoded('NTH')]
    await receive(tea.id, downtown.id, 12)
    await receive(tea.id, northside.id, 5)
    await post([
      { productId: tea.id, branchId: downtown.id, quantity: -3, type: 'sale' },
      { productId: mug.id, branchId: northside.id, quantity: 4, type: 'receipt' },
    ])
    const totals = async () => {
      const rows = await db.from('stock_totals').orderBy('product_id')
      return rows.map((row) => [Number(row.product_id), Number(row.on_hand)])
    }
    assert.deepEqual(await totals(), [
      [tea.id, 14],
      [mug.id, 4],
    ])

    const { default: CreateTotals } =
      await import('#database/migrations/1700000001600_create_stock_totals')
    await db.connection().schema.dropTable('stock_totals')
    await new CreateTotals(db.connection(), 'create_stock_totals', false).execUp()
    assert.deepEqual(await totals(), [
      [tea.id, 14],
      [mug.id, 4],
    ])
    await assertLedgerInvariant(assert)
  })

  test('a zero or fractional quantity is not a stock change', async ({ assert }) => {
    const product = await labelProduct()
    const downtown = await branchCoded('DTN')
    for (const quantity of [0, 1.5]) {
      await assert.rejects(
        () => post([{ productId: product.id, branchId: downtown.id, quantity, type: 'receipt' }]),
        /non-zero whole number/
      )
    }
    assert.equal(await movementCount(), 0)
  })

  test('ledger rows are never updated or deleted: the model and the database refuse', async ({
    assert,
  }) => {
    const product = await labelProduct()
    const downtown = await branchCoded('DTN')
    const [movement] = await receive(product.id, downtown.id, 4)

    movement.quantity = 40
    await assert.rejects(() => movement.save(), /append-only/)
    await assert.rejects(() => movement.delete(), /append-only/)
    await assert.rejects(
      () => db.from('stock_movements').where('id', movement.id).update({ quantity: 40 }),
      /append-only/
    )
    await assert.rejects(
      () => db.from('stock_movements').where('id', movement.id).delete(),
      /append-only/
    )
    const [stored] = await db.from('stock_movements').where('id', movement.id)
    assert.equal(stored.quantity, 4)
  })

  test('a product or branch with ledger rows cannot be deleted, only deactivated', async ({
    assert,
  }) => {
    const product = await labelProduct({ name: 'Sparkling Water 1 l' })
    const branch = await Branch.create({ code: 'PIER', name: 'Pier Kiosk', isActive: true })
    await receive(product.id, branch.id, 2)
    const admin = await actorFor('admin@demo.test')

    const productError = await deleteProduct(product, admin).catch((caught) => caught)
    assert.instanceOf(productError, ProductInUse)
    assert.include(productError.message, 'stock movements')
    const branchError = await deleteBranch(branch, admin).catch((caught) => caught)
    assert.instanceOf(branchError, BranchInUse)
    assert.include(branchError.message, 'stock movements')
    assert.deepEqual(await ledgerDiscrepancies(), [])
  })
})

test.group('Document numbers', (group) => {
  group.each.setup(() => freshDatabase())

  test('numbers run TR-000001, TR-000002 per kind, and a rolled-back document leaves no gap', async ({
    assert,
  }) => {
    const first = await db.transaction((trx) => nextDocumentNumber('transfer', trx))
    await db
      .transaction(async (trx) => {
        await nextDocumentNumber('transfer', trx)
        throw new Error('the document failed')
      })
      .catch(() => {})
    const second = await db.transaction((trx) => nextDocumentNumber('transfer', trx))
    const receipt = await db.transaction((trx) => nextDocumentNumber('receipt', trx))
    assert.deepEqual([first, second, receipt], ['TR-000001', 'TR-000002', 'RC-000001'])
  })

  test('documents created at once get distinct numbers with no gap', async ({ assert }) => {
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () => db.transaction((trx) => nextDocumentNumber('transfer', trx)))
    )
    assert.deepEqual(
      numbers.sort(),
      Array.from({ length: 12 }, (_, index) => `TR-${String(index + 1).padStart(6, '0')}`)
    )
  })
})

test.group('Stock ledger under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  test('20 requests for the last 5 units: exactly 5 succeed and nothing is oversold', async ({
    assert,
  }) => {
    const connection = db.connection()
    if (connection.dialect.name === 'postgres') {
      // A real race needs many connections at once: no test-wide transaction, a pool of 10 or more.
      const pool = (connection.getWriteClient().client as unknown as { pool: { max: number } }).pool
      assert.isAtLeast(pool.max, 10)
      await Promise.all(
        Array.from({ length: 10 }, () => db.transaction((trx) => trx.from('branches').first()))
      )
    }
    const product = await labelProduct()
    const downtown = await branchCoded('DTN')
    await receive(product.id, downtown.id, 5)
    const actor = await actorFor('cashier@demo.test')

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction((trx) =>
          postStockChanges(
            [{ productId: product.id, branchId: downtown.id, quantity: -1, type: 'sale' }],
            actor,
            trx
          )
        )
      )
    )

    const succeeded = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof InsufficientStock
    )
    assert.equal(succeeded.length, 5)
    assert.equal(refused.length, 15)
    assert.equal(await onHand(product.id, downtown.id), 0)
    await assertLedgerInvariant(assert)
  }).timeout(60_000)

  test('two documents over the same products in opposite order both complete without deadlock', async ({
    assert,
  }) => {
    const a = await labelProduct()
    const b = await labelProduct()
    const downtown = await branchCoded('DTN')
    await receive(a.id, downtown.id, 50)
    await receive(b.id, downtown.id, 50)
    const actor = await actorFor('admin@demo.test')
    const takeBoth = (first: number, second: number) =>
      db.transaction((trx) =>
        postStockChanges(
          [
            { productId: first, branchId: downtown.id, quantity: -1, type: 'sale' },
            { productId: second, branchId: downtown.id, quantity: -1, type: 'sale' },
          ],
          actor,
          trx
        )
      )

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0 ? takeBoth(a.id, b.id) : takeBoth(b.id, a.id)
      )
    )
    assert.deepEqual(
      results.filter((result) => result.status === 'rejected'),
      []
    )
    assert.equal(await onHand(a.id, downtown.id), 40)
    assert.equal(await onHand(b.id, downtown.id), 40)
    await assertLedgerInvariant(assert)
  }).timeout(60_000)

  test('receipts, adjustments and sales of two products at two branches at once: none deadlocks, totals hold', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const a = await labelProduct({ cost: 100 })
    const b = await labelProduct({ cost: 100 })
    const branches = [await branchCoded('DTN'), await branchCoded('NTH')]
    for (const branch of branches) {
      await receive(a.id, branch.id, 100)
      await receive(b.id, branch.id, 100)
    }
    const admin = await actorFor('admin@demo.test')
    // A receipt locks its products first, an adjustment its level first, a sale only levels.
    const work = Array.from({ length: 24 }, (_, index) => {
      const branch = branches[index % 2]
      const [first, second] = index % 4 < 2 ? [a, b] : [b, a]
      if (index % 3 === 0) {
        return receiveStock(
          {
            branchId: branch.id,
            lines: [
              { productId: first.id, quantity: 2, unitCost: 120 },
              { productId: second.id, quantity: 2, unitCost: 120 },
            ],
          },
          admin
        )
      }
      if (index % 3 === 1) {
        return adjustStockAt(
          first.id,
          branch.id,
          { mode: 'change', change: -1, reason: 'damaged', seenMovementId: null },
          admin
        )
      }
      return db.transaction((trx) =>
        postStockChanges(
          [
            { productId: first.id, branchId: branch.id, quantity: -1, type: 'sale' },
            { productId: second.id, branchId: branch.id, quantity: -1, type: 'sale' },
          ],
          admin,
          trx
        )
      )
    })
    const results = await Promise.allSettled(work)
    assert.deepEqual(
      results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : [])),
      [],
      JSON.stringify(
        results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))
      )
    )
    const totals = await db
      .from('stock_totals')
      .whereIn('product_id', [a.id, b.id])
      .orderBy('product_id')
    // 400 received first; 8 receipts add 4 units each, 8 adjustments take 1, 8 sales take 2.
    assert.equal(
      totals.reduce((sum, row) => sum + Number(row.on_hand), 0),
      400 + 8 * 4 - 8 - 8 * 2
    )
    await assertLedgerInvariant(assert)
  }).timeout(60_000)
})
