import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import StockMovement from '#models/stock_movement'
import Stocktake from '#models/stocktake'
import StocktakeCount from '#models/stocktake_count'
import StocktakeLine from '#models/stocktake_line'
import type Product from '#models/product'
import { postStockChanges } from '#services/stock/stock_ledger'
import { createTransfer, sendTransfer } from '#services/stock/stock_moves'
import { createStocktake, type NewStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { correctCount } from '#services/stocktakes/correct_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import { recountLine } from '#services/stocktakes/recount_line'
import { postStocktake } from '#services/stocktakes/post_stocktake'
import { cancelStocktake } from '#services/stocktakes/cancel_stocktake'
import { StocktakeInputRefused, StocktakeStepRefused } from '#exceptions/stocktake_errors'
import { BranchScope } from '#services/platform/branch_scope'
import { recentLowStockCount } from '#services/stock/stock_list'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { cartAt, sellAs, assertManyConnections } from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function stock(product: Product, branchId: number, quantity: number) {
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      [{ productId: product.id, branchId, quantity, type: 'receipt', unitCost: product.cost ?? 0 }],
      admin,
      trx
    )
  )
}

/** Northside, the clerk's and the manager's branch, with three snacks and a drink stocked. */
async function setting() {
  const nth = await branchCoded('NTH')
  const dtn = await branchCoded('DTN')
  const chips = await labelProduct({ category: 'Snacks', cost: 150, price: 300 })
  const nuts = await labelProduct({ category: 'Snacks', cost: 400, price: 800 })
  const bars = await labelProduct({ category: 'Snacks', cost: 100, price: 200 })
  const cola = await labelProduct({ category: 'Drinks', cost: 90, price: 200 })
  await stock(chips, nth.id, 20)
  await stock(nuts, nth.id, 8)
  await stock(cola, nth.id, 30)
  const manager = await actorFor('manager@demo.test')
  const clerk = await actorFor('clerk@demo.test')
  return { nth, dtn, chips, nuts, bars, cola, manager, clerk }
}

type Setting = Awaited<ReturnType<typeof setting>>

function draft(s: Setting, fields: Partial<NewStocktake> = {}) {
  return createStocktake(
    { branchId: s.nth.id, coverage: 'branch', blind: true, note: null, ...fields },
    s.manager
  )
}

async function started(s: Setting, fields: Partial<NewStocktake> = {}) {
  const stocktake = await draft(s, fields)
  return startStocktake(stocktake, s.manager)
}

async function lineFigures(stocktake: Stocktake) {
  const lines = await StocktakeLine.query()
    .where('stocktake_id', stocktake.id)
    .orderBy('product_id')
  return lines.map((line) => [line.productId, line.expected, line.counted, line.unitCost])
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Error & { field?: string }
  }
  throw new Error('expected a refusal')
}

function scan(stocktake: Stocktake, product: Product, actor: Setting['clerk'], quantity = 1) {
  return recordCount(
    stocktake,
    { productId: product.id, quantity, source: quantity === 1 ? 'scan' : 'typed' },
    actor
  )
}

async function rowsOf(query: Promise<unknown[]>) {
  const rows = await query
  return rows.length
}

async function lineOfProduct(stocktake: Stocktake, product: Product) {
  const figures = await lineFigures(stocktake)
  return figures.find(([productId]) => productId === product.id)
}

async function countMovements(stocktake: Stocktake) {
  return StockMovement.query()
    .where({ reference_type: 'stocktake', reference_id: stocktake.id })
    .orderBy('product_id')
}

