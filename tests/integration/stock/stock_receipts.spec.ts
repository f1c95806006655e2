import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { errors as lucidErrors } from '@adonisjs/lucid'
import AuditEvent from '#models/audit_event'
import Product from '#models/product'
import StockMovement from '#models/stock_movement'
import StockReceipt from '#models/stock_receipt'
import { receiveStock, type ReceiptLineInput } from '#services/stock/stock_receipts'
import { postStockChanges } from '#services/stock/stock_ledger'
import { ProductNotReceivable, BranchInactiveForStock } from '#exceptions/stock_form_errors'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function receive(
  branchCode: string,
  lines: ReceiptLineInput[],
  email = 'admin@demo.test',
  extra: { supplier?: string; reference?: string } = {}
) {
  const branch = await branchCoded(branchCode)
  return receiveStock({ branchId: branch.id, lines, ...extra }, await actorFor(email))
}

async function costOf(productId: number) {
  const product = await Product.findOrFail(productId)
  return product.cost
}

async function count(table: string) {
  const [row] = await db.from(table).count('* as total')
  return Number(row.total)
}

test.group('Receiving stock', (group) => {
  group.each.setup(() => freshDatabase())

  test('a receipt is numbered, keeps its lines and posts a receipt movement per line', async ({
    assert,
  }) => {
    const chips = await labelProduct({ cost: 100 })
    const cola = await labelProduct({ cost: null })
    const receipt = await receive(
      'NTH',
      [
        { productId: chips.id, quantity: 12, unitCost: 110 },
        { productId: cola.id, quantity: 5, unitCost: 40 },
      ],
      'clerk@demo.test',
      { supplier: 'Acme Foods', reference: 'INV-778' }
    )
    const northside = await branchCoded('NTH')
    const clerk = await actorFor('clerk@demo.test')

    assert.equal(receipt.number, 'RC-000001')
    assert.equal(receipt.branchId, northside.id)
    assert.equal(receipt.supplier, 'Acme Foods')
    assert.equal(receipt.reference, 'INV-778')
    assert.equal(receipt.userId, clerk.user.id)
    await receipt.load('lines')
    assert.deepEqual(
      receipt.lines.map((line) => [line.productId, line.quantity, line.unitCost]),
      [
        [chips.id, 12, 110],
        [cola.id, 5, 40],
      ]
    )
    const movements = await StockMovement.query().orderBy('product_id')
    assert.deepEqual(
      movements.map((row) => [
        row.productId,
        row.branchId,
        row.quantity,
        row.type,
        row.unitCost,
        row.referenceType,
        row.referenceId,
      ]),
      [
        [chips.id, northside.id, 12, 'receipt', 110, 'stock_receipt', receipt.id],
        [cola.id, northside.id, 5, 'receipt', 40, 'stock_receipt', receipt.id],
      ]
    )
    assert.equal(await onHand(chips.id, northside.id), 12)
    const event = await AuditEvent.findByOrFail('action', 'stock.received')
    assert.equal(event.subjectType, 'stock_receipt')
    assert.equal(event.subjectId, String(receipt.id))
    assert.equal(event.branchId, northside.id)
    assert.deepInclude(event.changes!, { number: { from: null, to: 'RC-000001' } })
    assert.deepInclude(event.changes!, { units: { from: null, to: 17 } })

    const second = await receive('NTH', [{ productId: chips.id, quantity: 1, unitCost: 110 }])
    assert.equal(second.number, 'RC-000002')
    await assertLedgerInvariant(assert)
  })

  test('cost becomes the weighted average over on hand in all branches', async ({ assert }) => {
    const product = await labelProduct({ cost: null })
    await receive('DTN', [{ productId: product.id, quantity: 10, unitCost: 100 }])
    assert.equal(await costOf(product.id), 100)
    // On hand 10 (Downtown) at 100, plus 30 at 200 into Northside: 7000 / 40 = 175.
    await receive('NTH', [{ productId: product.id, quantity: 30, unitCost: 200 }])
    assert.equal(await costOf(product.id), 175)
    // 40 at 175 plus 1 at 101: 7101 / 41 = 173.2 -> 173.
    await receive('HBR', [{ productId: product.id, quantity: 1, unitCost: 101 }])
    assert.equal(await costOf(product.id), 173)

    const changes = await AuditEvent.query()
      .where('action', 'product.cost_changed')
      .where('subject_id', String(product.id))
      .orderBy('id')
    assert.deepEqual(
      changes.map((event) => event.changes),
      [
        { cost: { from: null, to: 100 } },
        { cost: { from: 100, to: 175 } },
        { cost: { from: 175, to: 173 } },
      ]
    )
    await assertLedgerInvariant(assert)
  })

  test('negative on hand counts as zero in the average', async ({ assert }) => {
    const product = await labelProduct({ cost: 500 })
    const downtown = await branchCoded('DTN')
    const northside = await branchCoded('NTH')
    const admin = await actorFor('admin@demo.test')
    // Downtown sold 6 it never received; Northside holds 2: 4 short in all.
    await db.transaction(async (trx) => {
      await postStockChanges(
        [
          { productId: product.id, branchId: northside.id, quantity: 2, type: 'adjustment' },
          { productId: product.id, branchId: downtown.id, quantity: -6, type: 'sale' },
        ],
        admin,
        trx,
        { allowNegative: true }
      )
    })
    await receive('DTN', [{ productId: product.id, quantity: 3, unitCost: 200 }])
    assert.equal(await costOf(product.id), 200)
    assert.equal(await onHand(product.id, downtown.id), -3)
    await assertLedgerInvariant(assert)
  })

  test('the same product twice in one receipt is folded in line order', async ({ assert }) => {
    const product = await labelProduct({ cost: 100 })
    await receive('DTN', [{ productId: product.id, quantity: 1, unitCost: 100 }])
    // 1 at 100, then 1 at 201: 150.5 -> 151; then 2 at 151 and 2 at 50: 100.5 -> 101.
    await receive('DTN', [
      { productId: product.id, quantity: 1, unitCost: 201 },
      { productId: product.id, quantity: 2, unitCost: 50 },
    ])
    assert.equal(await costOf(product.id), 101)
    const downtown = await branchCoded('DTN')
    assert.equal(await onHand(product.id, downtown.id), 4)
    const events = await AuditEvent.query().where('action', 'product.cost_changed')
    assert.deepEqual(
      events.map((event) => event.changes),
      [{ cost: { from: 100, to: 101 } }]
    )
    await assertLedgerInvariant(assert)
  })

  test('a line without a unit cost is taken at the current cost, which stays', async ({
    assert,
  }) => {
    const known = await labelProduct({ cost: 250 })
    const unknown = await labelProduct({ cost: null })
    await receive('NTH', [{ productId: known.id, quantity: 4, unitCost: 100 }])
    const receipt = await receive(
      'NTH',
      [
        { productId: known.id, quantity: 2, unitCost: null },
        { productId: unknown.id, quantity: 3, unitCost: null },
      ],
      'clerk@demo.test'
    )
    assert.equal(await costOf(known.id), 100)
    assert.isNull(await costOf(unknown.id))
    await receipt.load('lines')
    assert.deepEqual(
      receipt.lines.map((line) => line.unitCost),
      [100, 0]
    )
    const movement = await StockMovement.query().where('product_id', unknown.id).firstOrFail()
    assert.isNull(movement.unitCost)
    await assertLedgerInvariant(assert)
  })

  test('a receipt whose third line fails leaves no row of it anywhere', async ({ assert }) => {
    const first = await labelProduct({ cost: 100 })
    const second = await labelProduct({ cost: 100 })
    const archived = await labelProduct({ cost: 100, isActive: false })
    await receive('DTN', [{ productId: first.id, quantity: 5, unitCost: 100 }])
    const before = {
      receipts: await count('stock_receipts'),
      lines: await count('stock_receipt_lines'),
      movements: await count('stock_movements'),
      audits: await count('audit_events'),
    }

    const error = await receive('DTN', [
      { productId: first.id, quantity: 5, unitCost: 300 },
      { productId: second.id, quantity: 2, unitCost: 300 },
      { productId: archived.id, quantity: 1, unitCost: 300 },
    ]).catch((caught) => caught)

    assert.instanceOf(error, ProductNotReceivable)
    assert.equal(error.field, 'lines.2.product_id')
    assert.deepEqual(
      {
        receipts: await count('stock_receipts'),
        lines: await count('stock_receipt_lines'),
        movements: await count('stock_movements'),
        audits: await count('audit_events'),
      },
      before
    )
    const downtown = await branchCoded('DTN')
    assert.equal(await onHand(first.id, downtown.id), 5)
    assert.equal(await onHand(second.id, downtown.id), 0)
    assert.equal(await costOf(first.id), 100)
    assert.equal(await costOf(second.id), 100)
    // The number was not used up.
    const next = await receive('DTN', [{ productId: second.id, quantity: 1, unitCost: 100 }])
    assert.equal(next.number, 'RC-000002')
    await assertLedgerInvariant(assert)
  })

  test('a product that does not exist is refused beside its line', async ({ assert }) => {
    const product = await labelProduct()
    const error = await receive('DTN', [
      { productId: product.id, quantity: 1, unitCost: 1 },
      { productId: 999_999, quantity: 1, unitCost: 1 },
    ]).catch((caught) => caught)
    assert.instanceOf(error, ProductNotReceivable)
    assert.equal(error.field, 'lines.1.product_id')
    assert.equal(
      await StockReceipt.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      0
    )
  })

  test('only into an active branch of the actor scope', async ({ assert }) => {
    const product = await labelProduct()
    const line = [{ productId: product.id, quantity: 1, unitCost: 1 }]
    // The clerk works at Northside only: Downtown is not theirs (404).
    const outside = await receive('DTN', line, 'clerk@demo.test').catch((caught) => caught)
    assert.instanceOf(outside, lucidErrors.E_ROW_NOT_FOUND)

    const harbour = await branchCoded('HBR')
    harbour.isActive = false
    await harbour.save()
    const inactive = await receive('HBR', line).catch((caught) => caught)
    assert.instanceOf(inactive, BranchInactiveForStock)
    assert.equal(inactive.field, 'branch_id')
    assert.equal(await count('stock_receipts'), 0)
    assert.equal(await count('stock_movements'), 0)
  })
})

