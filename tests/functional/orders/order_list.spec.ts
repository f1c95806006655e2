import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { parse } from 'csv-parse/sync'
import db from '@adonisjs/lucid/services/db'
import { timestampBinding } from '#support/sql_time'
import Customer from '#models/customer'
import Order from '#models/order'
import Setting from '#models/setting'
import { parkSale } from '#services/sales/checkout'
import { voidOrder } from '#services/sales/order_voids'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf, textOf } from '#tests/helpers/responses'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'

/**
 * Four orders of a 10.00 untaxed product: at Downtown a cashier's walk-in
 * cash sale (DTN-000001), a manager's split sale to Ada Quinn
 * (DTN-000002), a parked draft; at Harbour Mall the admin's card sale.
 */
async function orderFixture() {
  const tea = await stockedProduct('DTN', 20, { name: 'Green Tea', price: 1000, taxRateBp: 0 })
  const harbourTea = await stockedProduct('HBR', 20, {
    name: 'Black Tea',
    price: 1000,
    taxRateBp: 0,
  })
  const ada = await Customer.create({ name: 'Ada Quinn', phone: '555-0101' })
  const walkIn = await sellAs(
    'cashier@demo.test',
    await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 1000 }],
    })
  )
  const split = await sellAs(
    'manager@demo.test',
    await cartAt('DTN', [{ productId: tea.id, quantity: 3 }], {
      customerId: ada.id,
      payments: [
        { method: 'card', amount: 2500 },
        { method: 'cash', amount: 500 },
      ],
    })
  )
  const harbour = await sellAs(
    'admin@demo.test',
    await cartAt('HBR', [{ productId: harbourTea.id, quantity: 2 }], {
      payments: [{ method: 'card', amount: 2000 }],
    })
  )
  const draft = await parkSale(
    await cartAt('DTN', [{ productId: tea.id, quantity: 1 }]),
    await actorFor('cashier@demo.test')
  )
  return { walkIn: walkIn.order, split: split.order, harbour: harbour.order, draft, ada }
}

/** An instant as the database's timestamp column holds it. */
const at = (iso: string) => timestampBinding(DateTime.fromISO(iso), db.connection().dialect.name)

const numbersOf = (props: Record<string, any>) =>
  props.orders.map((order: { number: string }) => order.number)

