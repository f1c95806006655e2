import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import StockLevel from '#models/stock_level'
import StockMovement from '#models/stock_movement'
import {
  adjustStock,
  adjustStockAt,
  latestMovementId,
  type AdjustmentInput,
} from '#services/stock/stock_adjustments'
import { postStockChanges } from '#services/stock/stock_ledger'
import { DomainError } from '#exceptions/domain_error'
import { NothingToAdjust, StaleStockFigure } from '#exceptions/stock_form_errors'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

/** A product holding `quantity` at Downtown, and its level row. */
async function stocked(quantity: number) {
  const product = await labelProduct()
  const downtown = await branchCoded('DTN')
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      [{ productId: product.id, branchId: downtown.id, quantity, type: 'receipt' }],
      admin,
      trx
    )
  )
  const level = await StockLevel.query()
    .where({ product_id: product.id, branch_id: downtown.id })
    .firstOrFail()
  return { product, downtown, level }
}

async function adjust(level: StockLevel, input: Omit<AdjustmentInput, 'seenMovementId'>) {
  const seen = await latestMovementId(level)
  return adjustStock(level, { ...input, seenMovementId: seen }, await actorFor('manager@demo.test'))
}

test.group('Adjusting stock', (group) => {
  group.each.setup(() => freshDatabase())

  test('a count posts the difference from on hand, with reason and note', async ({ assert }) => {
    const { product, downtown, level } = await stocked(10)
    const posted = await adjust(level, {
      mode: 'count',
      counted: 7,
      reason: 'count',
      note: 'Shelf count',
    })
    assert.equal(posted, -3)
    assert.equal(await onHand(product.id, downtown.id), 7)
    const movement = await StockMovement.query().orderBy('id', 'desc').firstOrFail()
    assert.deepEqual(
      [movement.type, movement.quantity, movement.balanceAfter, movement.reason, movement.note],
      ['adjustment', -3, 7, 'count', 'Shelf count']
    )
    const manager = await actorFor('manager@demo.test')
    assert.equal(movement.userId, manager.user.id)
    const event = await AuditEvent.findByOrFail('action', 'stock.adjusted')
    assert.equal(event.subjectType, 'stock_level')
    assert.equal(event.subjectId, String(level.id))
    assert.equal(event.branchId, downtown.id)
    assert.deepEqual(event.changes, {
      on_hand: { from: 10, to: 7 },
      reason: { from: null, to: 'count' },
      note: { from: null, to: 'Shelf count' },
    })
    // Counting more than on hand adds.
    assert.equal(await adjust(level, { mode: 'count', counted: 12, reason: 'found' }), 5)
    assert.equal(await onHand(product.id, downtown.id), 12)
    await assertLedgerInvariant(assert)
  })

  test('a count that matches posts nothing but is on record', async ({ assert }) => {
    const { product, downtown, level } = await stocked(4)
    assert.equal(await adjust(level, { mode: 'count', counted: 4, reason: 'count' }), 0)
    assert.equal(await onHand(product.id, downtown.id), 4)
    assert.equal(
      await StockMovement.query()
        .where('type', 'adjustment')
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      0
    )
    const event = await AuditEvent.findByOrFail('action', 'stock.adjusted')
    assert.deepEqual(event.changes?.on_hand, { from: 4, to: 4 })
    await assertLedgerInvariant(assert)
  })

  test('a change posts the signed number of units', async ({ assert }) => {
    const { product, downtown, level } = await stocked(10)
    assert.equal(await adjust(level, { mode: 'change', change: -2, reason: 'damaged' }), -2)
    assert.equal(await adjust(level, { mode: 'change', change: 5, reason: 'found' }), 5)
    assert.equal(await onHand(product.id, downtown.id), 13)
    const movements = await StockMovement.query().where('type', 'adjustment').orderBy('id')
    assert.deepEqual(
      movements.map((row) => [row.quantity, row.balanceAfter, row.reason]),
      [
        [-2, 8, 'damaged'],
        [5, 13, 'found'],
      ]
    )
    const zero = await adjust(level, { mode: 'change', change: 0, reason: 'found' }).catch(
      (error) => error
    )
    assert.instanceOf(zero, NothingToAdjust)
    await assertLedgerInvariant(assert)
  })

  test('a count is refused when the figure moved since the page was opened', async ({ assert }) => {
    const { product, downtown, level } = await stocked(10)
    const seen = await latestMovementId(level)
    // A sale of 2 while the page was open.
    const cashier = await actorFor('cashier@demo.test')
    await db.transaction((trx) =>
      postStockChanges(
        [{ productId: product.id, branchId: downtown.id, quantity: -2, type: 'sale' }],
        cashier,
        trx
      )
    )
    const manager = await actorFor('manager@demo.test')
    const error = await adjustStock(
      level,
      { mode: 'count', counted: 9, reason: 'count', seenMovementId: seen },
      manager
    ).catch((caught) => caught)
    assert.instanceOf(error, StaleStockFigure)
    assert.equal(error.field, 'counted')
    assert.equal(error.onHand, 8)
    assert.include(error.message, 'changed to 8')
    assert.equal(await onHand(product.id, downtown.id), 8)
    assert.equal(
      await AuditEvent.query()
        .where('action', 'stock.adjusted')
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      0
    )

    // A page that saw no movement at all says null, and is stale too.
    const none = await adjustStock(
      level,
      { mode: 'count', counted: 1, reason: 'count', seenMovementId: null },
      manager
    ).catch((caught) => caught)
    assert.instanceOf(none, StaleStockFigure)
    // A signed change stands whatever moved meanwhile: 2 damaged are 2 damaged.
    const change = await adjustStock(
      level,
      { mode: 'change', change: -2, reason: 'damaged', seenMovementId: seen },
      manager
    )
    assert.equal(change, -2)
    assert.equal(await onHand(product.id, downtown.id), 6)
    await assertLedgerInvariant(assert)
  })

  test('an adjustment may not take stock below zero', async ({ assert }) => {
    const { product, downtown, level } = await stocked(3)
    const error = await adjust(level, { mode: 'change', change: -4, reason: 'lost' }).catch(
      (caught) => caught
    )
    assert.instanceOf(error, DomainError)
    assert.equal(error.field, 'change')
    assert.include(error.message, '3 available')
    const negative = await adjust(level, { mode: 'count', counted: -1, reason: 'count' }).catch(
      (caught) => caught
    )
    assert.equal(negative.field, 'counted')
    assert.equal(await onHand(product.id, downtown.id), 3)
    // Taking exactly what is there is fine.
    assert.equal(await adjust(level, { mode: 'change', change: -3, reason: 'lost' }), -3)
    assert.equal(await onHand(product.id, downtown.id), 0)
    await assertLedgerInvariant(assert)
  })
})