test.group('Stocktakes: drafts and the snapshot', (group) => {
  group.each.setup(() => freshDatabase())

  test('a draft is numbered SC-000001, SC-000002, blind unless told, and freezes nothing yet', async ({
    assert,
  }) => {
    const s = await setting()
    const first = await draft(s)
    const second = await draft(s, { blind: false })
    assert.deepEqual(
      [first.number, first.status, first.blind, second.number, second.blind],
      ['SC-000001', 'draft', true, 'SC-000002', false]
    )
    assert.deepEqual(await lineFigures(first), [])
    const event = await AuditEvent.findByOrFail('action', 'stocktake.created')
    assert.equal(event.subjectType, 'stocktake')
    assert.equal(event.branchId, s.nth.id)
  })

  test("a branch outside the actor's scope is refused beside the branch field", async ({
    assert,
  }) => {
    const s = await setting()
    const error = await refusal(
      createStocktake({ branchId: s.dtn.id, coverage: 'branch', blind: true }, s.clerk)
    )
    assert.instanceOf(error, StocktakeInputRefused)
    assert.equal(error.field, 'branch_id')
    assert.equal(await rowsOf(Stocktake.query()), 0)
  })

  test('starting a whole-branch count freezes every active product at what the branch holds, and its cost', async ({
    assert,
  }) => {
    const s = await setting()
    const archived = await labelProduct({ isActive: false, cost: 50 })
    const archivedHeld = await labelProduct({ cost: 70 })
    await stock(archivedHeld, s.nth.id, 3)
    await archivedHeld.merge({ isActive: false }).save()
    const stocktake = await started(s)
    assert.equal(stocktake.status, 'counting')
    assert.equal(stocktake.startedBy, s.manager.user.id)
    const figures = await lineFigures(stocktake)
    assert.deepEqual(figures, [
      [s.chips.id, 20, null, 150],
      [s.nuts.id, 8, null, 400],
      [s.bars.id, 0, null, 100],
      [s.cola.id, 30, null, 90],
      [archivedHeld.id, 3, null, 70],
    ])
    assert.notInclude(
      figures.map(([id]) => id),
      archived.id
    )
  })

  test('a category count covers its categories only; a cycle count its chosen products', async ({
    assert,
  }) => {
    const s = await setting()
    const snacks = await started(s, { coverage: 'categories', categories: ['Drinks'] })
    assert.deepEqual(await lineFigures(snacks), [[s.cola.id, 30, null, 90]])
    const cycle = await started(s, { coverage: 'products', productIds: [s.nuts.id, s.bars.id] })
    assert.deepEqual(await lineFigures(cycle), [
      [s.nuts.id, 8, null, 400],
      [s.bars.id, 0, null, 100],
    ])
  })

  test('a count covering no product is refused and stays a draft', async ({ assert }) => {
    const s = await setting()
    const stocktake = await draft(s, { coverage: 'categories', categories: ['Garden'] })
    const error = await refusal(startStocktake(stocktake, s.manager))
    assert.instanceOf(error, StocktakeStepRefused)
    await stocktake.refresh()
    assert.equal(stocktake.status, 'draft')
  })
})

test.group('Stocktakes: counting', (group) => {
  group.each.setup(() => freshDatabase())

  test('scans add one each and a typed case adds its quantity; each entry keeps who', async ({
    assert,
  }) => {
    const s = await setting()
    const stocktake = await started(s)
    await scan(stocktake, s.chips, s.clerk)
    await scan(stocktake, s.chips, s.manager)
    const last = await scan(stocktake, s.chips, s.clerk, 12)
    assert.equal(last.counted, 14)
    const entries = await StocktakeCount.query().orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.userId, entry.quantity, entry.source]),
      [
        [s.clerk.user.id, 1, 'scan'],
        [s.manager.user.id, 1, 'scan'],
        [s.clerk.user.id, 12, 'typed'],
      ]
    )
    await scan(stocktake, s.bars, s.clerk, 0)
    const figures = await lineFigures(stocktake)
    assert.deepEqual(figures[0], [s.chips.id, 20, 14, 150])
    assert.deepEqual(figures[2], [s.bars.id, 0, 0, 100])
  })

  test('a count past 1,000,000 on the line or of a product the count does not cover writes nothing', async ({
    assert,
  }) => {
    const s = await setting()
    const stocktake = await started(s, { coverage: 'categories', categories: ['Snacks'] })
    await scan(stocktake, s.chips, s.clerk, 999_999)
    const tooMany = await refusal(scan(stocktake, s.chips, s.clerk, 2))
    assert.instanceOf(tooMany, StocktakeInputRefused)
    assert.equal(tooMany.field, 'quantity')
    assert.include(tooMany.message, '1,000,001')
    const outside = await refusal(scan(stocktake, s.cola, s.clerk))
    assert.equal(outside.field, 'product_id')
    assert.include(outside.message, 'not part of SC-000001')
    assert.equal(await rowsOf(StocktakeCount.query()), 1)
    assert.deepEqual(await lineOfProduct(stocktake, s.chips), [s.chips.id, 20, 999_999, 150])
  })

  test('a count on a draft, in review, posted or cancelled stocktake is refused and writes nothing', async ({
    assert,
  }) => {
    const s = await setting()
    const drafted = await draft(s)
    const cancelled = await cancelStocktake(await started(s), s.manager)
    const posted = await started(s)
    await finishCounting(posted, s.manager)
    await postStocktake(posted, 'keep', s.manager)
    for (const stocktake of [drafted, cancelled, posted]) {
      const error = await refusal(scan(stocktake, s.chips, s.clerk))
      assert.instanceOf(error, StocktakeStepRefused)
    }
    assert.equal(await rowsOf(StocktakeCount.query()), 0)
    const again = await refusal(scan(posted, s.chips, s.clerk))
    assert.equal(
      again.message,
      'SC-000003 is already posted: it cannot be counted. Reload the page to see where it stands.'
    )
  })

  test('correcting an entry moves its line by the difference and keeps the others’ counts', async ({
    assert,
  }) => {
    const s = await setting()
    const stocktake = await started(s)
    const mine = await scan(stocktake, s.chips, s.clerk, 12)
    await scan(stocktake, s.chips, s.manager, 5)
    const corrected = await correctCount(stocktake, mine.entry, 10, s.clerk)
    assert.equal(corrected.counted, 15)
    await mine.entry.refresh()
    assert.equal(mine.entry.quantity, 10)
    assert.equal(await rowsOf(AuditEvent.query().where('action', 'stocktake.corrected')), 1)
  })

  test('ten scans of one product by two people at once make exactly ten', async ({ assert }) => {
    const s = await setting()
    const stocktake = await started(s)
    await assertManyConnections(assert)
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        scan(stocktake, s.nuts, index % 2 ? s.clerk : s.manager)
      )
    )
    assert.deepEqual(await lineOfProduct(stocktake, s.nuts), [s.nuts.id, 8, 10, 400])
    assert.equal(await rowsOf(StocktakeCount.query()), 10)
  })
})

