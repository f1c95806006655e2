import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customer'
import Order from '#models/order'
import { timestampBinding } from '#support/sql_time'
import OrderLine from '#models/order_line'
import Setting from '#models/setting'
import StockMovement from '#models/stock_movement'
import { parkSale } from '#services/sales/checkout'
import { createReturn } from '#services/sales/returns'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf } from '#tests/helpers/responses'
import { decodeBarcodesIn, pdfPages, pdfText } from '#tests/helpers/pdf'
import type { ApiRequest } from '@japa/api-client'
import { cartAt, onHandAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant } from '#tests/helpers/stock'

/**
 * 2 x 19.99 at 8 % and 1 x 5.00 at 0 %, a 10 % line discount on the first;
 * paid 20.00 by card and 30.00 cash.
 */
async function soldAt(branch: string) {
  const chips = await stockedProduct(branch, 10, {
    name: 'Sea Salt Chips',
    price: 1999,
    taxRateBp: 800,
  })
  const bread = await stockedProduct(branch, 10, { name: 'Sourdough', price: 500, taxRateBp: 0 })
  const { order } = await sellAs(
    'admin@demo.test',
    await cartAt(
      branch,
      [
        { productId: chips.id, quantity: 2, discount: { kind: 'percent', value: 1000 } },
        { productId: bread.id, quantity: 1 },
      ],
      {
        payments: [
          { method: 'card', amount: 2000 },
          { method: 'cash', amount: 3000 },
        ],
        note: 'Gift wrap',
      }
    )
  )
  return { order, chips, bread }
}

test.group('Orders / Show: the receipt', (group) => {
  group.each.setup(() => freshDatabase())

  test('shows the stored figures, tax per rate, payments, change and the shop’s receipt texts', async ({
    client,
    assert,
  }) => {
    await Setting.query().update({
      tax_id: 'US-84-1234567',
      receipt_header: 'Fresh every day',
      receipt_footer: 'Thank you!',
    })
    const { order } = await soldAt('DTN')
    const agent = await signedIn(client, 'cashier@demo.test')
    const page = await agent.visit(`/orders/${order.id}`)
    page.assertStatus(200)
    page.assertInertiaComponent('orders/show')
    const shown = page.inertiaProps.order
    assert.equal(shown.number, 'DTN-000001')
    assert.equal(shown.seller, 'Alex Morgan')
    assert.isNull(shown.customer)
    assert.equal(shown.note, 'Gift wrap')
    // 39.98 less 4.00 = 35.98, tax 8 % 2.88 (2.8784); bread 5.00 untaxed: 43.86.
    assert.deepEqual(
      shown.lines.map((line: Record<string, unknown>) => [
        line.name,
        line.quantity,
        line.unitPrice,
        line.discount,
        line.lineTotal,
      ]),
      [
        ['Sea Salt Chips', 2, 1999, 400, 3886],
        ['Sourdough', 1, 500, 0, 500],
      ]
    )
    assert.deepEqual(shown.taxes, [
      { rateBp: 0, amount: 0 },
      { rateBp: 800, amount: 288 },
    ])
    assert.include(shown, {
      subtotal: 4498,
      discountTotal: 400,
      taxTotal: 288,
      total: 4386,
      paidTotal: 5000,
      changeDue: 614,
    })
    assert.deepEqual(
      shown.payments.map((payment: { method: string; amount: number; tendered: number | null }) => [
        payment.method,
        payment.amount,
        payment.tendered,
      ]),
      [
        ['card', 2000, null],
        ['cash', 2386, 3000],
      ]
    )
    const settings = await Setting.current()
    assert.deepEqual(page.inertiaProps.receiptSettings, {
      companyName: settings.companyName,
      taxId: 'US-84-1234567',
      receiptHeader: 'Fresh every day',
      receiptFooter: 'Thank you!',
    })
    // A cashier may not void.
    assert.isFalse(page.inertiaProps.can.void)
    const manager = await signedIn(client, 'manager@demo.test')
    const managed = await manager.visit(`/orders/${order.id}`)
    assert.isTrue(managed.inertiaProps.can.void)
  })

  test('lists the returns made against it and the units returned per line', async ({
    client,
    assert,
  }) => {
    const { order } = await soldAt('DTN')
    const [chipsLine] = await OrderLine.query().where('order_id', order.id).orderBy('position')
    await createReturn(
      {
        orderId: order.id,
        reason: 'damaged',
        refundMethod: 'cash',
        lines: [{ orderLineId: chipsLine.id, quantity: 1, restock: false }],
      },
      await actorFor('manager@demo.test')
    )
    const agent = await signedIn(client, 'manager@demo.test')
    const page = await agent.visit(`/orders/${order.id}`)
    const shown = page.inertiaProps.order
    assert.equal(shown.status, 'partially_returned')
    assert.equal(shown.lines[0].returnedQuantity, 1)
    assert.lengthOf(shown.returns, 1)
    assert.include(shown.returns[0], {
      number: 'RT-000001',
      user: 'Maria Lopez',
      reason: 'damaged',
      refundMethod: 'cash',
      refundTotal: 1943,
    })
    // Something was returned: no void is offered, and the page says so up front.
    assert.isFalse(page.inertiaProps.can.void)
    assert.equal(
      page.inertiaProps.voidRefused,
      'Goods of order DTN-000001 were returned: it can no longer be voided. Return the rest instead.'
    )
    assert.isTrue(page.inertiaProps.can.returnGoods)
  })

  test('a sale of an earlier business day offers a return, and says up front why not a void', async ({
    client,
    assert,
  }) => {
    const { order } = await soldAt('DTN')
    const manager = await signedIn(client, 'manager@demo.test')
    const today = await manager.visit(`/orders/${order.id}`)
    assert.isTrue(today.inertiaProps.can.void)
    assert.isNull(today.inertiaProps.voidRefused)

    await db
      .from('orders')
      .where('id', order.id)
      .update({
        completed_at: timestampBinding(
          DateTime.utc().minus({ days: 2 }),
          db.connection().dialect.name
        ),
      })
    const page = await manager.visit(`/orders/${order.id}`)
    assert.isFalse(page.inertiaProps.can.void)
    assert.isTrue(page.inertiaProps.can.returnGoods)
    assert.equal(
      page.inertiaProps.voidRefused,
      'Order DTN-000001 was sold on an earlier business day: it can no longer be voided. Take a return instead.'
    )
    // Who may not void is told nothing about voids.
    const cashier = await signedIn(client, 'cashier@demo.test')
    const cashiers = await cashier.visit(`/orders/${order.id}`)
    assert.isNull(cashiers.inertiaProps.voidRefused)
  })

  test('another branch’s order is missing; without orders.view it is forbidden', async ({
    client,
    assert,
  }) => {
    const { order } = await soldAt('HBR')
    const manager = await signedIn(client, 'manager@demo.test')
    assert.equal(await statusOf(manager.visit(`/orders/${order.id}`)), 404)
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.visit(`/orders/${order.id}`)), 403)
  })
})