test.group('Adjusting stock a branch never held', (group) => {
  group.each.setup(() => freshDatabase())

  test('a count makes the level through the ledger; a count of 0 is audited on the product', async ({
    assert,
  }) => {
    const product = await labelProduct()
    const northside = await branchCoded('NTH')
    const clerk = await actorFor('clerk@demo.test')
    const input = { mode: 'count', reason: 'count', seenMovementId: null } as const
    assert.equal(await adjustStockAt(product.id, northside.id, { ...input, counted: 0 }, clerk), 0)
    assert.equal(
      await StockLevel.query()
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      0
    )
    const zero = await AuditEvent.findByOrFail('action', 'stock.adjusted')
    assert.deepEqual(
      [zero.subjectType, zero.subjectId, zero.branchId],
      ['product', String(product.id), northside.id]
    )
    assert.equal(await adjustStockAt(product.id, northside.id, { ...input, counted: 3 }, clerk), 3)
    assert.equal(await onHand(product.id, northside.id), 3)
    const made = await AuditEvent.query()
      .where('action', 'stock.adjusted')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(made.subjectType, 'stock_level')
    await assertLedgerInvariant(assert)
  })
})

test.group('Adjusting stock under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  test('20 adjustments of -1 for the last 5 units: exactly 5 succeed', async ({ assert }) => {
    const connection = db.connection()
    if (connection.dialect.name === 'postgres') {
      const pool = (connection.getWriteClient().client as unknown as { pool: { max: number } }).pool
      assert.isAtLeast(pool.max, 10)
    }
    const { product, downtown, level } = await stocked(5)
    const manager = await actorFor('manager@demo.test')
    const seen = await latestMovementId(level)
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        adjustStock(
          level,
          { mode: 'change', change: -1, reason: 'lost', seenMovementId: seen },
          manager
        )
      )
    )
    const succeeded = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof DomainError
    )
    assert.equal(succeeded.length, 5)
    assert.equal(refused.length, 15)
    assert.equal(await onHand(product.id, downtown.id), 0)
    await assertLedgerInvariant(assert)
  }).timeout(60_000)
})
