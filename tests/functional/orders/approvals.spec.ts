import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import { randomUUID } from 'node:crypto'
import Approval from '#models/approval'
import AuditEvent from '#models/audit_event'
import Order from '#models/order'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { askApproval, asJson, givePin } from '#tests/helpers/approvals'
import { freshDatabase } from '#tests/helpers/database'
import { pdfText } from '#tests/helpers/pdf'
import { onHandAt, stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'

/** A counter form at Downtown: 2 × 10.00 untaxed, an order discount of `discount`, paid in cash. */
async function discountedSale(productId: number, discount: number) {
  const downtown = await branchCoded('DTN')
  return {
    idempotency_key: randomUUID(),
    branch_id: downtown.id,
    customer_id: null,
    lines: [{ product_id: productId, quantity: 2, unit_price: null, discount: null }],
    order_discount: { kind: 'amount', value: discount },
    payments: [{ method: 'cash', amount: 2000 - discount }],
    note: null,
  }
}

function binary(request: ApiRequest) {
  request.request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => done(null, Buffer.concat(chunks)))
  })
}

async function setUp() {
  const product = await stockedProduct('DTN', 20, { price: 1000, taxRateBp: 0 })
  const manager = await givePin('manager@demo.test', '4826')
  const cashier = await givePin('cashier@demo.test', '3691')
  return { product, manager, cashier }
}

test.group('Approvals: a manager approves a cashier’s exception by PIN', (group) => {
  group.each.setup(() => freshDatabase())

  test('an over-cap discount needs approval; the PIN’s token completes that sale once, with both names', async ({
    client,
    assert,
  }) => {
    const { product, manager } = await setUp()
    const till = await signedIn(client, 'cashier@demo.test')
    // 10 % of 20.00 is the cashier's cap: 3.00 off needs a manager.
    const form = await discountedSale(product.id, 300)
    await till.visit('/orders/create')
    const refused = await till.post('/orders', { ...form, park: false }, fromPage('/orders/create'))
    refused.assertHeader('location', '/orders/create')
    const page = await till.visit('/orders/create')
    assert.equal(
      page.inertiaProps.errors.approval,
      'Needs a manager’s approval: Discounts may not exceed 10% of the order for your role: at most $2.00 here.'
    )
    assert.equal(
      await Order.query()
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      0
    )

    const approvers = await till.get(`/approvals/approvers?branch=${form.branch_id}`, asJson)
    assert.deepEqual(approvers.body().approvers, [{ id: manager.id, name: manager.name }])

    const granted = await askApproval(till, form, manager.id, '4826')
    granted.assertStatus(200)
    assert.equal(granted.body().approver, manager.name)
    assert.equal(granted.body().covers, 'Discount past the cashier’s cap')
    const token = granted.body().token as string
    const stored = await Approval.firstOrFail()
    assert.notEqual(stored.tokenHash, token)

    const sold = await till.post('/orders', { ...form, approval_token: token })
    const order = await Order.query().where('status', 'completed').firstOrFail()
    sold.assertHeader('location', `/orders/${order.id}`)
    assert.include(order.$attributes, { discountTotal: 300, approvedBy: manager.id, total: 1700 })
    const audit = await AuditEvent.query().where('action', 'order.approved').firstOrFail()
    assert.deepInclude(audit.changes, {
      seller: { from: null, to: 'Sam Carter' },
      approved_by: { from: null, to: manager.name },
    })

    const receipt = await till.get(`/orders/${order.id}/pdf`, binary)
    const printed = await pdfText(receipt.body() as Buffer)
    assert.include(printed, 'Served by Sam Carter')
    assert.include(printed, `Approved by ${manager.name}`)

    // The same token on the same cart under a new key: already used, nothing written.
    await till.visit('/orders/create')
    await till.post(
      '/orders',
      { ...form, idempotency_key: randomUUID(), approval_token: token },
      fromPage('/orders/create')
    )
    const replay = await till.visit('/orders/create')
    assert.match(replay.inertiaProps.errors.approval, /^This approval is not valid for this sale/)
    assert.lengthOf(await Order.all(), 1)
    assert.equal(await onHandAt(product.id, 'DTN'), 18)
  })

  test('an approval is good for its own amount and action only', async ({ client, assert }) => {
    const { product, manager } = await setUp()
    const till = await signedIn(client, 'cashier@demo.test')
    const form = await discountedSale(product.id, 300)
    const first = await askApproval(till, form, manager.id, '4826')
    const { token } = first.body()

    // Another amount: 4.00 off with the token given for 3.00.
    const larger = { ...(await discountedSale(product.id, 400)), approval_token: token }
    await till.visit('/orders/create')
    await till.post('/orders', larger, fromPage('/orders/create'))
    let page = await till.visit('/orders/create')
    assert.match(page.inertiaProps.errors.approval, /^This approval is not valid for this sale/)

    // Another action: the same discount on another product at the same price.
    const twin = await stockedProduct('DTN', 20, { price: 1000, taxRateBp: 0 })
    const other = { ...(await discountedSale(twin.id, 300)), approval_token: token }
    await till.post('/orders', other, fromPage('/orders/create'))
    page = await till.visit('/orders/create')
    assert.match(page.inertiaProps.errors.approval, /^This approval is not valid for this sale/)

    assert.lengthOf(await Order.all(), 0)

    // A cart needing nothing is not approved.
    const small = await askApproval(till, await discountedSale(product.id, 100), manager.id, '4826')
    small.assertStatus(422)
    assert.equal(small.body().errors[0].message, 'Nothing here needs a manager’s approval.')

    // The approved cart itself still goes through, once.
    await till.post('/orders', { ...form, approval_token: token })
    assert.lengthOf(await Order.query().where('approved_by', manager.id), 1)
  })

  test('a price changed with approval prints the original price and is audited', async ({
    client,
    assert,
  }) => {
    const { product, manager } = await setUp()
    const till = await signedIn(client, 'cashier@demo.test')
    const form = {
      ...(await discountedSale(product.id, 0)),
      order_discount: null,
      lines: [{ product_id: product.id, quantity: 2, unit_price: 850, discount: null }],
      payments: [{ method: 'cash', amount: 1700 }],
    }
    const granted = await askApproval(till, form, manager.id, '4826')
    assert.equal(granted.body().covers, 'Price change')
    await till.post('/orders', { ...form, approval_token: granted.body().token })
    const order = await Order.query().where('status', 'completed').firstOrFail()
    assert.include(order.$attributes, { total: 1700, approvedBy: manager.id })
    const changed = await AuditEvent.query().where('action', 'order.price_changed').firstOrFail()
    assert.deepEqual(changed.changes, { line_1_unit_price: { from: 1000, to: 850 } })
    const receipt = await till.get(`/orders/${order.id}/pdf`, binary)
    const printed = await pdfText(receipt.body() as Buffer)
    assert.include(printed, '2 × $8.50')
    assert.include(printed, 'Price changed from $10.00')
    assert.include(printed, `Approved by ${manager.name}`)
  })

  test('nobody approves their own exception, nor someone without the permission or PIN', async ({
    client,
    assert,
  }) => {
    const { product, manager, cashier } = await setUp()
    // 60 % off is past the manager's own 50 % cap.
    const form = await discountedSale(product.id, 1200)
    const managerTill = await signedIn(client, 'manager@demo.test')
    const own = await askApproval(managerTill, form, manager.id, '4826')
    own.assertStatus(422)
    assert.deepEqual(own.body().errors, [
      { field: 'approver_id', message: 'You cannot approve your own exception: ask a manager.' },
    ])

    const till = await signedIn(client, 'cashier@demo.test')
    const byCashier = await askApproval(managerTill, form, cashier.id, '3691')
    assert.equal(byCashier.body().errors[0].message, 'This person cannot approve at this branch.')
    const approvers = await till.get(`/approvals/approvers?branch=${form.branch_id}`, asJson)
    assert.notInclude(
      approvers.body().approvers.map((one: { id: number }) => one.id),
      cashier.id
    )
    assert.lengthOf(await Approval.all(), 0)
  })

  test('wrong PINs are refused, then throttled even when right', async ({ client, assert }) => {
    const { product, manager } = await setUp()
    const till = await signedIn(client, 'cashier@demo.test')
    const form = await discountedSale(product.id, 300)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await askApproval(till, form, manager.id, '1111')
      assert.deepEqual(wrong.body().errors, [{ field: 'pin', message: 'This PIN is not correct.' }])
    }
    const blocked = await askApproval(till, form, manager.id, '4826')
    assert.match(
      blocked.body().errors[0].message,
      /^Too many wrong PINs\. Try again in 15 minutes\.$/
    )
    assert.lengthOf(await Approval.all(), 0)
    assert.equal(
      await AuditEvent.query()
        .where('action', 'auth.pin_failed')
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      5
    )
    assert.exists(await AuditEvent.findBy('action', 'auth.pin_throttled'))
  })
})

