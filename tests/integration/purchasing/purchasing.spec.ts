import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import SupplierProduct from '#models/supplier_product'
import Product from '#models/product'
import { receiveStock } from '#services/stock/stock_receipts'
import {
  cancelPurchaseOrder,
  closePurchaseOrder,
  createPurchaseOrder,
  updatePurchaseOrder,
} from '#services/purchasing/purchase_orders'
import { stockListQuery } from '#services/stock/stock_list'
import { BranchScope } from '#services/platform/branch_scope'
import { PurchaseOrderStep, SupplierArchived } from '#exceptions/purchasing_errors'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { assertManyConnections } from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'
import { aSupplier, onOrderInTables, placedOrder, rowsIn, stockAt } from '#tests/helpers/purchasing'

async function world() {
  const nth = await branchCoded('NTH')
  const cola = await labelProduct({ name: 'Cola 330 ml', cost: 50 })
  const chips = await labelProduct({ name: 'Sea Salt Chips', cost: 100 })
  const supplier = await aSupplier('BEV', [
    { productId: cola.id, packSize: 24, isPreferred: true, supplierSku: 'C-330' },
    { productId: chips.id, packSize: 10, isPreferred: true },
  ])
  return { nth, cola, chips, supplier }
}

const linesOf = (order: PurchaseOrder) =>
  PurchaseOrderLine.query().where('purchase_order_id', order.id).orderBy('position')

