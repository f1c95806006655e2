import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import Order from '#models/order'
import OrderPayment from '#models/order_payment'
import Product from '#models/product'
import User from '#models/user'
import { completeSale, parkSale } from '#services/sales/checkout'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf } from '#tests/helpers/responses'
import { cartAt, onHandAt, stockedProduct } from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant, branchCoded } from '#tests/helpers/stock'

/** Chamomile 4.50 untaxed with a barcode, 5 at Downtown. */
async function teaAtDowntown() {
  return stockedProduct('DTN', 5, {
    name: 'Chamomile Tea',
    sku: 'TEA-CHA',
    barcode: '5012345678900',
    price: 450,
    taxRateBp: 0,
  })
}

/** The counter's form for `quantity` units of a product at Downtown, paid in cash. */
async function saleForm(productId: number, quantity: number, cash: number, fields = {}) {
  const downtown = await branchCoded('DTN')
  return {
    idempotency_key: randomUUID(),
    branch_id: downtown.id,
    customer_id: null,
    lines: [{ product_id: productId, quantity, unit_price: null, discount: null }],
    order_discount: null,
    payments: [{ method: 'cash', amount: cash }],
    note: null,
    park: false,
    ...fields,
  }
}

test.group('Orders / Create: the counter', (group) => {
  group.each.setup(() => freshDatabase())

  test('opens with the user’s branches, their discount cap and the parked sales of their branches', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    const harbourTea = await stockedProduct('HBR', 5, { price: 300 })
    const parkedHere = await parkSale(
      await cartAt('DTN', [{ productId: tea.id, quantity: 2 }]),
      await actorFor('manager@demo.test')
    )
    await parkSale(
      await cartAt('HBR', [{ productId: harbourTea.id, quantity: 1 }]),
      await actorFor('admin@demo.test')
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    const page = await cashier.visit('/orders/create')
    page.assertStatus(200)
    page.assertInertiaComponent('orders/create')
    const props = page.inertiaProps
    assert.deepEqual(
      props.branches.map((branch: { code: string }) => branch.code),
      ['DTN']
    )
    assert.equal(props.discountCapBp, 1000)
    assert.deepEqual(props.can, { overridePrice: false, createCustomers: true, openTills: true })
    assert.isNull(props.draft)
    assert.deepEqual(
      props.parked.map((sale: { id: number; total: number; seller: string }) => [
        sale.id,
        sale.total,
        sale.seller,
      ]),
      [[parkedHere.id, 900, 'Maria Lopez']]
    )

    const manager = await signedIn(client, 'manager@demo.test')
    const managed = await manager.visit('/orders/create')
    assert.equal(managed.inertiaProps.discountCapBp, 5000)
    assert.isTrue(managed.inertiaProps.can.overridePrice)
  })

  test('a scanned barcode or SKU finds the product with its price and what the branch holds', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    await stockedProduct('HBR', 7, { name: 'Chamomile Blend', sku: 'TEA-BLD', price: 500 })
    const archived = await stockedProduct('DTN', 1, {
      name: 'Old Mint Tea',
      barcode: '5099999999994',
    })
    await Product.query().where('id', archived.id).update({ is_active: false })
    const downtown = await branchCoded('DTN')
    const harbour = await branchCoded('HBR')
    const cashier = await signedIn(client, 'cashier@demo.test')

    const scanned = await cashier.get(
      `/orders/create/products?search=5012345678900&branch=${downtown.id}`
    )
    scanned.assertStatus(200)
    assert.deepEqual(scanned.body().exact, {
      id: tea.id,
      name: 'Chamomile Tea',
      sku: 'TEA-CHA',
      barcode: '5012345678900',
      unit: 'each',
      price: 450,
      taxRateBp: 0,
      onHand: 5,
    })
    const bySku = await cashier.get(`/orders/create/products?search=tea-cha&branch=${downtown.id}`)
    assert.equal(bySku.body().exact.id, tea.id)

    const old = await cashier.get(
      `/orders/create/products?search=5099999999994&branch=${downtown.id}`
    )
    assert.isNull(old.body().exact)
    assert.equal(old.body().archived, 'Old Mint Tea')

    const words = await cashier.get(
      `/orders/create/products?search=chamomile&branch=${downtown.id}`
    )
    assert.deepEqual(
      words
        .body()
        .products.map((product: { name: string; onHand: number }) => [
          product.name,
          product.onHand,
        ]),
      [
        ['Chamomile Blend', 0],
        ['Chamomile Tea', 5],
      ]
    )
    // Another branch's stock is not the cashier's to read.
    const elsewhere = await cashier.get(
      `/orders/create/products?search=TEA-BLD&branch=${harbour.id}`
    )
    assert.equal(elsewhere.body().exact.onHand, 0)
  })

  test('completing a sale goes to its receipt with the change due; the same form again makes no second order', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit('/orders/create')
    const form = await saleForm(tea.id, 2, 1000)
    const response = await cashier.post('/orders', form)
    response.assertStatus(302)
    const order = await Order.findByOrFail('idempotency_key', form.idempotency_key)
    response.assertHeader('location', `/orders/${order.id}`)
    assert.equal(order.number, 'DTN-000001')
    assert.equal(order.total, 900)
    assert.equal(order.changeDue, 100)
    assert.equal(await onHandAt(tea.id, 'DTN'), 3)

    const receipt = await cashier.visit(`/orders/${order.id}`)
    // On the receipt, not in a toast over its buttons.
    assert.equal(
      receipt.inertiaProps.completedMessage,
      'Sale DTN-000001 completed. Change due: $1.00.'
    )
    assert.notProperty(receipt.inertiaProps.flash, 'success')
    assert.isTrue(receipt.inertiaProps.justCompleted)
    assert.isTrue(receipt.inertiaProps.can.create)
    const again = await cashier.visit(`/orders/${order.id}`)
    assert.isFalse(again.inertiaProps.justCompleted)

    // A double click or a retry: the same order, nothing sold twice.
    const retry = await cashier.post('/orders', form)
    retry.assertHeader('location', `/orders/${order.id}`)
    assert.lengthOf(await Order.query().whereNot('status', 'draft'), 1)
    assert.equal(await onHandAt(tea.id, 'DTN'), 3)

    // The same key with another cart is refused on the screen.
    await cashier.visit('/orders/create')
    const other = await cashier.post(
      '/orders',
      { ...form, lines: [{ ...form.lines[0], quantity: 1 }] },
      fromPage('/orders/create')
    )
    other.assertHeader('location', '/orders/create')
    const page = await cashier.visit('/orders/create')
    assert.match(page.inertiaProps.errors.cart, /already used for order DTN-000001/)
    assert.equal(await onHandAt(tea.id, 'DTN'), 3)
    await assertLedgerInvariant(assert)
  })

  test('refusals come back beside their fields and write nothing', async ({ client, assert }) => {
    const tea = await teaAtDowntown()
    const cashier = await signedIn(client, 'cashier@demo.test')
    const refused = async (form: Record<string, unknown>) => {
      await cashier.visit('/orders/create')
      const response = await cashier.post('/orders', form, fromPage('/orders/create'))
      response.assertStatus(302)
      response.assertHeader('location', '/orders/create')
      const page = await cashier.visit('/orders/create')
      return page.inertiaProps.errors as Record<string, string>
    }

    const empty = await refused({ ...(await saleForm(tea.id, 1, 450)), lines: [] })
    assert.equal(empty.lines, 'Scan or find at least one product.')

    const short = await refused(await saleForm(tea.id, 6, 5000))
    assert.equal(
      short['lines.0.quantity'],
      'Not enough Chamomile Tea at Downtown: 5 available, 6 needed.'
    )

    const owed = await refused(await saleForm(tea.id, 2, 800))
    assert.equal(owed.payments, '$1.00 is still owed.')

    const priced = await refused(
      await saleForm(tea.id, 1, 450, {
        lines: [{ product_id: tea.id, quantity: 1, unit_price: 1, discount: null }],
      })
    )
    // A price change or a discount past the cap is offered for a manager's approval (approvals.spec.ts).
    assert.equal(
      priced.approval,
      'Needs a manager’s approval: Your role may not change prices (line 1).'
    )

    // 10 % is the cashier's cap: 0.46 off 4.50 is over it.
    const capped = await refused(
      await saleForm(tea.id, 1, 450, { order_discount: { kind: 'amount', value: 46 } })
    )
    assert.match(capped.approval, /^Needs a manager’s approval: Discounts may not exceed 10%/)

    assert.lengthOf(await Order.all(), 0)
    assert.lengthOf(await OrderPayment.all(), 0)
    assert.equal(await onHandAt(tea.id, 'DTN'), 5)
  })

  test('a price override goes through for a role whose policy allows it', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.visit('/orders/create')
    const form = await saleForm(tea.id, 1, 400, {
      lines: [{ product_id: tea.id, quantity: 1, unit_price: 400, discount: null }],
    })
    const response = await manager.post('/orders', form, fromPage('/orders/create'))
    const order = await Order.findByOrFail('idempotency_key', form.idempotency_key)
    response.assertHeader('location', `/orders/${order.id}`)
    assert.equal(order.total, 400)
  })

  test('a parked sale holds no number and no stock; resumed, it completes as the same order', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit('/orders/create')
    const form = await saleForm(tea.id, 2, 900, {
      order_discount: { kind: 'percent', value: 1000 },
      note: 'Back in five',
    })
    const parked = await cashier.post('/orders', { ...form, park: true })
    parked.assertHeader('location', '/orders/create')
    const draft = await Order.findByOrFail('idempotency_key', form.idempotency_key)
    assert.equal(draft.status, 'draft')
    assert.isNull(draft.number)
    assert.equal(await onHandAt(tea.id, 'DTN'), 5)

    const resumed = await cashier.visit(`/orders/${draft.id}/edit`)
    resumed.assertInertiaComponent('orders/create')
    const shown = resumed.inertiaProps.draft
    assert.equal(shown.key, form.idempotency_key)
    assert.equal(shown.note, 'Back in five')
    // The sale being resumed is not offered again under Parked sales.
    assert.deepEqual(resumed.inertiaProps.parked, [])
    const counter = await cashier.visit('/orders/create')
    assert.deepEqual(
      counter.inertiaProps.parked.map((sale: { id: number }) => sale.id),
      [draft.id]
    )
    assert.deepEqual(shown.orderDiscount, { kind: 'percent', value: 1000 })
    assert.deepEqual(
      shown.lines.map((line: { product: { id: number }; quantity: number }) => [
        line.product.id,
        line.quantity,
      ]),
      [[tea.id, 2]]
    )

    // 9.00 less 10 % is 8.10.
    const completed = await cashier.post('/orders', {
      ...form,
      payments: [{ method: 'card', amount: 810 }],
    })
    completed.assertHeader('location', `/orders/${draft.id}`)
    await draft.refresh()
    assert.equal(draft.status, 'completed')
    assert.equal(draft.number, 'DTN-000001')
    assert.equal(draft.total, 810)
    assert.equal(await onHandAt(tea.id, 'DTN'), 3)
    // A completed sale cannot be discarded like a parked one.
    assert.equal(await statusOf(cashier.send('DELETE', `/orders/${draft.id}`, {})), 403)
  })

  test('a parked sale is discarded by those who sell at its branch only', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    const harbourTea = await stockedProduct('HBR', 5)
    const here = await parkSale(
      await cartAt('DTN', [{ productId: tea.id, quantity: 1 }]),
      await actorFor('cashier@demo.test')
    )
    const elsewhere = await parkSale(
      await cartAt('HBR', [{ productId: harbourTea.id, quantity: 1 }]),
      await actorFor('admin@demo.test')
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit('/orders/create')
    assert.equal(await statusOf(cashier.send('DELETE', `/orders/${elsewhere.id}`, {})), 404)
    const response = await cashier.send('DELETE', `/orders/${here.id}`, {})
    response.assertHeader('location', '/orders/create')
    assert.isNull(await Order.find(here.id))
    assert.isNotNull(await Order.find(elsewhere.id))
    const page = await cashier.visit('/orders/create')
    assert.equal(page.inertiaProps.flash.success, 'Parked sale discarded.')
  })

  test('a customer is found or added without leaving the counter', async ({ client, assert }) => {
    await Customer.create({ name: 'Ada Quinn', phone: '555-0101' })
    await Customer.create({ name: 'Adam Archived', isActive: false })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const found = await cashier.get('/orders/create/customers?q=ada')
    const ada = await Customer.findByOrFail('name', 'Ada Quinn')
    assert.deepEqual(found.body().options, [
      { value: String(ada.id), label: 'Ada Quinn · 555-0101' },
    ])

    await cashier.visit('/orders/create')
    const refused = await cashier.post(
      '/orders/create/customers',
      { name: '' },
      fromPage('/orders/create')
    )
    refused.assertHeader('location', '/orders/create')
    const withError = await cashier.visit('/orders/create')
    assert.exists(withError.inertiaProps.errors.name)

    const added = await cashier.post(
      '/orders/create/customers',
      { name: 'Grace Hopper', email: 'grace@example.com' },
      fromPage('/orders/create')
    )
    added.assertHeader('location', '/orders/create')
    const grace = await Customer.findByOrFail('email', 'grace@example.com')
    const page = await cashier.visit('/orders/create')
    assert.deepEqual(page.inertiaProps.counterCustomer, {
      value: String(grace.id),
      label: 'Grace Hopper · grace@example.com',
    })
  })
})