test.group('Stocktakes: review and post', (group) => {
  group.each.setup(() => freshDatabase())

  test('posting keeps what sold and moved during the count: on hand = snapshot + since + (counted − snapshot)', async ({
    assert,
  }) => {
    const s = await setting()
    const stocktake = await started(s)
    // While people count: two chips sold, five cola sent to Downtown, four nuts received.
    await sellAs(
      'manager@demo.test',
      await cartAt('NTH', [{ productId: s.chips.id, quantity: 2 }], {
        payments: [{ method: 'card', amount: 600 }],
      })
    )
    const transfer = await createTransfer(
      {
        fromBranchId: s.nth.id,
        toBranchId: s.dtn.id,
        note: null,
        lines: [{ productId: s.cola.id, quantity: 5 }],
      },
      s.manager
    )
    await sendTransfer(transfer, s.manager)
    await stock(s.nuts, s.nth.id, 4)
    // Counted before those: 17 chips (3 lost), 8 nuts (right), 1 bar found, cola 27 (3 lost).
    await scan(stocktake, s.chips, s.clerk, 17)
    await scan(stocktake, s.nuts, s.clerk, 8)
    await scan(stocktake, s.bars, s.clerk)
    await scan(stocktake, s.cola, s.clerk, 27)
    await finishCounting(stocktake, s.manager)
    await postStocktake(stocktake, 'keep', s.manager)

    assert.equal(await onHand(s.chips.id, s.nth.id), 20 - 2 + (17 - 20))
    assert.equal(await onHand(s.nuts.id, s.nth.id), 8 + 4)
    assert.equal(await onHand(s.bars.id, s.nth.id), 1)
    assert.equal(await onHand(s.cola.id, s.nth.id), 30 - 5 + (27 - 30))
    const movements = await countMovements(stocktake)
    assert.deepEqual(
      movements.map((row) => [row.productId, row.quantity, row.type, row.unitCost]),
      [
        [s.chips.id, -3, 'count', 150],
        [s.bars.id, 1, 'count', 100],
        [s.cola.id, -3, 'count', 90],
      ]
    )
    await assertLedgerInvariant(assert)
    const posted = await AuditEvent.query().where('action', 'stocktake.posted')
    assert.lengthOf(posted, 1)
    assert.deepEqual(posted[0].changes?.units_lost, { from: null, to: 6 })
    await stocktake.refresh()
    assert.deepEqual([stocktake.status, stocktake.uncounted], ['posted', 'keep'])
  })

  test('a whole-branch count makes uncounted products zero when the manager chooses so; a category count never does', async ({
    assert,
  }) => {
    const s = await setting()
    const whole = await started(s)
    await scan(whole, s.chips, s.clerk, 20)
    await finishCounting(whole, s.manager)
    await postStocktake(whole, 'zero', s.manager)
    assert.deepEqual(
      [
        await onHand(s.chips.id, s.nth.id),
        await onHand(s.nuts.id, s.nth.id),
        await onHand(s.cola.id, s.nth.id),
      ],
      [20, 0, 0]
    )
    await stock(s.cola, s.nth.id, 6)
    const drinks = await started(s, { coverage: 'categories', categories: ['Drinks'] })
    await finishCounting(drinks, s.manager)
    await postStocktake(drinks, 'zero', s.manager)
    assert.equal(await onHand(s.cola.id, s.nth.id), 6)
    await drinks.refresh()
    assert.equal(drinks.uncounted, 'keep')
    await assertLedgerInvariant(assert)
  })

  test("the dashboard's low stock reads the posted figures at once, not the minute-old ones", async ({
    assert,
  }) => {
    const s = await setting()
    await s.chips.merge({ reorderLevel: 10 }).save()
    const scope = await BranchScope.of(s.clerk.user)
    const before = await recentLowStockCount(scope)
    const stocktake = await started(s, { coverage: 'products', productIds: [s.chips.id] })
    await scan(stocktake, s.chips, s.clerk, 4)
    await finishCounting(stocktake, s.manager)
    await postStocktake(stocktake, 'keep', s.manager)
    assert.equal(await recentLowStockCount(scope), before + 1)
  })

  test('a recount in review replaces the line’s figure and is kept as an entry', async ({
    assert,
  }) => {
    const s = await setting()
    const stocktake = await started(s)
    await scan(stocktake, s.chips, s.clerk, 12)
    await finishCounting(stocktake, s.manager)
    const line = await StocktakeLine.findByOrFail({
      stocktake_id: stocktake.id,
      product_id: s.chips.id,
    })
    await recountLine(stocktake, line, 19, s.manager)
    await line.refresh()
    assert.equal(line.counted, 19)
    const entries = await StocktakeCount.query().orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.quantity, entry.source]),
      [
        [12, 'typed'],
        [19, 'recount'],
      ]
    )
    await postStocktake(stocktake, 'keep', s.manager)
    assert.equal(await onHand(s.chips.id, s.nth.id), 19)
  })

  test('posting twice posts once; the second is refused by the status the first left', async ({
    assert,
  }) => {
    const s = await setting()
    const stocktake = await started(s)
    await scan(stocktake, s.chips, s.clerk, 15)
    await finishCounting(stocktake, s.manager)
    await assertManyConnections(assert)
    const results = await Promise.allSettled([
      postStocktake(stocktake, 'keep', s.manager),
      postStocktake(stocktake, 'keep', s.manager),
    ])
    assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected'])
    const rejected = results.find((result) => result.status === 'rejected')
    assert.instanceOf((rejected as PromiseRejectedResult).reason, StocktakeStepRefused)
    assert.lengthOf(await countMovements(stocktake), 1)
    assert.equal(await onHand(s.chips.id, s.nth.id), 15)
    await assertLedgerInvariant(assert)
  })

  test('a post and a cancel racing: exactly one wins, and stock moves only if the post did', async ({
    assert,
  }) => {
    const s = await setting()
    await assertManyConnections(assert)
    for (let round = 0; round < 4; round++) {
      const before = await onHand(s.nuts.id, s.nth.id)
      const stocktake = await started(s, { coverage: 'products', productIds: [s.nuts.id] })
      await scan(stocktake, s.nuts, s.clerk, before + 1)
      await finishCounting(stocktake, s.manager)
      const results = await Promise.allSettled([
        postStocktake(stocktake, 'keep', s.manager),
        cancelStocktake(stocktake, s.manager),
      ])
      assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected'])
      await stocktake.refresh()
      const posted = stocktake.status === 'posted'
      assert.equal(results[posted ? 0 : 1].status, 'fulfilled')
      assert.equal(await onHand(s.nuts.id, s.nth.id), posted ? before + 1 : before)
      assert.lengthOf(await countMovements(stocktake), posted ? 1 : 0)
    }
    await assertLedgerInvariant(assert)
  })

  test('a stocktake of 1,200 differences posts them all, each with the balance it left', async ({
    assert,
  }) => {
    const s = await setting()
    const ids: number[] = []
    await db.transaction(async (trx) => {
      for (let start = 0; start < 1200; start += 300) {
        const rows = await trx
          .knexQuery()
          .table('products')
          .insert(
            Array.from({ length: 300 }, (_, index) => ({
              name: `Bulk ${start + index}`,
              sku: `BULK-${start + index}`,
              unit: 'each',
              price: 100,
              cost: 10,
              tax_rate_bp: 0,
              reorder_level: 0,
              is_active: true,
              created_at: new Date(),
              updated_at: new Date(),
            }))
          )
          .returning('id')
        ids.push(
          ...rows.map((row: { id: number } | number) => (typeof row === 'number' ? row : row.id))
        )
      }
    })
    const stocktake = await started(s, { coverage: 'products', productIds: ids })
    await db
      .from('stocktake_lines')
      .where('stocktake_id', stocktake.id)
      .update({ counted: db.raw('product_id % 7') })
    await finishCounting(stocktake, s.manager)
    await postStocktake(stocktake, 'keep', s.manager)
    const movements = await countMovements(stocktake)
    assert.lengthOf(movements, ids.filter((id) => id % 7 !== 0).length)
    assert.isTrue(movements.every((row) => row.balanceAfter === row.productId % 7))
    await assertLedgerInvariant(assert)
  })
})