test.group('Profile: the till PIN', (group) => {
  group.each.setup(() => freshDatabase())

  test('is set with the password, stored hashed, refused when trivial', async ({
    client,
    assert,
  }) => {
    const me = await signedIn(client, 'cashier@demo.test')
    const put = async (body: Record<string, string>) => {
      await me.visit('/profile')
      await me.send('PUT', '/profile/pin', body, fromPage('/profile'))
      const page = await me.visit('/profile')
      return page.inertiaProps
    }
    let props = await put({
      current_password: 'demo-password',
      pin: '1234',
      pin_confirmation: '1234',
    })
    assert.match(props.errors.pin, /^This PIN is too easy to guess/)
    props = await put({ current_password: 'demo-password', pin: '12a4', pin_confirmation: '12a4' })
    assert.equal(props.errors.pin, 'A PIN is 4 to 8 digits.')
    props = await put({ current_password: 'wrong-one', pin: '3691', pin_confirmation: '3691' })
    assert.equal(props.errors.current_password, 'The current password is not correct.')
    assert.isFalse(props.hasPin)

    props = await put({ current_password: 'demo-password', pin: '3691', pin_confirmation: '3691' })
    assert.equal(props.flash.success, 'Till PIN saved.')
    assert.isTrue(props.hasPin)
    const { default: User } = await import('#models/user')
    const stored = await User.findByOrFail('email', 'cashier@demo.test')
    assert.isString(stored.pinHash)
    assert.notInclude(stored.pinHash!, '3691')
    assert.exists(await AuditEvent.findBy('action', 'user.pin_set'))
  })
})