/** Reads the response body as bytes (the client parses only text and JSON by itself). */
function binary(request: ApiRequest) {
  request.request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => done(null, Buffer.concat(chunks)))
  })
}

test.group('Orders: the receipt as a PDF', (group) => {
  group.each.setup(() => freshDatabase())

  test('on an 80 mm roll as long as the receipt, or on A4, with the figures and a readable barcode', async ({
    client,
    assert,
  }) => {
    await Setting.query().update({ receipt_footer: 'Thank you!' })
    const { order } = await soldAt('DTN')
    const cashier = await signedIn(client, 'cashier@demo.test')
    const response = await cashier.get(`/orders/${order.id}/pdf`, binary)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    const roll = response.body() as Buffer
    const [page] = await pdfPages(roll)
    // 80 mm wide; a short receipt is far shorter than A4.
    assert.closeTo(page.width, 226.77, 0.1)
    assert.isBelow(page.height, 600)
    const text = await pdfText(roll)
    for (const expected of [
      'Order DTN-000001',
      'Sea Salt Chips',
      '2 × $19.99',
      // Lines before tax in a tax-added shop, each discount on its line, adding up to the subtotal.
      '$39.98',
      '−$4.00',
      'Subtotal',
      '$40.98',
      'Tax 8%',
      '$2.88',
      '$43.86',
      'Change',
      '$6.14',
      'Thank you!',
    ]) {
      assert.include(text, expected)
    }
    // Not the line after discount and with tax: it read as if before the discount.
    assert.notInclude(text, '$38.86')
    const [found] = await decodeBarcodesIn(roll, [
      { page: 1, x: 0, y: 0, width: 80, height: (page.height * 25.4) / 72 },
    ])
    assert.deepEqual(
      found.map((symbol) => symbol.text),
      ['DTN-000001']
    )

    const onA4 = await cashier.get(`/orders/${order.id}/pdf?paper=a4`, binary)
    const a4 = onA4.body() as Buffer
    const [sheet] = await pdfPages(a4)
    assert.closeTo(sheet.width, 595.28, 0.1)
    assert.closeTo(sheet.height, 841.89, 0.1)
    const harbour = await soldAt('HBR')
    assert.equal(await statusOf(cashier.get(`/orders/${harbour.order.id}/pdf`)), 404)
  })
})