/** The audit trail's events about an order, oldest first, as action and changes. */
async function auditOf(order: Order) {
  const events = await AuditEvent.query()
    .where({ subject_type: 'order', subject_id: String(order.id) })
    .orderBy('id')
  return events.map((event) => [event.action, event.changes, event.branchId])
}

async function userId(email: string) {
  const user = await User.findByOrFail('email', email)
  return user.id
}

test.group('Orders / Create: a parked sale’s key', (group) => {
  group.each.setup(() => freshDatabase())

  test('a key of another branch’s sale is answered as an unknown order, and the sale stays as it was', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    const harbourTea = await stockedProduct('HBR', 5, { price: 300 })
    const admin = await actorFor('admin@demo.test')
    const elsewhere = await parkSale(
      await cartAt('HBR', [{ productId: harbourTea.id, quantity: 1 }]),
      admin
    )
    const sold = await completeSale(
      await cartAt('HBR', [{ productId: harbourTea.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 300 }],
      }),
      admin
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit('/orders/create')
    const takeOver = (key: string, park: boolean) =>
      saleForm(tea.id, 1, 450, { idempotency_key: key, park })

    for (const key of [elsewhere.idempotencyKey, sold.order.idempotencyKey]) {
      for (const park of [false, true]) {
        const response = await cashier.post('/orders', await takeOver(key, park))
        response.assertStatus(404)
        // Nothing says the key exists: not the sale's number, as a reused key's refusal would.
        assert.notInclude(response.text(), sold.order.number!)
        assert.notInclude(response.text(), 'already')
      }
    }

    await elsewhere.refresh()
    assert.equal(elsewhere.status, 'draft')
    const harbour = await branchCoded('HBR')
    assert.equal(elsewhere.branchId, harbour.id)
    assert.equal(elsewhere.sellerId, admin.user.id)
    assert.equal(elsewhere.total, 300)
    assert.equal(await onHandAt(tea.id, 'DTN'), 5)
    assert.lengthOf(await Order.query().where('seller_id', await userId('cashier@demo.test')), 0)
    assert.deepEqual(await auditOf(elsewhere), [
      [
        'order.parked',
        {
          status: { from: null, to: 'draft' },
          branch_id: { from: null, to: elsewhere.branchId },
          seller_id: { from: null, to: admin.user.id },
          total: { from: null, to: 300 },
          item_count: { from: null, to: 1 },
        },
        elsewhere.branchId,
      ],
    ])
  })

  test('the seller’s own key, and a key of a sale in the user’s branches, resume the parked sale; each step is audited', async ({
    client,
    assert,
  }) => {
    const tea = await teaAtDowntown()
    const managerId = await userId('manager@demo.test')
    const cashierId = await userId('cashier@demo.test')
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.visit('/orders/create')
    const form = await saleForm(tea.id, 1, 450, { park: true })
    const parked = await manager.post('/orders', form)
    parked.assertHeader('location', '/orders/create')
    // Parked again by its seller with another quantity: the same draft.
    const twice = { ...form, lines: [{ ...form.lines[0], quantity: 2 }] }
    const parkedAgain = await manager.post('/orders', twice)
    parkedAgain.assertHeader('location', '/orders/create')
    const draft = await Order.findByOrFail('idempotency_key', form.idempotency_key)

    // Completed by a cashier of the same branch: the sale becomes theirs.
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit('/orders/create')
    const completed = await cashier.post('/orders', {
      ...twice,
      park: false,
      payments: [{ method: 'cash', amount: 900 }],
    })
    completed.assertHeader('location', `/orders/${draft.id}`)
    await draft.refresh()
    assert.equal(draft.status, 'completed')
    assert.equal(draft.sellerId, cashierId)
    assert.equal(await onHandAt(tea.id, 'DTN'), 3)

    const downtown = draft.branchId
    assert.deepEqual(await auditOf(draft), [
      [
        'order.parked',
        {
          status: { from: null, to: 'draft' },
          branch_id: { from: null, to: downtown },
          seller_id: { from: null, to: managerId },
          total: { from: null, to: 450 },
          item_count: { from: null, to: 1 },
        },
        downtown,
      ],
      ['order.parked', { total: { from: 450, to: 900 }, item_count: { from: 1, to: 2 } }, downtown],
      [
        'order.resumed',
        {
          status: { from: 'draft', to: 'completed' },
          seller_id: { from: managerId, to: cashierId },
        },
        downtown,
      ],
    ])
  })

  test('a discarded parked sale is audited with what it held', async ({ client, assert }) => {
    const tea = await teaAtDowntown()
    const draft = await parkSale(
      await cartAt('DTN', [{ productId: tea.id, quantity: 2 }]),
      await actorFor('manager@demo.test')
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    await cashier.visit('/orders/create')
    const response = await cashier.send('DELETE', `/orders/${draft.id}`, {})
    response.assertHeader('location', '/orders/create')
    const [, discarded] = await AuditEvent.query()
      .where({ subject_type: 'order', subject_id: String(draft.id) })
      .orderBy('id')
    assert.equal(discarded.action, 'order.discarded')
    assert.equal(discarded.userId, await userId('cashier@demo.test'))
    assert.equal(discarded.branchId, draft.branchId)
    assert.deepEqual(discarded.changes, {
      seller_id: { from: await userId('manager@demo.test'), to: null },
      total: { from: 900, to: null },
      item_count: { from: 2, to: null },
    })
  })
})