test.group('Receiving stock under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  test('receipts of the same product at once average one after the other', async ({ assert }) => {
    const product = await labelProduct({ cost: null })
    const costs = [100, 200, 300, 400, 500, 600]
    const actor = await actorFor('admin@demo.test')
    const downtown = await branchCoded('DTN')
    const receipts = await Promise.all(
      costs.map((unitCost) =>
        receiveStock(
          { branchId: downtown.id, lines: [{ productId: product.id, quantity: 10, unitCost }] },
          actor
        )
      )
    )
    // Whatever the order, 60 units whose costs average exactly to 350 when none is lost.
    const order = receipts
      .map((receipt, index) => ({ receipt, cost: costs[index] }))
      .sort((a, b) => a.receipt.id - b.receipt.id)
    let cost: number | null = null
    let held = 0
    for (const { cost: unitCost } of order) {
      cost = cost === null ? unitCost : Math.round((held * cost + 10 * unitCost) / (held + 10))
      held += 10
    }
    assert.equal(await onHand(product.id, downtown.id), 60)
    assert.equal(await costOf(product.id), cost)
    assert.deepEqual(receipts.map((receipt) => receipt.number).sort(), [
      'RC-000001',
      'RC-000002',
      'RC-000003',
      'RC-000004',
      'RC-000005',
      'RC-000006',
    ])
    await assertLedgerInvariant(assert)
  }).timeout(60_000)
})
