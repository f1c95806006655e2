import { test } from '@japa/runner'
import Approval from '#models/approval'
import AuditEvent from '#models/audit_event'
import OrderLine from '#models/order_line'
import Role from '#models/role'
import SaleReturn from '#models/sale_return'
import { fromPage, signedIn, type Agent } from '#tests/helpers/agent'
import { verifiedAccount } from '#tests/helpers/access'
import { askReturnApproval, asJson, givePin } from '#tests/helpers/approvals'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, onHandAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'

/** 3 mugs at 7.56 each (7.00 and 8 % tax) sold at Downtown, paid by card. */
async function mugsPaidByCard() {
  const mug = await stockedProduct('DTN', 10, { name: 'Stoneware Mug', price: 700, taxRateBp: 800 })
  const { order } = await sellAs(
    'admin@demo.test',
    await cartAt('DTN', [{ productId: mug.id, quantity: 3 }], {
      payments: [{ method: 'card', amount: 2268 }],
    })
  )
  const [line] = await OrderLine.query().where('order_id', order.id)
  return { mug, order, line }
}

/** The return form: `quantity` mugs back on the shelf, refunded by `method`. */
function returnForm(orderId: number, lineId: number, quantity: number, method: string) {
  return {
    order_id: orderId,
    reason: 'changed_mind',
    refund_method: method,
    note: null,
    lines: [{ order_line_id: lineId, quantity, restock: true }],
  }
}

/** Sends the return form from its page; answers the page's props when it came back to it. */
async function sendReturn(agent: Agent, form: ReturnType<typeof returnForm>, token?: string) {
  const page = `/returns/create?order_id=${form.order_id}`
  await agent.visit(page)
  const posted = await agent.post('/returns', { ...form, approval_token: token }, fromPage(page))
  const location = posted.header('location')
  if (location === `/orders/${form.order_id}`) return null
  const shown = await agent.visit(page)
  return shown.inertiaProps
}

async function setUp() {
  const manager = await givePin('manager@demo.test', '4826')
  const cashier = await givePin('cashier@demo.test', '3691')
  return { manager, cashier }
}

