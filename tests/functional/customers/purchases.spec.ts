import { test } from '@japa/runner'
import Customer from '#models/customer'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { frozenClock } from '#tests/helpers/clock'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'
import OrderLine from '#models/order_line'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'

test.group('Customers: what they bought', (group) => {
  group.each.setup(() => freshDatabase())

  test('orders, spent and last purchase count only sales in the viewer’s branches', async ({
    client,
    assert,
    cleanup,
  }) => {
    const clock = frozenClock({ cleanup })
    const rita = await Customer.create({ name: 'Rita Buyer', isActive: true })
    const mug = await stockedProduct('DTN', 10, { price: 1250, taxRateBp: 0 })
    const lamp = await stockedProduct('HBR', 10, { price: 4000, taxRateBp: 0 })
    /** A card sale of `quantity` of a tax-free product at its price. */
    const sell = async (
      branch: string,
      product: { id: number; price: number },
      quantity: number,
      customerId: number | null
    ) =>
      sellAs(
        'admin@demo.test',
        await cartAt(branch, [{ productId: product.id, quantity }], {
          customerId,
          payments: [{ method: 'card', amount: product.price * quantity }],
        })
      )
    await sell('DTN', mug, 2, rita.id)
    clock.set(3_600_000)
    const { order: latestAtDowntown } = await sell('DTN', mug, 1, rita.id)
    clock.set(7_200_000)
    const { order: atHarbour } = await sell('HBR', lamp, 1, rita.id)
    await sell('DTN', mug, 1, null)

    const admin = await signedIn(client, 'admin@demo.test')
    const all = await admin.visit('/customers?search=Rita')
    all.assertInertiaComponent('customers/index')
    const [row] = all.inertiaProps.customers
    assert.equal(row.orders, 3)
    assert.equal(row.spent, 2500 + 1250 + 4000)
    assert.equal(row.lastPurchaseAt, atHarbour.completedAt!.toISO())

    // The manager works at Downtown and Northside: Harbour's sale is not theirs to see.
    const manager = await signedIn(client, 'manager@demo.test')
    const mine = await manager.visit(`/customers/${rita.id}/edit`)
    mine.assertInertiaComponent('customers/edit')
    assert.equal(mine.inertiaProps.customer.orders, 2)
    assert.equal(mine.inertiaProps.customer.spent, 3750)
    assert.equal(mine.inertiaProps.customer.lastPurchaseAt, latestAtDowntown.completedAt!.toISO())
    assert.deepEqual(
      mine.inertiaProps.recentOrders.map((order: { number: string }) => order.number),
      ['DTN-000002', 'DTN-000001']
    )
    assert.equal(mine.inertiaProps.recentOrders[0].total, 1250)

    const walkIn = await Customer.create({ name: 'Never Bought', isActive: true })
    const none = await manager.visit(`/customers/${walkIn.id}/edit`)
    assert.equal(none.inertiaProps.customer.orders, 0)
    assert.equal(none.inertiaProps.customer.spent, 0)
    assert.isNull(none.inertiaProps.customer.lastPurchaseAt)
    assert.deepEqual(none.inertiaProps.recentOrders, [])
  })

  test('a refund lowers what they spent; a voided sale does not count at all', async ({
    client,
    assert,
  }) => {
    const rita = await Customer.create({ name: 'Rita Buyer', isActive: true })
    const mug = await stockedProduct('DTN', 10, { price: 1250, taxRateBp: 0 })
    const sale = async () => {
      const cart = await cartAt('DTN', [{ productId: mug.id, quantity: 2 }], {
        customerId: rita.id,
        payments: [{ method: 'card', amount: 2500 }],
      })
      const { order } = await sellAs('admin@demo.test', cart)
      return order
    }
    const kept = await sale()
    const voided = await sale()
    const admin = await actorFor('admin@demo.test')
    await voidOrder(voided.id, 'Rang up twice', admin)
    const line = await OrderLine.findByOrFail('order_id', kept.id)
    await createReturn(
      {
        orderId: kept.id,
        reason: 'defective',
        refundMethod: 'card',
        lines: [{ orderLineId: line.id, quantity: 1, restock: false }],
      },
      admin
    )

    const agent = await signedIn(client, 'admin@demo.test')
    const page = await agent.visit(`/customers/${rita.id}/edit`)
    assert.equal(page.inertiaProps.customer.orders, 1)
    assert.equal(page.inertiaProps.customer.spent, 2500 - 1250)
    assert.deepEqual(
      page.inertiaProps.recentOrders.map((order: { number: string; status: string }) => [
        order.number,
        order.status,
      ]),
      [[kept.number, 'partially_returned']]
    )
  })

  test('a refund at a branch outside the viewer’s does not lower what they see spent', async ({
    client,
    assert,
  }) => {
    const rita = await Customer.create({ name: 'Rita Buyer', isActive: true })
    const mug = await stockedProduct('DTN', 10, { price: 1250, taxRateBp: 0 })
    const lamp = await stockedProduct('HBR', 10, { price: 4000, taxRateBp: 0 })
    for (const [branch, product] of [
      ['DTN', mug],
      ['HBR', lamp],
    ] as const) {
      await sellAs(
        'admin@demo.test',
        await cartAt(branch, [{ productId: product.id, quantity: 1 }], {
          customerId: rita.id,
          payments: [{ method: 'card', amount: product.price }],
        })
      )
    }
    const harbourLine = await OrderLine.findByOrFail('product_id', lamp.id)
    await createReturn(
      {
        orderId: harbourLine.orderId,
        reason: 'defective',
        refundMethod: 'card',
        lines: [{ orderLineId: harbourLine.id, quantity: 1, restock: true }],
      },
      await actorFor('admin@demo.test')
    )

    // The manager sees Downtown's 12.50 whole; Harbour Mall's sale and refund are not theirs.
    const manager = await signedIn(client, 'manager@demo.test')
    const mine = await manager.visit(`/customers/${rita.id}/edit`)
    assert.equal(mine.inertiaProps.customer.orders, 1)
    assert.equal(mine.inertiaProps.customer.spent, 1250)
    const admin = await signedIn(client, 'admin@demo.test')
    const all = await admin.visit(`/customers/${rita.id}/edit`)
    assert.equal(all.inertiaProps.customer.orders, 2)
    assert.equal(all.inertiaProps.customer.spent, 1250)
  })

  test('a customer with orders is deactivated, never deleted', async ({ client, assert }) => {
    const rita = await Customer.create({ name: 'Rita Buyer', isActive: true })
    const mug = await stockedProduct('DTN', 5, { price: 500, taxRateBp: 0 })
    await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: mug.id, quantity: 1 }], {
        customerId: rita.id,
        payments: [{ method: 'cash', amount: 500 }],
      })
    )
    const admin = await signedIn(client, 'admin@demo.test')
    const list = await admin.visit('/customers?search=Rita')
    assert.deepEqual(list.inertiaProps.customers[0].inUse, ['sales'])
    await admin.send('DELETE', `/customers/${rita.id}`)
    const page = await admin.visit('/customers')
    assert.equal(
      page.inertiaProps.flash.error,
      'This customer cannot be deleted: sales refer to them. Deactivate or erase the customer instead.'
    )
    assert.exists(await Customer.find(rita.id))
  })
})