test.group('Orders: the receipt PDF in any script', (group) => {
  group.each.setup(() => freshDatabase())

  test('Chinese, Japanese and Korean names print as text on the roll and on A4, in font subsets', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { name: '緑茶 お茶 녹차', price: 350 })
    const customer = await Customer.create({ name: '王小明', isActive: true })
    const { order } = await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
        customerId: customer.id,
        payments: [{ method: 'cash', amount: 350 }],
      })
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    for (const paper of ['80mm', 'a4']) {
      const response = await cashier.get(`/orders/${order.id}/pdf?paper=${paper}`, binary)
      response.assertStatus(200)
      const pdf = response.body() as Buffer
      const text = await pdfText(pdf)
      assert.include(text, '緑茶 お茶 녹차', paper)
      assert.include(text, 'Customer: 王小明', paper)
      assert.include(text, 'Served by Alex Morgan', paper)
      // Only the glyphs drawn are embedded: whole CJK fonts would weigh megabytes.
      assert.isBelow(pdf.length, 120_000, paper)
    }
  })
})

test.group('Orders: void', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager voids with a reason: back to the receipt, stock back, out of the figures', async ({
    client,
    assert,
  }) => {
    const { order, chips, bread } = await soldAt('DTN')
    const agent = await signedIn(client, 'manager@demo.test')
    await agent.visit(`/orders/${order.id}`)
    const response = await agent.post(`/orders/${order.id}/void`, { reason: 'Rang up twice' })
    response.assertStatus(302)
    response.assertHeader('location', `/orders/${order.id}`)
    const page = await agent.visit(`/orders/${order.id}`)
    assert.equal(
      page.inertiaProps.flash.success,
      'Order DTN-000001 voided: its stock is back on the shelf.'
    )
    assert.equal(page.inertiaProps.order.status, 'voided')
    assert.include(page.inertiaProps.order.voided, { by: 'Maria Lopez', reason: 'Rang up twice' })
    assert.isFalse(page.inertiaProps.can.void)
    assert.equal(await onHandAt(chips.id, 'DTN'), 10)
    assert.equal(await onHandAt(bread.id, 'DTN'), 10)
    await assertLedgerInvariant(assert)
  })

  test('no reason is refused beside the field and changes nothing', async ({ client, assert }) => {
    const { order } = await soldAt('DTN')
    const agent = await signedIn(client, 'manager@demo.test')
    await agent.visit(`/orders/${order.id}`)
    await agent.post(`/orders/${order.id}/void`, { reason: '  ' })
    const page = await agent.visit(`/orders/${order.id}`)
    assert.equal(page.inertiaProps.errors.reason, 'Say why the order is voided.')
    await order.refresh()
    assert.equal(order.status, 'completed')
  })

  test('a cashier cannot void, even by posting the form directly', async ({ client, assert }) => {
    const { order, chips } = await soldAt('DTN')
    const agent = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(agent.post(`/orders/${order.id}/void`, { reason: 'Let me' })), 403)
    const fresh = await Order.findOrFail(order.id)
    assert.equal(fresh.status, 'completed')
    assert.equal(await onHandAt(chips.id, 'DTN'), 8)
  })

  test('a parked sale cannot be voided by posting the form: it stays a draft, its stock untouched', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { price: 300, taxRateBp: 0 })
    const draft = await parkSale(
      await cartAt('DTN', [{ productId: tea.id, quantity: 2 }]),
      await actorFor('manager@demo.test')
    )
    const agent = await signedIn(client, 'manager@demo.test')
    await agent.visit('/orders')
    const response = await agent.post(`/orders/${draft.id}/void`, { reason: 'Parked by mistake' })
    response.assertStatus(302)
    const page = await agent.visit('/orders')
    assert.equal(page.inertiaProps.flash.error, 'Only a completed sale can be voided.')
    await draft.refresh()
    assert.equal(draft.status, 'draft')
    assert.isNull(draft.voidedAt)
    assert.equal(await onHandAt(tea.id, 'DTN'), 5)
    assert.equal(
      await StockMovement.query()
        .where('type', 'sale_void')
        .count('* as n')
        .first()
        .then((row) => Number(row!.$extras.n)),
      0
    )
  })

  test('an order of an earlier business day is refused with a message to take a return', async ({
    client,
    assert,
  }) => {
    const { order } = await soldAt('DTN')
    await Order.query()
      .where('id', order.id)
      .update({
        completed_at: timestampBinding(
          order.completedAt!.minus({ days: 1 }),
          db.connection().dialect.name
        ),
      })
    const agent = await signedIn(client, 'manager@demo.test')
    await agent.visit(`/orders/${order.id}`)
    await agent.post(`/orders/${order.id}/void`, { reason: 'Too late' })
    const page = await agent.visit(`/orders/${order.id}`)
    assert.equal(
      page.inertiaProps.flash.error,
      'Order DTN-000001 was sold on an earlier business day: it can no longer be voided. Take a return instead.'
    )
    assert.equal(page.inertiaProps.order.status, 'completed')
  })
})
