import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import Order from '#models/order'
import { completeSale } from '#services/sales/checkout'
import { grantSaleApproval } from '#services/approvals/sale_approval'
import { ApprovalNotValid } from '#exceptions/approval_errors'
import { givePin } from '#tests/helpers/approvals'
import { freshDatabase } from '#tests/helpers/database'
import { assertManyConnections, cartAt, onHandAt, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'

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