test.group('Approvals: a manager approves a refund paid another way than the sale', (group) => {
  group.each.setup(() => freshDatabase())

  test('a card sale refunded in cash needs approval; its token makes that return once, with both names', async ({
    client,
    assert,
  }) => {
    const { manager, cashier } = await setUp()
    const { mug, order, line } = await mugsPaidByCard()
    const till = await signedIn(client, 'cashier@demo.test')
    const form = returnForm(order.id, line.id, 1, 'cash')

    const asked = await sendReturn(till, form)
    assert.equal(
      asked!.errors.approval,
      'Needs a manager’s approval: The sale was paid by card: a refund by cash needs a manager.'
    )
    assert.lengthOf(await SaleReturn.all(), 0)
    // Refunded the way it was paid, it needs nobody.
    assert.isNull(await sendReturn(till, returnForm(order.id, line.id, 1, 'card')))

    const approvers = await till.get(
      `/approvals/approvers?branch=${order.branchId}&kind=return`,
      asJson
    )
    assert.deepEqual(approvers.body().approvers, [{ id: manager.id, name: manager.name }])
    const granted = await askReturnApproval(till, form, manager.id, '4826')
    granted.assertStatus(200)
    assert.equal(granted.body().covers, 'Refund paid another way than the sale')
    const token = granted.body().token as string
    // One mug of three, the second one returned: its share of 22.68 is 7.56.
    const stored = await Approval.firstOrFail()
    assert.include(stored.$attributes, {
      kind: 'return',
      reasons: 'refund_method',
      amount: 756,
      requestedBy: cashier.id,
      approvedBy: manager.id,
    })

    assert.isNull(await sendReturn(till, form, token))
    const saved = await SaleReturn.query().where('refund_method', 'cash').firstOrFail()
    assert.include(saved.$attributes, {
      userId: cashier.id,
      approvedBy: manager.id,
      refundTotal: 756,
    })
    assert.equal(await onHandAt(mug.id, 'DTN'), 9)
    const receipt = await till.visit(`/orders/${order.id}`)
    assert.deepEqual(
      receipt.inertiaProps.order.returns.map(
        (row: { approvedBy: string | null }) => row.approvedBy
      ),
      [null, manager.name]
    )
    const audit = await AuditEvent.query()
      .where('action', 'return.created')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepInclude(audit.changes, {
      refund_method: { from: null, to: 'cash' },
      returned_by: { from: null, to: cashier.name },
      approved_by: { from: null, to: manager.name },
    })

    // The same token again, on the last mug: already used.
    const replay = await sendReturn(till, form, token)
    assert.match(replay!.errors.approval, /^This approval is not valid for this return/)
    assert.lengthOf(await SaleReturn.all(), 2)
  })

  test('a return’s approval is good for its own lines, amount, refund method and cashier only', async ({
    client,
    assert,
  }) => {
    const { manager } = await setUp()
    const { order, line } = await mugsPaidByCard()
    const till = await signedIn(client, 'cashier@demo.test')
    const form = returnForm(order.id, line.id, 1, 'cash')
    const granted = await askReturnApproval(till, form, manager.id, '4826')
    const { token } = granted.body()

    const cashierRole = await Role.findByOrFail('name', 'Cashier')
    const other = await verifiedAccount('Ola Other', 'ola@demo.test', cashierRole.id)
    const downtown = await branchCoded('DTN')
    await other.related('branches').attach([downtown.id])
    const otherTill = await signedIn(client, 'ola@demo.test')

    for (const [agent, tried] of [
      [till, returnForm(order.id, line.id, 2, 'cash')],
      [till, returnForm(order.id, line.id, 1, 'other')],
      [till, { ...form, lines: [{ ...form.lines[0], restock: false }] }],
      [otherTill, form],
    ] as Array<[Agent, ReturnType<typeof returnForm>]>) {
      const props = await sendReturn(agent, tried, token)
      assert.equal(
        props!.errors.approval,
        'This approval is not valid for this return: it was used, has expired, or was given for something else. Ask again.'
      )
    }
    assert.lengthOf(await SaleReturn.all(), 0)
    assert.isNull(await sendReturn(till, form, token))
    assert.lengthOf(await SaleReturn.all(), 1)
  })

  test('nobody approves their own refund, nor a role that may not refund any way; who may needs none', async ({
    client,
    assert,
  }) => {
    const { manager, cashier } = await setUp()
    const { order, line } = await mugsPaidByCard()
    const till = await signedIn(client, 'cashier@demo.test')
    const form = returnForm(order.id, line.id, 1, 'cash')

    const own = await askReturnApproval(till, form, cashier.id, '3691')
    assert.deepEqual(own.body().errors, [
      { field: 'approver_id', message: 'You cannot approve your own exception: ask a manager.' },
    ])
    const sameWay = await askReturnApproval(
      till,
      returnForm(order.id, line.id, 1, 'card'),
      manager.id,
      '4826'
    )
    assert.deepEqual(sameWay.body().errors, [
      { field: 'approval', message: 'Nothing here needs a manager’s approval.' },
    ])
    const tooMany = await askReturnApproval(
      till,
      returnForm(order.id, line.id, 4, 'cash'),
      manager.id,
      '4826'
    )
    assert.equal(tooMany.body().errors[0].field, 'lines.0.quantity')

    const managerRole = await Role.findByOrFail('name', 'Manager')
    managerRole.permissions = managerRole.permissions.filter(
      (key) => key !== 'returns.refund_any_method'
    )
    await managerRole.save()
    const refused = await askReturnApproval(till, form, manager.id, '4826')
    assert.deepEqual(refused.body().errors, [
      { field: 'approver_id', message: 'This person cannot approve at this branch.' },
    ])
    assert.lengthOf(await Approval.all(), 0)

    // The manager's role still refunds only the way the sale was paid now: they are asked too.
    const boss = await signedIn(client, 'manager@demo.test')
    const bossAsked = await sendReturn(boss, form)
    assert.match(bossAsked!.errors.approval, /^Needs a manager’s approval/)
    // The administrator refunds any way, and records no approver.
    const admin = await signedIn(client, 'admin@demo.test')
    assert.isNull(await sendReturn(admin, form))
    const saved = await SaleReturn.firstOrFail()
    assert.isNull(saved.approvedBy)
  })

  test('wrong PINs are refused, then throttled even when right', async ({ client, assert }) => {
    const { manager } = await setUp()
    const { order, line } = await mugsPaidByCard()
    const till = await signedIn(client, 'cashier@demo.test')
    const form = returnForm(order.id, line.id, 1, 'cash')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await askReturnApproval(till, form, manager.id, '1111')
      assert.deepEqual(wrong.body().errors, [{ field: 'pin', message: 'This PIN is not correct.' }])
    }
    const blocked = await askReturnApproval(till, form, manager.id, '4826')
    assert.equal(blocked.body().errors[0].message, 'Too many wrong PINs. Try again in 15 minutes.')
    assert.lengthOf(await Approval.all(), 0)
  })
})