test.group('Orders / Index', (group) => {
  group.each.setup(() => freshDatabase())

  test('lists the sales of the user’s branches, newest first, without parked drafts', async ({
    client,
    assert,
  }) => {
    const { split, ada } = await orderFixture()
    const cashier = await signedIn(client, 'cashier@demo.test')
    const page = await cashier.visit('/orders')
    page.assertStatus(200)
    page.assertInertiaComponent('orders/index')
    assert.deepEqual(numbersOf(page.inertiaProps), ['DTN-000002', 'DTN-000001'])
    const [row] = page.inertiaProps.orders
    const stored = await Order.findOrFail(split.id)
    assert.deepEqual(row, {
      id: split.id,
      number: 'DTN-000002',
      provisionalRef: null,
      completedAt: stored.completedAt!.toISO(),
      branch: 'Downtown',
      seller: 'Maria Lopez',
      customer: ada.name,
      items: 3,
      total: 3000,
      paymentMethods: ['cash', 'card'],
      status: 'completed',
    })
    assert.equal(page.inertiaProps.meta.total, 2)
    // Only branches and sellers of the cashier's branches are offered.
    assert.deepEqual(
      page.inertiaProps.branches.map((branch: { label: string }) => branch.label),
      ['Downtown']
    )
    assert.deepEqual(
      page.inertiaProps.sellers.map((seller: { label: string }) => seller.label),
      ['Maria Lopez', 'Sam Carter']
    )
    assert.isFalse(page.inertiaProps.can.export)

    const admin = await signedIn(client, 'admin@demo.test')
    const all = await admin.visit('/orders')
    assert.deepEqual(numbersOf(all.inertiaProps), ['HBR-000001', 'DTN-000002', 'DTN-000001'])
    assert.isTrue(all.inertiaProps.can.export)
  })

  test('the pages either side are sought from the row the link names, within the user’s branches', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 40, { name: 'Green Tea', price: 1000, taxRateBp: 0 })
    const harbourTea = await stockedProduct('HBR', 5, {
      name: 'Black Tea',
      price: 1000,
      taxRateBp: 0,
    })
    for (let sale = 0; sale < 28; sale++) {
      await sellAs(
        'cashier@demo.test',
        await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
          payments: [{ method: 'cash', amount: 1000 }],
        })
      )
    }
    const harbour = await sellAs(
      'admin@demo.test',
      await cartAt('HBR', [{ productId: harbourTea.id, quantity: 1 }], {
        payments: [{ method: 'card', amount: 1000 }],
      })
    )
    const cashier = await signedIn(client, 'cashier@demo.test')
    const first = await cashier.visit('/orders')
    const { orders, meta } = first.inertiaProps
    assert.equal(meta.first, orders[0].id)
    assert.equal(meta.last, orders[24].id)

    const byNumber = await cashier.visit('/orders?page=2')
    const sought = await cashier.visit(`/orders?page=2&after=${meta.last}`)
    sought.assertStatus(200)
    assert.lengthOf(numbersOf(sought.inertiaProps), 3)
    assert.deepEqual(numbersOf(sought.inertiaProps), numbersOf(byNumber.inertiaProps))
    assert.deepInclude(sought.inertiaProps.meta, { total: 28, currentPage: 2, lastPage: 2 })
    // Another branch's sale names no place in the cashier's list: page 2 is read by its number.
    const foreign = await cashier.visit(`/orders?page=2&after=${harbour.order.id}`)
    assert.deepEqual(numbersOf(foreign.inertiaProps), numbersOf(byNumber.inertiaProps))
    const refused = await cashier.visit('/orders?page=2&after=abc')
    assert.deepEqual(numbersOf(refused.inertiaProps), numbersOf(byNumber.inertiaProps))
  })

  test('filters by status, branch, seller, payment method and the customer or number searched', async ({
    client,
    assert,
  }) => {
    const { walkIn } = await orderFixture()
    await voidOrder(walkIn.id, 'Rang up twice', await actorFor('manager@demo.test'))
    const admin = await signedIn(client, 'admin@demo.test')
    const list = async (query: string) => {
      const page = await admin.visit(`/orders?${query}`)
      return numbersOf(page.inertiaProps)
    }
    const { branchId: downtown } = await Order.findByOrFail('number', 'DTN-000001')
    const { user: manager } = await actorFor('manager@demo.test')

    assert.deepEqual(await list('status=voided'), ['DTN-000001'])
    assert.deepEqual(await list('status=completed'), ['HBR-000001', 'DTN-000002'])
    assert.deepEqual(await list(`branch=${downtown}`), ['DTN-000002', 'DTN-000001'])
    assert.deepEqual(await list(`seller=${manager.id}`), ['DTN-000002'])
    assert.deepEqual(await list('payment=card'), ['HBR-000001', 'DTN-000002'])
    assert.deepEqual(await list('payment=cash'), ['DTN-000002', 'DTN-000001'])
    assert.deepEqual(await list('search=ada'), ['DTN-000002'])
    assert.deepEqual(await list('search=0101'), ['DTN-000002'])
    assert.deepEqual(await list('search=HBR-0000'), ['HBR-000001'])
    // The search narrows the other filters, whichever way it matches.
    assert.deepEqual(await list('status=voided&search=ada'), [])
    assert.deepEqual(await list('status=voided&search=dtn'), ['DTN-000001'])
    assert.deepEqual(await list('search=000&sort=number'), [
      'DTN-000001',
      'DTN-000002',
      'HBR-000001',
    ])
    assert.deepEqual(await list('search=000&sort=number_desc'), [
      'HBR-000001',
      'DTN-000002',
      'DTN-000001',
    ])
    assert.deepEqual(await list('sort=total_desc'), ['DTN-000002', 'HBR-000001', 'DTN-000001'])
    assert.deepEqual(await list('sort=total'), ['DTN-000001', 'HBR-000001', 'DTN-000002'])
    // A filter the list does not know is ignored, not an error.
    assert.deepEqual(await list('status=draft'), ['HBR-000001', 'DTN-000002', 'DTN-000001'])
  })

  test('the date range reads whole business days in the shop’s time zone', async ({
    client,
    assert,
  }) => {
    const { walkIn, split } = await orderFixture()
    await Setting.query().update({ business_timezone: 'America/New_York' })
    // 03:30 UTC on 11 March is 23:30 on 10 March in New York; 05:30 UTC is 00:30 on the 11th.
    await Order.query()
      .where('id', walkIn.id)
      .update({ completed_at: at('2026-03-11T03:30:00Z') })
    await Order.query()
      .where('id', split.id)
      .update({ completed_at: at('2026-03-11T05:30:00Z') })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const list = async (query: string) => {
      const page = await cashier.visit(`/orders?${query}`)
      return numbersOf(page.inertiaProps)
    }
    assert.deepEqual(await list('from=2026-03-10&to=2026-03-10'), ['DTN-000001'])
    assert.deepEqual(await list('from=2026-03-11&to=2026-03-11'), ['DTN-000002'])
    assert.deepEqual(await list('from=2026-03-10&to=2026-03-11'), ['DTN-000002', 'DTN-000001'])
    assert.deepEqual(await list('to=2026-03-09'), [])
  })

  test('export: the filtered orders as CSV in the shop’s time zone, for those who may edit orders', async ({
    client,
    assert,
  }) => {
    const { split } = await orderFixture()
    await Setting.query().update({ business_timezone: 'America/New_York' })
    await Order.query()
      .where('id', split.id)
      .update({ completed_at: at('2026-03-11T03:30:00Z') })
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.get('/orders/export?payment=card')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    assert.deepEqual(parse(response.text(), { bom: true, columns: true }), [
      {
        'Number': 'DTN-000002',
        'Date': '2026-03-10 23:30:00',
        'Branch': 'DTN',
        'Seller': 'Maria Lopez',
        'Customer': 'Ada Quinn',
        'Items': '3',
        'Subtotal': '30.00',
        'Discount': '0.00',
        'Tax': '0.00',
        'Total': '30.00',
        'Paid by': 'cash card',
        'Status': 'completed',
      },
    ])
    const everything = parse(await textOf(manager.get('/orders/export')), {
      bom: true,
      columns: true,
    })
    // The manager's branches are Downtown and Northside: the Harbour Mall sale is not theirs.
    assert.deepEqual(
      (everything as { Number: string }[]).map((row) => row.Number),
      ['DTN-000001', 'DTN-000002']
    )

    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.get('/orders/export')), 403)
  })
})
