import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import { fromPage, signedIn, type Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { onHandAt, stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'

/** A cart at Downtown of the given lines, paid in cash or parked. */
async function cart(lines: Record<string, unknown>[], fields: Record<string, unknown> = {}) {
  const downtown = await branchCoded('DTN')
  return {
    idempotency_key: randomUUID(),
    branch_id: downtown.id,
    customer_id: null,
    lines: lines.map((line) => ({ unit_price: null, discount: null, ...line })),
    order_discount: null,
    payments: [],
    note: null,
    park: false,
    ...fields,
  }
}

/** Posts a cart from the counter and opens it again: the errors and the flash it came back with. */
async function refusal(agent: Agent, form: Record<string, unknown>) {
  await agent.visit('/orders/create')
  const response = await agent.post('/orders', form, fromPage('/orders/create'))
  response.assertStatus(302)
  response.assertHeader('location', '/orders/create')
  const page = await agent.visit('/orders/create')
  return page.inertiaProps as { errors: Record<string, string>; flash: { error?: string } }
}

test.group('Orders / Create: amounts within the columns and exact arithmetic', (group) => {
  group.each.setup(() => freshDatabase())

  test('a line or a sale past 999,999,999.99 is refused by name, completed or parked, before any figure passes 2^53', async ({
    client,
    assert,
  }) => {
    const gold = await stockedProduct('DTN', 200_000, {
      name: 'Gold bar',
      price: 100,
      taxRateBp: 0,
    })
    const admin = await signedIn(client, 'admin@demo.test')

    // 99,999,999,999 x 100,000 is 10^16, past 2^53 (about 9.007 x 10^15).
    const overridden = { product_id: gold.id, quantity: 100_000, unit_price: 99_999_999_999 }
    for (const park of [false, true]) {
      const { errors } = await refusal(admin, await cart([overridden], { park }))
      assert.equal(
        errors['lines.0.quantity'],
        'A line comes to at most $999,999,999.99: lower the quantity or the price.'
      )
    }

    // Each line within the bound, the two together past it.
    const half = { product_id: gold.id, quantity: 1, unit_price: 50_000_000_000 }
    const { flash } = await refusal(admin, await cart([half, half], { park: true }))
    assert.equal(
      flash.error,
      'A sale comes to at most $999,999,999.99: ring up the rest as another sale.'
    )

    // Exactly the bound is a sale.
    const most = { product_id: gold.id, quantity: 1, unit_price: 99_999_999_999 }
    const response = await admin.post(
      '/orders',
      await cart([most], { payments: [{ method: 'card', amount: 99_999_999_999 }] })
    )
    response.assertStatus(302)
    const order = await Order.query().where('status', 'completed').firstOrFail()
    assert.equal(order.total, 99_999_999_999)
    assert.lengthOf(await Order.query().where('status', 'draft'), 0)
    assert.equal(await onHandAt(gold.id, 'DTN'), 199_999)
  })

  test('an amount discount up to 2,147,483,647 minor units is stored; one more is refused beside it', async ({
    client,
    assert,
  }) => {
    const car = await stockedProduct('DTN', 5, { name: 'Car', price: 5_000_000_000, taxRateBp: 0 })
    const admin = await signedIn(client, 'admin@demo.test')
    const line = (value: number) => ({
      product_id: car.id,
      quantity: 1,
      discount: { kind: 'amount', value },
    })

    const { errors } = await refusal(admin, await cart([line(2_147_483_648)], { park: true }))
    assert.equal(
      errors['lines.0.discount.value'],
      "Enter a discount of at most 21,474,836.47 (2,147,483,647 in the currency's smallest unit)."
    )
    const order = await refusal(
      admin,
      await cart([{ product_id: car.id, quantity: 1 }], {
        park: true,
        order_discount: { kind: 'amount', value: 2_147_483_648 },
      })
    )
    assert.equal(
      order.errors['order_discount.value'],
      "Enter a discount of at most 21,474,836.47 (2,147,483,647 in the currency's smallest unit)."
    )

    const response = await admin.post(
      '/orders',
      await cart([line(2_147_483_647)], {
        order_discount: { kind: 'amount', value: 2_147_483_647 },
        payments: [{ method: 'card', amount: 5_000_000_000 - 2 * 2_147_483_647 }],
      })
    )
    response.assertStatus(302)
    const [stored] = await OrderLine.all()
    assert.equal(stored.discountValue, 2_147_483_647)
    assert.equal(stored.discount, 2_147_483_647)
    const sale = await Order.findOrFail(stored.orderId)
    assert.equal(sale.orderDiscountValue, 2_147_483_647)
    assert.equal(sale.total, 5_000_000_000 - 2 * 2_147_483_647)
  })
})
