import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import Order from '#models/order'
import { completeSale } from '#services/sales/checkout'
import { grantSaleApproval } from '#services/approvals/sale_approval'
import { grantVoidApproval } from '#services/approvals/void_approval'
import { voidOrder } from '#services/sales/order_voids'
import { ApprovalNeeded, ApprovalNotValid } from '#exceptions/approval_errors'
import { givePin } from '#tests/helpers/approvals'
import { freshDatabase } from '#tests/helpers/database'
import { assertManyConnections, cartAt, onHandAt, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'
import { sellAs } from '#tests/helpers/sales'

test.group('Approvals under concurrency', (group) => {
  group.each.setup(() => freshDatabase())

  test('10 sales racing with one approval token: one is made, the rest refused', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const product = await stockedProduct('DTN', 50, { price: 1000, taxRateBp: 0 })
    const manager = await givePin('manager@demo.test', '4826')
    const cashier = await actorFor('cashier@demo.test')
    // 3.00 off 10.00 is past the cashier's 10 % cap.
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
      orderDiscount: { kind: 'amount', value: 300 },
      payments: [{ method: 'cash', amount: 700 }],
    })
    const { token } = await grantSaleApproval(cart, manager.id, '4826', cashier)

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        completeSale({ ...cart, idempotencyKey: randomUUID(), approvalToken: token }, cashier)
      )
    )
    const made = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof ApprovalNotValid
    )
    assert.lengthOf(made, 1)
    assert.lengthOf(refused, 9)
    const orders = await Order.all()
    assert.lengthOf(orders, 1)
    assert.equal(orders[0].approvedBy, manager.id)
    assert.equal(await onHandAt(product.id, 'DTN'), 49)
  })
})

test.group('Approvals of voids', (group) => {
  group.each.setup(() => freshDatabase())

  test('who may not void alone needs a token of this order, asked by them; it is used once', async ({
    assert,
  }) => {
    const product = await stockedProduct('DTN', 50, { price: 1000, taxRateBp: 0 })
    const sold = async () => {
      const cart = await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 1000 }],
      })
      const { order } = await sellAs('admin@demo.test', cart)
      return order
    }
    const [first, second] = [await sold(), await sold()]
    const manager = await givePin('manager@demo.test', '4826')
    const cashier = await actorFor('cashier@demo.test')
    const admin = await actorFor('admin@demo.test')
    const asCashier = { mayVoidAlone: false }

    const needed = await voidOrder(first.id, 'Rang up twice', cashier, undefined, asCashier).catch(
      (error) => error
    )
    assert.instanceOf(needed, ApprovalNeeded)
    assert.deepEqual(needed.reasons, ['void'])

    const { token } = await grantVoidApproval(first.id, manager.id, '4826', cashier, false)
    // Another requester, another order: refused, nothing voided.
    for (const [orderId, actor] of [
      [first.id, admin],
      [second.id, cashier],
    ] as const) {
      const refused = await voidOrder(orderId, 'Rang up twice', actor, undefined, {
        mayVoidAlone: false,
        approvalToken: token,
      }).catch((error) => error)
      assert.instanceOf(refused, ApprovalNotValid)
    }
    assert.lengthOf(await Order.query().where('status', 'voided'), 0)

    const voided = await voidOrder(first.id, 'Rang up twice', cashier, undefined, {
      ...asCashier,
      approvalToken: token,
    })
    assert.include(voided.$attributes, { voidedBy: cashier.user.id, voidApprovedBy: manager.id })
    // Two sold of 50, one back.
    assert.equal(await onHandAt(product.id, 'DTN'), 49)
    // Whoever voids alone records no approver.
    const alone = await voidOrder(second.id, 'Rang up twice', admin)
    assert.isNull(alone.voidApprovedBy)
  })
})
