import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import SaleReturn from '#models/sale_return'
import StockMovement from '#models/stock_movement'
import { createReturn } from '#services/sales/returns'
import { voidOrder } from '#services/sales/order_voids'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf, textOf } from '#tests/helpers/responses'
import { cartAt, onHandAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant } from '#tests/helpers/stock'

/** 3 mugs at 7.00 (8 % tax added, so 7.56 each) sold at a branch, paid by card. */
async function mugsSoldAt(branch: string) {
  const mug = await stockedProduct(branch, 10, {
    name: 'Stoneware Mug',
    price: 700,
    taxRateBp: 800,
  })
  const { order } = await sellAs(
    'admin@demo.test',
    await cartAt(branch, [{ productId: mug.id, quantity: 3 }], {
      payments: [{ method: 'card', amount: 2268 }],
    })
  )
  const [line] = await OrderLine.query().where('order_id', order.id)
  return { mug, order, line }
}

test.group('Returns / Create', (group) => {
  group.each.setup(() => freshDatabase())

  test('finds the sale by its receipt’s number in the user’s branches, with what may come back', async ({
    client,
    assert,
  }) => {
    const { order, line } = await mugsSoldAt('DTN')
    const harbour = await mugsSoldAt('HBR')
    const cashier = await signedIn(client, 'cashier@demo.test')

    const found = await cashier.visit('/returns/create?order=dtn-000001')
    found.assertStatus(200)
    found.assertInertiaComponent('returns/create')
    assert.equal(found.inertiaProps.order.id, order.id)
    assert.isTrue(found.inertiaProps.returnable)
    assert.deepInclude(found.inertiaProps.order.lines[0], {
      id: line.id,
      quantity: 3,
      returnedQuantity: 0,
      lineTotal: 2268,
    })

    const elsewhere = await cashier.visit(`/returns/create?order=HBR-000001`)
    assert.isNull(elsewhere.inertiaProps.order)
    assert.isTrue(elsewhere.inertiaProps.notFound)
    const byId = await cashier.visit(`/returns/create?order_id=${harbour.order.id}`)
    assert.isNull(byId.inertiaProps.order)

    const blank = await cashier.visit('/returns/create')
    assert.isFalse(blank.inertiaProps.notFound)

    await voidOrder(order.id, 'Wrong till', await actorFor('manager@demo.test'))
    const voided = await cashier.visit(`/returns/create?order_id=${order.id}`)
    assert.equal(voided.inertiaProps.order.status, 'voided')
    assert.isFalse(voided.inertiaProps.returnable)
  })

  test('takes units back: refund of their share, stock restocked, back to the receipt', async ({
    client,
    assert,
  }) => {
    const { mug, order, line } = await mugsSoldAt('DTN')
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit(`/returns/create?order_id=${order.id}`)
    const response = await cashier.post('/returns', {
      order_id: order.id,
      reason: 'defective',
      refund_method: 'card',
      note: null,
      lines: [{ order_line_id: line.id, quantity: 2, restock: true }],
    })
    response.assertHeader('location', `/orders/${order.id}`)
    const receipt = await cashier.visit(`/orders/${order.id}`)
    assert.equal(receipt.inertiaProps.flash.success, 'Return RT-000001 saved: refund $15.12.')
    assert.equal(receipt.inertiaProps.order.status, 'partially_returned')
    assert.isTrue(receipt.inertiaProps.can.returnGoods)
    assert.equal(await onHandAt(mug.id, 'DTN'), 9)
    const saved = await SaleReturn.findByOrFail('number', 'RT-000001')
    assert.equal(saved.refundTotal, 1512)
    await assertLedgerInvariant(assert)
  })

  test('written-off units are refunded but stay off the shelf: no ledger row, the line marked', async ({
    client,
    assert,
  }) => {
    const { mug, order, line } = await mugsSoldAt('DTN')
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit(`/returns/create?order_id=${order.id}`)
    const response = await cashier.post('/returns', {
      order_id: order.id,
      reason: 'damaged',
      refund_method: 'card',
      note: null,
      lines: [{ order_line_id: line.id, quantity: 2, restock: false }],
    })
    response.assertHeader('location', `/orders/${order.id}`)
    const saved = await SaleReturn.findByOrFail('number', 'RT-000001')
    assert.equal(saved.refundTotal, 1512)
    await saved.load('lines')
    assert.deepEqual(
      saved.lines.map((row) => [row.quantity, row.restock]),
      [[2, false]]
    )
    // 10 counted in, 3 sold, none back on the shelf.
    assert.equal(await onHandAt(mug.id, 'DTN'), 7)
    assert.lengthOf(await StockMovement.query().where('type', 'return'), 0)
    await assertLedgerInvariant(assert)
  })

  test('more than is left, no reason or no line: refused beside the fields, nothing written', async ({
    client,
    assert,
  }) => {
    const { order, line } = await mugsSoldAt('DTN')
    await createReturn(
      {
        orderId: order.id,
        reason: 'changed_mind',
        refundMethod: 'cash',
        lines: [{ orderLineId: line.id, quantity: 2, restock: true }],
      },
      await actorFor('manager@demo.test')
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    const page = `/returns/create?order_id=${order.id}`
    const refused = async (body: Record<string, unknown>) => {
      await cashier.visit(page)
      const response = await cashier.post('/returns', body, fromPage(page))
      response.assertHeader('location', page)
      const shown = await cashier.visit(page)
      return shown.inertiaProps.errors as Record<string, string>
    }
    const form = {
      order_id: order.id,
      reason: 'defective',
      refund_method: 'cash',
      lines: [{ order_line_id: line.id, quantity: 2, restock: true }],
    }
    const tooMany = await refused(form)
    assert.match(tooMany['lines.0.quantity'], /1/)
    const noReason = await refused({ ...form, reason: '' })
    assert.equal(noReason.reason, 'Choose why the goods come back.')
    const noLines = await refused({ ...form, lines: [] })
    assert.equal(noLines.lines, 'Enter how many units of at least one line come back.')
    assert.lengthOf(await SaleReturn.all(), 1)
    const reloaded = await OrderLine.findOrFail(line.id)
    assert.equal(reloaded.returnedQuantity, 2)
  })
})

test.group('Returns / Index', (group) => {
  group.each.setup(() => freshDatabase())

  test('lists the returns of the user’s branches with filters, search and export', async ({
    client,
    assert,
  }) => {
    const downtown = await mugsSoldAt('DTN')
    const harbour = await mugsSoldAt('HBR')
    const admin = await actorFor('admin@demo.test')
    await createReturn(
      {
        orderId: downtown.order.id,
        reason: 'defective',
        refundMethod: 'card',
        lines: [{ orderLineId: downtown.line.id, quantity: 1, restock: false }],
      },
      admin
    )
    await createReturn(
      {
        orderId: harbour.order.id,
        reason: 'changed_mind',
        refundMethod: 'cash',
        lines: [{ orderLineId: harbour.line.id, quantity: 3, restock: true }],
      },
      admin
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    const page = await cashier.visit('/returns')
    page.assertInertiaComponent('returns/index')
    const first = await SaleReturn.findByOrFail('number', 'RT-000001')
    assert.deepEqual(page.inertiaProps.returns, [
      {
        id: first.id,
        number: 'RT-000001',
        createdAt: first.createdAt.toISO(),
        order: { id: downtown.order.id, number: 'DTN-000001' },
        branch: 'Downtown',
        user: 'Alex Morgan',
        reason: 'defective',
        units: 1,
        refundMethod: 'card',
        refundTotal: 756,
      },
    ])

    const admins = await signedIn(client, 'admin@demo.test')
    const list = async (query: string) => {
      const shown = await admins.visit(`/returns?${query}`)
      return shown.inertiaProps.returns.map((row: { number: string }) => row.number)
    }
    assert.deepEqual(await list(''), ['RT-000002', 'RT-000001'])
    assert.deepEqual(await list('reason=changed_mind'), ['RT-000002'])
    assert.deepEqual(await list('search=HBR-000001'), ['RT-000002'])
    assert.deepEqual(await list('search=RT-000001'), ['RT-000001'])
    assert.deepEqual(await list(`branch=${harbour.order.branchId}`), ['RT-000002'])
    assert.deepEqual(await list('sort=refund'), ['RT-000001', 'RT-000002'])

    const rows: Record<string, string>[] = parse(await textOf(cashier.get('/returns/export')), {
      bom: true,
      columns: true,
    })
    assert.deepEqual(
      rows.map((row) => [row.Number, row.Order, row.Units, row.Refund]),
      [['RT-000001', 'DTN-000001', '1', '7.56']]
    )
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.get('/returns')), 403)
    assert.lengthOf(await Order.all(), 2)
  })
})
