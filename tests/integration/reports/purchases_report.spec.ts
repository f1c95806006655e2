import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import {
  cancelPurchaseOrder,
  closePurchaseOrder,
  createPurchaseOrder,
} from '#services/purchasing/purchase_orders'
import { receiveStock } from '#services/stock/stock_receipts'
import { BranchScope } from '#services/platform/branch_scope'
import { lateness, purchasesReport } from '#services/reports/purchases_report'
import { timestampBinding } from '#support/sql_time'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { aSupplier, placedOrder } from '#tests/helpers/purchasing'

/** New York: a local day ends at 04:00 or 05:00 UTC the next morning. */
const ZONE = 'America/New_York'
const MARCH = { from: '2026-03-01', to: '2026-03-31' }
const TODAY = '2026-04-10'

/** Receives `quantities` (in line order) against an order, as the clerk would. */
async function receive(order: PurchaseOrder, quantities: number[]) {
  const lines = await PurchaseOrderLine.query()
    .where('purchase_order_id', order.id)
    .orderBy('position')
  await receiveStock(
    {
      branchId: order.branchId,
      purchaseOrderId: order.id,
      lines: lines.map((line, index) => ({
        productId: line.productId,
        quantity: quantities[index],
        unitCost: null,
        purchaseOrderLineId: line.id,
      })),
    },
    await actorFor('admin@demo.test')
  )
}

/** Pins when an order was placed and, once complete, received (UTC, as stored). */
async function at(order: PurchaseOrder, orderedAt: string, receivedAt?: string) {
  const dialect = db.connection().dialect.name
  const utc = (text: string) => timestampBinding(DateTime.fromSQL(text, { zone: 'utc' }), dialect)
  await db
    .from('purchase_orders')
    .where('id', order.id)
    .update({ ordered_at: utc(orderedAt), ...(receivedAt ? { received_at: utc(receivedAt) } : {}) })
}

/**
 * Two suppliers' orders to Downtown and Northside in and around March in
 * New York, worked out by hand:
 *
 * - O1 Beverages → DTN, 2 Mar: cola 24 × 62, chips 10 × 100, expected 5 Mar,
 *   all received 6 Mar 03:00 UTC, still 5 Mar in New York: on time.
 * - O2 Beverages → NTH, 10 Mar: cola 12 × 60, expected 12 Mar, 5 received:
 *   still open on 10 Apr, late.
 * - O3 Snacks → DTN, 31 Mar 23:30 in New York (1 Apr 03:30 UTC): chips 20 × 90,
 *   expected 3 Apr, all received 4 Apr: late.
 * - O4 Snacks → DTN, 1 Apr 00:30 in New York: outside March.
 * - O5 Beverages → DTN, cola 7, cancelled; O6 a draft: nothing placed.
 * - O7 Snacks → NTH, 14 Mar: chips 8 × 95, expected 15 Mar, 3 received then
 *   closed: not waited for, so not late.
 */
async function march() {
  const dtn = await branchCoded('DTN')
  const nth = await branchCoded('NTH')
  const cola = await labelProduct({ name: 'Cola 330 ml', sku: 'COLA-330' })
  const chips = await labelProduct({ name: 'Chips 150 g', sku: 'CHIPS-150' })
  const beverages = await aSupplier('BEV')
  const snacks = await aSupplier('SNK')
  const manager = await actorFor('manager@demo.test')

  const o1 = await placedOrder(
    beverages.id,
    dtn.id,
    [
      { productId: cola.id, quantity: 24, unitCost: 62 },
      { productId: chips.id, quantity: 10, unitCost: 100 },
    ],
    { expectedOn: '2026-03-05' }
  )
  await receive(o1, [24, 10])
  await at(o1, '2026-03-02 15:00:00', '2026-03-06 03:00:00')

  const o2 = await placedOrder(
    beverages.id,
    nth.id,
    [{ productId: cola.id, quantity: 12, unitCost: 60 }],
    { expectedOn: '2026-03-12' }
  )
  await receive(o2, [5])
  await at(o2, '2026-03-10 12:00:00')

  const o3 = await placedOrder(
    snacks.id,
    dtn.id,
    [{ productId: chips.id, quantity: 20, unitCost: 90 }],
    { expectedOn: '2026-04-03' }
  )
  await receive(o3, [20])
  await at(o3, '2026-04-01 03:30:00', '2026-04-04 14:00:00')

  const o4 = await placedOrder(snacks.id, dtn.id, [
    { productId: chips.id, quantity: 5, unitCost: 90 },
  ])
  await at(o4, '2026-04-01 04:30:00')

  const o5 = await placedOrder(beverages.id, dtn.id, [
    { productId: cola.id, quantity: 7, unitCost: 60 },
  ])
  await cancelPurchaseOrder(o5, manager)
  await at(o5, '2026-03-20 12:00:00')

  await createPurchaseOrder(
    {
      supplierId: beverages.id,
      branchId: dtn.id,
      expectedOn: null,
      lines: [{ productId: cola.id, quantity: 9, unit: 'units', unitCost: 60 }],
    },
    manager
  )

  const o7 = await placedOrder(
    snacks.id,
    nth.id,
    [{ productId: chips.id, quantity: 8, unitCost: 95 }],
    { expectedOn: '2026-03-15' }
  )
  await receive(o7, [3])
  await closePurchaseOrder(await o7.refresh(), manager)
  await at(o7, '2026-03-14 12:00:00')

  return { dtn, nth, cola, chips, beverages, snacks }
}

