import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import { cancelPurchaseOrder } from '#services/purchasing/purchase_orders'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { allMail } from '#tests/helpers/mailbox'
import { pdfText } from '#tests/helpers/pdf'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'
import { aSupplier, placedOrder, rowsIn } from '#tests/helpers/purchasing'

async function world() {
  const nth = await branchCoded('NTH')
  const hbr = await branchCoded('HBR')
  const cola = await labelProduct({ name: 'Cola 330 ml', sku: 'DRK-330', cost: 50 })
  const chips = await labelProduct({ name: 'Sea Salt Chips', cost: 100 })
  const supplier = await aSupplier('BEV', [
    { productId: cola.id, packSize: 24, isPreferred: true, supplierSku: 'C-330' },
  ])
  return { nth, hbr, cola, chips, supplier }
}

type World = Awaited<ReturnType<typeof world>>

const newOrder = (
  w: World,
  line: Record<string, unknown>,
  fields: Record<string, unknown> = {}
) => ({
  supplier_id: w.supplier.id,
  branch_id: w.nth.id,
  expected_on: '2026-12-01',
  note: 'Back door',
  lines: [{ product_id: w.cola.id, quantity: 2, unit: 'packs', unit_cost: 45, ...line }],
  ...fields,
})

test.group('Purchase orders over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager drafts an order, orders it, reads its PDF and sends it to the supplier', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await signedIn(client, 'manager@demo.test')
    const created = await manager.post(
      '/purchase-orders',
      newOrder(w, {}),
      fromPage('/purchase-orders/create')
    )
    const order = await PurchaseOrder.firstOrFail()
    assert.equal(created.header('location'), `/purchase-orders/${order.id}`)
    assert.equal(order.number, 'PO-000001')
    const page = await manager.visit(`/purchase-orders/${order.id}`)
    page.assertInertiaComponent('purchase_orders/show')
    assert.equal(page.inertiaProps.flash.success, 'Purchase order PO-000001 saved.')
    assert.deepInclude(page.inertiaProps.can, { edit: true, place: true, close: false })
    assert.equal(page.inertiaProps.order.total, 48 * 45)

    await manager.post(`/purchase-orders/${order.id}/place`, {})
    await order.refresh()
    assert.equal(order.status, 'ordered')

    const pdf = await manager.get(`/purchase-orders/${order.id}/pdf`)
    pdf.assertStatus(200)
    const text = await pdfText(Buffer.from(pdf.body()))
    assert.include(text, 'Purchase order PO-000001')
    assert.include(text, 'Cola 330 ml')
    assert.include(text, '48 (2 × 24)')
    assert.include(text, 'Deliver to: Northside')

    await manager.post(`/purchase-orders/${order.id}/send`, {})
    const [sent] = await allMail()
    assert.equal(sent.subject.startsWith('Purchase order PO-000001'), true)
    assert.include(sent.to, 'bev@supplier.test')
    await order.refresh()
    assert.isNotNull(order.sentAt)
  })

  test('bad input is refused beside its field and nothing is written', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const archived = await aSupplier('OLD', [], { isActive: false })
    const manager = await signedIn(client, 'manager@demo.test')
    const form = '/purchase-orders/create'
    const errorsAfter = async (body: Record<string, unknown>) => {
      await manager.post('/purchase-orders', body, fromPage(form))
      const page = await manager.visit(form)
      return page.inertiaProps.errors as Record<string, string>
    }
    const zero = await errorsAfter(newOrder(w, { quantity: 0 }))
    assert.equal(zero['lines.0.quantity'], 'Enter a quantity of 1 or more.')
    const negative = await errorsAfter(newOrder(w, { quantity: -3 }))
    assert.equal(negative['lines.0.quantity'], 'Enter a quantity of 1 or more.')
    const dear = await errorsAfter(newOrder(w, { unit_cost: 100_000_000_000 }))
    assert.match(dear['lines.0.unit_cost'], /^The unit cost cannot be above 999,999,999\.99/)
    const gone = await errorsAfter(newOrder(w, {}, { supplier_id: archived.id }))
    assert.equal(
      gone.supplier_id,
      'Supplier OLD is archived: reactivate it before ordering from it.'
    )
    assert.equal(await rowsIn('purchase_orders'), 0)
    assert.equal(await rowsIn('purchase_order_lines'), 0)

    // A product the supplier does not carry is allowed, with a warning.
    await manager.post(
      '/purchase-orders',
      newOrder(w, { product_id: w.chips.id, unit: 'units' }),
      fromPage(form)
    )
    const order = await PurchaseOrder.firstOrFail()
    const page = await manager.visit(`/purchase-orders/${order.id}`)
    assert.equal(
      page.inertiaProps.flash.warning,
      'Purchase order PO-000001 saved. Not in the supplier’s list: Sea Salt Chips. Check they carry it.'
    )
  })

  test('receiving against a cancelled order, or more than outstanding without a reason, is refused', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const cancelled = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 10, unitCost: 50 },
    ])
    const [cancelledLine] = await PurchaseOrderLine.query().where('purchase_order_id', cancelled.id)
    await cancelPurchaseOrder(cancelled, await actorFor('manager@demo.test'))
    const open = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 10, unitCost: 50 },
    ])
    const [openLine] = await PurchaseOrderLine.query().where('purchase_order_id', open.id)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const receive = async (orderId: number, lineId: number, quantity: number, reason?: string) => {
      await clerk.post(
        '/stocks/receipts',
        {
          branch_id: w.nth.id,
          purchase_order_id: orderId,
          lines: [
            {
              product_id: w.cola.id,
              quantity,
              purchase_order_line_id: lineId,
              over_delivery_reason: reason,
            },
          ],
        },
        fromPage('/stocks/add')
      )
      const page = await clerk.visit('/stocks/add')
      return page.inertiaProps
    }
    const refused = await receive(cancelled.id, cancelledLine.id, 4)
    assert.match(refused.errors.purchase_order_id, /^PO-000001 is cancelled: it cannot be received/)
    const over = await receive(open.id, openLine.id, 11)
    assert.equal(
      over.errors['lines.0.quantity'],
      'Only 10 still outstanding on the order: enter the over-delivery reason to take more.'
    )
    assert.equal(await rowsIn('stock_receipts'), 0)
    assert.equal(await onHand(w.cola.id, w.nth.id), 0)

    // The page offers the branch's open order, with what it still waits for.
    assert.deepEqual(
      refused.openOrders.map((order: { number: string }) => order.number),
      ['PO-000002']
    )
    const taken = await receive(open.id, openLine.id, 11, 'One extra case sent')
    assert.match(taken.flash.success, /^Received RC-000001/)
    await open.refresh()
    assert.equal(open.status, 'received')
    assert.equal(await onHand(w.cola.id, w.nth.id), 11)
    const line = await db.from('stock_receipt_lines').firstOrFail()
    assert.equal(line.purchase_order_line_id, openLine.id)
    await assertLedgerInvariant(assert)
  })

  test("the clerk reads orders but not costs; another branch's order is not found", async ({
    client,
    assert,
  }) => {
    const w = await world()
    const harbour = await placedOrder(
      w.supplier.id,
      w.hbr.id,
      [{ productId: w.cola.id, quantity: 10, unitCost: 50 }],
      { by: 'admin@demo.test' }
    )
    const northside = await placedOrder(w.supplier.id, w.nth.id, [
      { productId: w.cola.id, quantity: 10, unitCost: 50 },
    ])
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit(`/purchase-orders/${northside.id}`)
    page.assertStatus(200)
    assert.notProperty(page.inertiaProps.order, 'total')
    assert.notProperty(page.inertiaProps.order.lines[0], 'unitCost')
    assert.deepInclude(page.inertiaProps.can, { receive: true, close: false })
    const elsewhere = await clerk.visit(`/purchase-orders/${harbour.id}`)
    elsewhere.assertStatus(404)
    const close = await clerk.post(`/purchase-orders/${northside.id}/close`, {})
    close.assertStatus(403)
    const pdf = await clerk.get(`/purchase-orders/${northside.id}/pdf`)
    pdf.assertStatus(403)
    const manager = await signedIn(client, 'manager@demo.test')
    const closeElsewhere = await manager.post(`/purchase-orders/${harbour.id}/close`, {})
    closeElsewhere.assertStatus(404)
    await harbour.refresh()
    assert.equal(harbour.status, 'ordered')
  })
})

