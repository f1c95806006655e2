import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import Order from '#models/order'
import { voidOrder } from '#services/sales/order_voids'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf } from '#tests/helpers/responses'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'

async function walkInSale() {
  const product = await stockedProduct('DTN', 5, { price: 500, taxRateBp: 0 })
  const { order } = await sellAs(
    'cashier@demo.test',
    await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 500 }],
    })
  )
  return order
}

test.group('Orders / Edit of a completed sale', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager changes the customer and the note, audited by name; the figures stay', async ({
    client,
    assert,
  }) => {
    const order = await walkInSale()
    const ada = await Customer.create({ name: 'Ada Quinn' })
    const manager = await signedIn(client, 'manager@demo.test')
    const form = await manager.visit(`/orders/${order.id}/edit`)
    form.assertInertiaComponent('orders/edit')
    assert.deepInclude(form.inertiaProps.order, { number: 'DTN-000001', customer: null, note: '' })

    const response = await manager.send('PUT', `/orders/${order.id}`, {
      customer_id: ada.id,
      note: 'Loyalty card forgotten',
    })
    response.assertHeader('location', `/orders/${order.id}`)
    await order.refresh()
    assert.equal(order.customerId, ada.id)
    assert.equal(order.note, 'Loyalty card forgotten')
    assert.equal(order.total, 500)
    const event = await AuditEvent.findByOrFail('action', 'order.updated')
    assert.deepEqual(event.changes, {
      customer: { from: null, to: 'Ada Quinn' },
      note: { from: null, to: 'Loyalty card forgotten' },
    })
    const receipt = await manager.visit(`/orders/${order.id}`)
    assert.equal(receipt.inertiaProps.flash.success, 'Order DTN-000001 updated.')
    assert.isTrue(receipt.inertiaProps.can.edit)
  })

  test('a cashier may not; a voided sale and an archived customer are refused', async ({
    client,
    assert,
  }) => {
    const order = await walkInSale()
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.visit(`/orders/${order.id}/edit`)), 403)
    assert.equal(
      await statusOf(cashier.send('PUT', `/orders/${order.id}`, { note: 'Mine now' })),
      403
    )

    const archived = await Customer.create({ name: 'Old Account', isActive: false })
    const manager = await signedIn(client, 'manager@demo.test')
    const page = `/orders/${order.id}/edit`
    await manager.visit(page)
    await manager.send('PUT', `/orders/${order.id}`, { customer_id: archived.id }, fromPage(page))
    const shown = await manager.visit(page)
    assert.match(shown.inertiaProps.errors.customer_id, /archived/)

    await voidOrder(order.id, 'Rang up twice', await actorFor('manager@demo.test'))
    assert.equal(await statusOf(manager.visit(page)), 403)
    const refreshed = await Order.findOrFail(order.id)
    assert.isNull(refreshed.customerId)
    assert.isNull(refreshed.note)
  })
})
