import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Approval from '#models/approval'
import AuditEvent from '#models/audit_event'
import Order from '#models/order'
import Role from '#models/role'
import { tokenDigest } from '#services/approvals/approval_tokens'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { verifiedAccount } from '#tests/helpers/access'
import { askApproval, askVoidApproval, asJson, givePin } from '#tests/helpers/approvals'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, onHandAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'

/** A sale of today at `branch`: 2 × 10.00 untaxed, paid in cash. */
async function saleAt(branch: string) {
  const product = await stockedProduct(branch, 20, { price: 1000, taxRateBp: 0 })
  const { order } = await sellAs(
    'admin@demo.test',
    await cartAt(branch, [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 2000 }],
    })
  )
  return { order, product }
}

async function setUp() {
  const manager = await givePin('manager@demo.test', '4826')
  const cashier = await givePin('cashier@demo.test', '3691')
  return { manager, cashier }
}

/** Posts the receipt's void form as `agent`, from the receipt; answers the receipt's props after. */
async function voidFromReceipt(
  agent: Awaited<ReturnType<typeof signedIn>>,
  orderId: number,
  body: Record<string, unknown>
) {
  await agent.visit(`/orders/${orderId}`)
  const posted = await agent.post(
    `/orders/${orderId}/approved-void`,
    body,
    fromPage(`/orders/${orderId}`)
  )
  posted.assertHeader('location', `/orders/${orderId}`)
  const page = await agent.visit(`/orders/${orderId}`)
  return page.inertiaProps
}