test.group('Purchase orders', (group) => {
  group.each.setup(() => freshDatabase())

  test('a draft is numbered PO-000001, packs become units, costs come from the last cost', async ({
    assert,
  }) => {
    const w = await world()
    await SupplierProduct.query().where('product_id', w.cola.id).update({ last_cost: 45 })
    const manager = await actorFor('manager@demo.test')
    const stray = await labelProduct({ name: 'Stray Item', cost: 300 })
    const { order, notCarried } = await createPurchaseOrder(
      {
        supplierId: w.supplier.id,
        branchId: w.nth.id,
        lines: [
          { productId: w.cola.id, quantity: 2, unit: 'packs', unitCost: null },
          { productId: w.chips.id, quantity: 7, unit: 'units', unitCost: 95 },
          { productId: stray.id, quantity: 1, unit: 'units', unitCost: null },
        ],
      },
      manager
    )
    assert.equal(order.number, 'PO-000001')
    assert.equal(order.status, 'draft')
    assert.deepEqual(notCarried, ['Stray Item'])
    const lines = await linesOf(order)
    assert.deepEqual(
      lines.map((line) => [line.quantity, line.packSize, line.unitCost]),
      [
        [48, 24, 45],
        [7, 1, 95],
        [1, 1, 300],
      ]
    )
  })

  test('no order goes to an archived supplier, and nothing is written', async ({ assert }) => {
    const w = await world()
    const archived = await aSupplier('OLD', [], { isActive: false })
    const manager = await actorFor('manager@demo.test')
    await assert.rejects(
      () =>
        createPurchaseOrder(
          {
            supplierId: archived.id,
            branchId: w.nth.id,
            lines: [{ productId: w.cola.id, quantity: 1, unit: 'units', unitCost: 1 }],
          },
          manager
        ),
      SupplierArchived
    )
    assert.equal(await rowsIn('purchase_orders'), 0)
    assert.isNull(await db.from('document_sequences').where('kind', 'purchase_order').first())
  })

  test('once ordered only the expected date and note change', async ({ assert }) => {
    const w = await world()
    const order = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 24, unitCost: 50 },
    ])
    const manager = await actorFor('manager@demo.test')
    await updatePurchaseOrder(
      order,
      {
        supplierId: w.supplier.id,
        branchId: w.nth.id,
        expectedOn: '2026-12-01',
        note: 'Dock 2',
        lines: [{ productId: w.chips.id, quantity: 99, unit: 'units', unitCost: 1 }],
      },
      manager
    )
    await order.refresh()
    assert.equal(order.expectedOn, '2026-12-01')
    assert.equal(order.note, 'Dock 2')
    const lines = await linesOf(order)
    assert.deepEqual(
      lines.map((line) => [line.productId, line.quantity]),
      [[w.cola.id, 24]]
    )
  })

  test('receiving follows the lines; more needs a reason; last cost and average cost move', async ({
    assert,
  }) => {
    const w = await world()
    await stockAt(w.cola, w.nth.id, 10) // 10 at 50
    const order = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 24, unitCost: 62 },
      { productId: w.chips.id, quantity: 10, unitCost: 100 },
    ])
    const [colaLine, chipsLine] = await linesOf(order)
    const clerk = await actorFor('clerk@demo.test')
    const manager = await actorFor('manager@demo.test')

    // The clerk sees no costs: the line is taken at the order's cost.
    await receiveStock(
      {
        branchId: w.nth.id,
        purchaseOrderId: order.id,
        lines: [
          { productId: w.cola.id, quantity: 10, unitCost: null, purchaseOrderLineId: colaLine.id },
        ],
      },
      clerk
    )
    await order.refresh()
    assert.equal(order.status, 'partial')
    assert.equal(await onOrderInTables(w.cola.id, w.nth.id), 14)
    await w.cola.refresh()
    assert.equal(w.cola.cost, 56) // (10 × 50 + 10 × 62) / 20
    const link = await SupplierProduct.query()
      .where({ supplier_id: w.supplier.id, product_id: w.cola.id })
      .firstOrFail()
    assert.equal(link.lastCost, 62)

    // 15 more of 14 outstanding: refused without a reason, nothing written.
    const receiptsBefore = await rowsIn('stock_receipts')
    await assert.rejects(() =>
      receiveStock(
        {
          branchId: w.nth.id,
          purchaseOrderId: order.id,
          lines: [
            { productId: w.cola.id, quantity: 15, unitCost: 60, purchaseOrderLineId: colaLine.id },
          ],
        },
        manager
      )
    )
    assert.equal(await rowsIn('stock_receipts'), receiptsBefore)
    assert.equal(await onHand(w.cola.id, w.nth.id), 20)

    await receiveStock(
      {
        branchId: w.nth.id,
        purchaseOrderId: order.id,
        lines: [
          {
            productId: w.cola.id,
            quantity: 15,
            unitCost: 60,
            purchaseOrderLineId: colaLine.id,
            overDeliveryReason: 'Supplier sent a spare',
          },
          { productId: w.chips.id, quantity: 10, unitCost: 100, purchaseOrderLineId: chipsLine.id },
        ],
      },
      manager
    )
    await order.refresh()
    assert.equal(order.status, 'received')
    assert.isNotNull(order.receivedAt)
    const lines = await linesOf(order)
    assert.deepEqual(
      lines.map((line) => line.receivedQuantity),
      [25, 10]
    )
    assert.equal(await onOrderInTables(w.cola.id, w.nth.id), 0)
    const receiptLines = await db
      .from('stock_receipt_lines')
      .whereNotNull('purchase_order_line_id')
      .orderBy('id')
      .select('purchase_order_line_id', 'quantity', 'over_delivery_reason')
    assert.deepEqual(
      receiptLines.map((row) => [
        row.purchase_order_line_id,
        row.quantity,
        row.over_delivery_reason,
      ]),
      [
        [colaLine.id, 10, null],
        [colaLine.id, 15, 'Supplier sent a spare'],
        [chipsLine.id, 10, null],
      ]
    )
    await assertLedgerInvariant(assert)
  })

  test('on order is ordered less received over open orders, as the stocks list shows it', async ({
    assert,
  }) => {
    const w = await world()
    const dtn = await branchCoded('DTN')
    const first = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 48, unitCost: 50 },
    ])
    await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 24, unitCost: 50 },
    ])
    await placedOrder(w.supplier.id, dtn.id, [{ productId: w.cola.id, quantity: 5, unitCost: 50 }])
    const [line] = await linesOf(first)
    const manager = await actorFor('manager@demo.test')
    await receiveStock(
      {
        branchId: w.nth.id,
        purchaseOrderId: first.id,
        lines: [{ productId: w.cola.id, quantity: 20, unitCost: 50, purchaseOrderLineId: line.id }],
      },
      manager
    )
    const admin = await actorFor('admin@demo.test')
    const scope = await BranchScope.of(admin.user)
    const listed = async (branchId: number) => {
      const rows = await stockListQuery({ scope, branchId }, {}).where('products.id', w.cola.id)
      return Number(rows[0].$extras.on_order)
    }
    assert.equal(await onOrderInTables(w.cola.id, w.nth.id), 28 + 24)
    assert.equal(await listed(w.nth.id), 52)
    assert.equal(await listed(dtn.id), 5)

    // Closing the first: the 28 it still owed will not come.
    await closePurchaseOrder(first, manager)
    assert.equal(await onOrderInTables(w.cola.id, w.nth.id), 24)
    assert.equal(await listed(w.nth.id), 24)
    const all = await stockListQuery({ scope }, {}).where('products.id', w.cola.id)
    assert.equal(Number(all[0].$extras.on_order), 29)
  })

  test('a cancelled order takes no receipt and a received one cannot be cancelled', async ({
    assert,
  }) => {
    const w = await world()
    const manager = await actorFor('manager@demo.test')
    const order = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 5, unitCost: 50 },
    ])
    const [line] = await linesOf(order)
    await cancelPurchaseOrder(order, manager)
    await assert.rejects(
      () =>
        receiveStock(
          {
            branchId: w.nth.id,
            purchaseOrderId: order.id,
            lines: [
              { productId: w.cola.id, quantity: 5, unitCost: 50, purchaseOrderLineId: line.id },
            ],
          },
          manager
        ),
      PurchaseOrderStep
    )
    assert.equal(await onHand(w.cola.id, w.nth.id), 0)
    const other = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 5, unitCost: 50 },
    ])
    const [otherLine] = await linesOf(other)
    await receiveStock(
      {
        branchId: w.nth.id,
        purchaseOrderId: other.id,
        lines: [
          { productId: w.cola.id, quantity: 2, unitCost: 50, purchaseOrderLineId: otherLine.id },
        ],
      },
      manager
    )
    await assert.rejects(() => cancelPurchaseOrder(other, manager), PurchaseOrderStep)
  })
})