async function scopeOf(email: string) {
  const { user } = await actorFor(email)
  return BranchScope.of(user)
}

test.group('Purchases report', (group) => {
  group.each.setup(() => freshDatabase())

  test('by supplier: orders placed in the range, units, cost and late deliveries', async ({
    assert,
  }) => {
    const w = await march()
    const report = await purchasesReport({ scope: await scopeOf('admin@demo.test') }, MARCH, {
      view: 'supplier',
      zone: ZONE,
      today: TODAY,
    })
    assert.equal(report.view, 'supplier')
    assert.deepEqual(report.rows, [
      {
        id: w.beverages.id,
        name: 'Supplier BEV',
        code: 'BEV',
        orders: 2,
        ordered: 46, // 24 + 10 + 12
        received: 39, // 24 + 10 + 5
        cost: 3208, // 24 × 62 + 10 × 100 + 12 × 60
        late: 1, // O2
      },
      {
        id: w.snacks.id,
        name: 'Supplier SNK',
        code: 'SNK',
        orders: 2,
        ordered: 28, // 20 + 8
        received: 23, // 20 + 3
        cost: 2560, // 20 × 90 + 8 × 95
        late: 1, // O3
      },
    ])
    assert.deepEqual(report.totals, {
      orders: 4,
      ordered: 74,
      received: 62,
      cost: 5768,
      late: 2,
    })
  })

  test('by product: each order counts once per product it carries; sorted as asked', async ({
    assert,
  }) => {
    const w = await march()
    const report = await purchasesReport({ scope: await scopeOf('admin@demo.test') }, MARCH, {
      view: 'product',
      zone: ZONE,
      today: TODAY,
      sort: 'ordered_desc',
    })
    assert.deepEqual(report.rows, [
      {
        id: w.chips.id,
        name: 'Chips 150 g',
        code: 'CHIPS-150',
        orders: 3, // O1, O3, O7
        ordered: 38, // 10 + 20 + 8
        received: 33, // 10 + 20 + 3
        cost: 3560, // 10 × 100 + 20 × 90 + 8 × 95
        late: 1, // O3
      },
      {
        id: w.cola.id,
        name: 'Cola 330 ml',
        code: 'COLA-330',
        orders: 2, // O1, O2
        ordered: 36, // 24 + 12
        received: 29, // 24 + 5
        cost: 2208, // 24 × 62 + 12 × 60
        late: 1, // O2
      },
    ])
    assert.deepEqual(report.totals, {
      orders: 4,
      ordered: 74,
      received: 62,
      cost: 5768,
      late: 2,
    })
  })

  test('by delivery branch: one branch chosen, or only the user’s own', async ({ assert }) => {
    const w = await march()
    const downtown = await purchasesReport(
      { scope: await scopeOf('admin@demo.test'), branchId: w.dtn.id },
      MARCH,
      { view: 'supplier', zone: ZONE, today: TODAY }
    )
    assert.deepEqual(
      downtown.rows.map((row) => [
        row.code,
        row.orders,
        row.ordered,
        row.received,
        row.cost,
        row.late,
      ]),
      [
        ['BEV', 1, 34, 34, 2488, 0],
        ['SNK', 1, 20, 20, 1800, 1],
      ]
    )
    assert.deepEqual(downtown.totals, { orders: 2, ordered: 54, received: 54, cost: 4288, late: 1 })

    // The stock clerk works at Northside only.
    const northside = await purchasesReport({ scope: await scopeOf('clerk@demo.test') }, MARCH, {
      view: 'supplier',
      zone: ZONE,
      today: TODAY,
    })
    assert.deepEqual(
      northside.rows.map((row) => [
        row.code,
        row.orders,
        row.ordered,
        row.received,
        row.cost,
        row.late,
      ]),
      [
        ['SNK', 1, 8, 3, 760, 0],
        ['BEV', 1, 12, 5, 720, 1],
      ]
    )
  })

  test('late: open past the expected local day, or received in full after it', ({ assert }) => {
    const order = { id: 1, supplierId: 1, expectedOn: '2026-03-05' }
    const open = { ...order, status: 'ordered' as const, receivedAt: null }
    assert.isFalse(lateness('2026-03-05', ZONE)(open))
    assert.isTrue(lateness('2026-03-06', ZONE)(open))
    assert.isTrue(lateness('2026-03-06', ZONE)({ ...open, status: 'partial' }))
    const cameLate = lateness('2026-04-01', ZONE)
    const received = { ...order, status: 'received' as const }
    // 04:59:59 UTC on 6 March is 23:59:59 on 5 March in New York; 05:00 is the 6th.
    assert.isFalse(cameLate({ ...received, receivedAt: '2026-03-06 04:59:59' }))
    assert.isTrue(cameLate({ ...received, receivedAt: '2026-03-06 05:00:00' }))
    assert.isFalse(cameLate({ ...received, receivedAt: new Date('2026-03-06T04:59:59Z') }))
    assert.isTrue(cameLate({ ...received, receivedAt: new Date('2026-03-06T05:00:00Z') }))
    assert.isFalse(cameLate({ ...open, expectedOn: null }))
    assert.isFalse(cameLate({ ...open, status: 'closed' }))
  })
})