test.group('Reorder levels per branch over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager sets a branch its own level; the clerk may not; another branch is not found', async ({
    client,
    assert,
  }) => {
    const w = await world()
    const manager = await signedIn(client, 'manager@demo.test')
    const body = {
      product_id: w.cola.id,
      branch_id: w.nth.id,
      reorder_level: 12,
      reorder_target: 30,
    }
    await manager.send('PUT', '/stocks/reorder-levels', body, fromPage('/stocks'))
    const level = await db
      .from('stock_levels')
      .where({ product_id: w.cola.id, branch_id: w.nth.id })
      .firstOrFail()
    assert.deepInclude(level, { on_hand: 0, reorder_level: 12, reorder_target: 30 })
    const page = await manager.visit(`/stocks?branch=${w.nth.id}&level=low`)
    assert.deepInclude(page.inertiaProps.stocks[0].branches[w.nth.id], {
      reorderLevel: 12,
      ownLevel: 12,
      reorderTarget: 30,
    })
    const refused = await manager.send('PUT', '/stocks/reorder-levels', {
      ...body,
      branch_id: w.hbr.id,
    })
    refused.assertStatus(404)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const forbidden = await clerk.send('PUT', '/stocks/reorder-levels', body)
    forbidden.assertStatus(403)
    await assertLedgerInvariant(assert)
  })
})