test.group('Approvals: a manager approves a cashier’s void by PIN', (group) => {
  group.each.setup(() => freshDatabase())

  test('a cashier is offered “Void needs approval”; the PIN’s token voids that order once, with both names', async ({
    client,
    assert,
  }) => {
    const { manager, cashier } = await setUp()
    const { order, product } = await saleAt('DTN')
    const till = await signedIn(client, 'cashier@demo.test')

    const receipt = await till.visit(`/orders/${order.id}`)
    assert.deepInclude(receipt.inertiaProps.can, { void: false, voidWithApproval: true })
    const boss = await signedIn(client, 'manager@demo.test')
    const managerReceipt = await boss.visit(`/orders/${order.id}`)
    assert.deepInclude(managerReceipt.inertiaProps.can, { void: true, voidWithApproval: false })

    // Without an approval the void is not refused outright: it asks for one.
    let props = await voidFromReceipt(till, order.id, { reason: 'Rang up twice' })
    assert.equal(
      props.errors.approval,
      `Needs a manager’s approval: Your role does not void sales alone: a manager approves the void of ${order.number}.`
    )
    await order.refresh()
    assert.equal(order.status, 'completed')

    const approvers = await till.get(
      `/approvals/approvers?branch=${order.branchId}&kind=void`,
      asJson
    )
    assert.deepEqual(approvers.body().approvers, [{ id: manager.id, name: manager.name }])

    const granted = await askVoidApproval(till, order.id, manager.id, '4826')
    granted.assertStatus(200)
    assert.equal(granted.body().approver, manager.name)
    assert.equal(granted.body().covers, 'Void')
    const token = granted.body().token as string
    const stored = await Approval.firstOrFail()
    assert.include(stored.$attributes, {
      kind: 'void',
      reasons: 'void',
      amount: 2000,
      requestedBy: cashier.id,
      approvedBy: manager.id,
    })
    assert.notEqual(stored.tokenHash, token)

    props = await voidFromReceipt(till, order.id, {
      reason: 'Rang up twice',
      approval_token: token,
    })
    await order.refresh()
    assert.include(order.$attributes, {
      status: 'voided',
      voidedBy: cashier.id,
      voidApprovedBy: manager.id,
      approvedBy: null,
    })
    assert.equal(await onHandAt(product.id, 'DTN'), 20)
    assert.include(props.order.voided, { by: cashier.name, approvedBy: manager.name })
    await stored.refresh()
    assert.isNotNull(stored.usedAt)
    assert.equal(stored.orderId, order.id)
    const audit = await AuditEvent.query().where('action', 'order.voided').firstOrFail()
    assert.deepInclude(audit.changes, {
      voided_by: { from: null, to: cashier.name },
      approved_by: { from: null, to: manager.name },
    })
    assert.equal(audit.userId, cashier.id)
    const grant = await AuditEvent.query().where('action', 'approval.granted').firstOrFail()
    assert.deepInclude(grant.changes, {
      kind: { from: null, to: 'void' },
      requested_by: { from: null, to: cashier.name },
      approved_by: { from: null, to: manager.name },
    })
  })

  test('a void’s approval is good for its own order, action and cashier only, once', async ({
    client,
    assert,
  }) => {
    const { manager } = await setUp()
    const first = await saleAt('DTN')
    const second = await saleAt('DTN')
    const till = await signedIn(client, 'cashier@demo.test')
    const granted = await askVoidApproval(till, first.order.id, manager.id, '4826')
    const { token } = granted.body()

    // Another order of the same total.
    let props = await voidFromReceipt(till, second.order.id, {
      reason: 'Rang up twice',
      approval_token: token,
    })
    assert.equal(
      props.errors.approval,
      'This approval is not valid for this void: it was used, has expired, or was given for something else. Ask again.'
    )

    // Another cashier of the same branch with the first one's token.
    const cashierRole = await Role.findByOrFail('name', 'Cashier')
    const other = await verifiedAccount('Ola Other', 'ola@demo.test', cashierRole.id)
    const downtown = await branchCoded('DTN')
    await other.related('branches').attach([downtown.id])
    const otherTill = await signedIn(client, 'ola@demo.test')
    props = await voidFromReceipt(otherTill, first.order.id, {
      reason: 'Rang up twice',
      approval_token: token,
    })
    assert.match(props.errors.approval, /^This approval is not valid for this void/)

    // Another action: a sale's form carrying the void's token.
    const product = await stockedProduct('DTN', 5, { price: 1000, taxRateBp: 0 })
    const sale = {
      idempotency_key: crypto.randomUUID(),
      branch_id: first.order.branchId,
      customer_id: null,
      lines: [{ product_id: product.id, quantity: 2, unit_price: null, discount: null }],
      order_discount: { kind: 'amount', value: 300 },
      payments: [{ method: 'cash', amount: 1700 }],
      note: null,
    }
    await till.visit('/orders/create')
    await till.post('/orders', { ...sale, approval_token: token }, fromPage('/orders/create'))
    const counter = await till.visit('/orders/create')
    assert.match(counter.inertiaProps.errors.approval, /^This approval is not valid for this sale/)
    // And a sale's token on a void.
    const saleGrant = await askApproval(till, sale, manager.id, '4826')
    const saleToken = saleGrant.body().token
    props = await voidFromReceipt(till, first.order.id, {
      reason: 'Rang up twice',
      approval_token: saleToken,
    })
    assert.match(props.errors.approval, /^This approval is not valid for this void/)

    // An expired one.
    const again = await askVoidApproval(till, first.order.id, manager.id, '4826')
    const expired = again.body().token
    const lapsed = await Approval.findByOrFail('tokenHash', tokenDigest(expired))
    lapsed.expiresAt = DateTime.utc().minus({ seconds: 1 })
    await lapsed.save()
    props = await voidFromReceipt(till, first.order.id, {
      reason: 'Rang up twice',
      approval_token: expired,
    })
    assert.match(props.errors.approval, /^This approval is not valid for this void/)
    assert.lengthOf(await Order.query().where('status', 'voided'), 0)

    // The token itself still voids its own order, by its own cashier, once.
    await voidFromReceipt(till, first.order.id, { reason: 'Rang up twice', approval_token: token })
    await first.order.refresh()
    assert.equal(first.order.status, 'voided')
    const replay = await voidFromReceipt(till, second.order.id, {
      reason: 'Rang up twice',
      approval_token: token,
    })
    assert.match(replay.errors.approval, /^This approval is not valid for this void/)
    await second.order.refresh()
    assert.equal(second.order.status, 'completed')
  })

  test('nobody approves their own void, nor someone whose role does not void; a voider needs none', async ({
    client,
    assert,
  }) => {
    const { manager, cashier } = await setUp()
    const { order } = await saleAt('DTN')
    const till = await signedIn(client, 'cashier@demo.test')

    const own = await askVoidApproval(till, order.id, cashier.id, '3691')
    own.assertStatus(422)
    assert.deepEqual(own.body().errors, [
      { field: 'approver_id', message: 'You cannot approve your own exception: ask a manager.' },
    ])

    // A manager whose role approves at the till but does not void approves no void.
    const managerRole = await Role.findByOrFail('name', 'Manager')
    managerRole.permissions = managerRole.permissions.filter((key) => key !== 'orders.void')
    await managerRole.save()
    const approvers = await till.get(
      `/approvals/approvers?branch=${order.branchId}&kind=void`,
      asJson
    )
    assert.deepEqual(approvers.body().approvers, [])
    const sales = await till.get(`/approvals/approvers?branch=${order.branchId}`, asJson)
    assert.deepEqual(sales.body().approvers, [{ id: manager.id, name: manager.name }])
    const refused = await askVoidApproval(till, order.id, manager.id, '4826')
    assert.deepEqual(refused.body().errors, [
      { field: 'approver_id', message: 'This person cannot approve at this branch.' },
    ])
    managerRole.permissions = [...managerRole.permissions, 'orders.void']
    await managerRole.save()

    // Who voids alone has nothing to ask.
    const boss = await signedIn(client, 'admin@demo.test')
    const needless = await askVoidApproval(boss, order.id, manager.id, '4826')
    assert.deepEqual(needless.body().errors, [
      { field: 'approval', message: 'Nothing here needs a manager’s approval.' },
    ])
    assert.lengthOf(await Approval.all(), 0)
  })

  test('another branch’s order is missing; a sale that can no longer be voided says why', async ({
    client,
    assert,
  }) => {
    const { manager } = await setUp()
    const harbour = await saleAt('HBR')
    const till = await signedIn(client, 'cashier@demo.test')
    const elsewhere = await askVoidApproval(till, harbour.order.id, manager.id, '4826')
    elsewhere.assertStatus(404)

    const { order } = await saleAt('DTN')
    await Order.query()
      .where('id', order.id)
      .update({ completedAt: DateTime.utc().minus({ days: 2 }).toSQL() })
    const late = await askVoidApproval(till, order.id, manager.id, '4826')
    late.assertStatus(422)
    assert.equal(
      late.body().errors[0].message,
      `Order ${order.number} was sold on an earlier business day: it can no longer be voided. Take a return instead.`
    )
    assert.lengthOf(await Approval.all(), 0)
  })

  test('wrong PINs are refused, then throttled even when right', async ({ client, assert }) => {
    const { manager } = await setUp()
    const { order } = await saleAt('DTN')
    const till = await signedIn(client, 'cashier@demo.test')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await askVoidApproval(till, order.id, manager.id, '1111')
      assert.deepEqual(wrong.body().errors, [{ field: 'pin', message: 'This PIN is not correct.' }])
    }
    const blocked = await askVoidApproval(till, order.id, manager.id, '4826')
    assert.equal(blocked.body().errors[0].message, 'Too many wrong PINs. Try again in 15 minutes.')
    assert.lengthOf(await Approval.all(), 0)
  })
})