test.group('Receiving against one order under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase())

  test('two receipts never take the same outstanding quantity twice', async ({ assert }) => {
    await assertManyConnections(assert)
    const w = await world()
    const order = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 30, unitCost: 50 },
    ])
    const [line] = await linesOf(order)
    const clerk = await actorFor('clerk@demo.test')
    const manager = await actorFor('manager@demo.test')
    const receive = (actor: typeof clerk) =>
      receiveStock(
        {
          branchId: w.nth.id,
          purchaseOrderId: order.id,
          lines: [
            { productId: w.cola.id, quantity: 20, unitCost: null, purchaseOrderLineId: line.id },
          ],
        },
        actor
      )
    const results = await Promise.allSettled([receive(clerk), receive(manager)])
    const fulfilled = results.filter((result) => result.status === 'fulfilled')
    assert.lengthOf(fulfilled, 1)
    await line.refresh()
    assert.equal(line.receivedQuantity, 20)
    assert.equal(await onHand(w.cola.id, w.nth.id), 20)
    assert.equal(await rowsIn('stock_receipts'), 1)
    await order.refresh()
    assert.equal(order.status, 'partial')
    await assertLedgerInvariant(assert)
    const product = await Product.findOrFail(w.cola.id)
    assert.equal(product.cost, 50)
  })
})
