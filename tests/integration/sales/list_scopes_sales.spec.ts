import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import Customer from '#models/customer'
import Order, { type OrderFilters } from '#models/order'
import OrderLine from '#models/order_line'
import SaleReturn, { type ReturnFilters } from '#models/sale_return'
import User from '#models/user'
import { BranchScope } from '#services/platform/branch_scope'
import { parkSale } from '#services/sales/checkout'
import { createReturn } from '#services/sales/returns'
import { freshDatabase } from '#tests/helpers/database'
import { FIXTURE_ZONE, scriptedDays } from '#tests/helpers/report_fixture'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor, branchCoded } from '#tests/helpers/stock'

/** Runs `work` with Luxon's clock at a local time in the fixture's zone. */
async function atLocal<T>(local: string, work: () => Promise<T>) {
  const realNow = Settings.now
  const instant = DateTime.fromISO(local, { zone: FIXTURE_ZONE }).toMillis()
  Settings.now = () => instant
  try {
    return await work()
  } finally {
    Settings.now = realNow
  }
}

/**
 * The scripted days (tests/helpers/report_fixture.ts): DTN-000001 (Alex,
 * card, 23:30 on 31 Oct), DTN-000002 (Maria, cash, 00:30 on 1 Nov),
 * NTH-000001 (Maria, card and cash, 23:30 on 1 Nov), DTN-000003 (Alex,
 * cash, voided on 2 Nov); RT-000001 at Northside and RT-000002 at Downtown
 * on 2 Nov. Then at Harbour Mall, nobody's but the admin's: HBR-000001 to
 * Ada Quinn by card at noon on 1 Nov, and its return RT-000003 at 22:30 on
 * 2 Nov (03:30 UTC on the 3rd). A parked draft at Downtown.
 */
async function salesAndReturns() {
  await scriptedDays()
  const product = await stockedProduct('HBR', 5, { price: 500, taxRateBp: 0 })
  const ada = await Customer.create({ name: 'Ada Quinn', phone: '555-0101' })
  const { order } = await atLocal('2026-11-01T12:00:00', async () =>
    sellAs(
      'admin@demo.test',
      await cartAt('HBR', [{ productId: product.id, quantity: 2 }], {
        customerId: ada.id,
        payments: [{ method: 'card', amount: 1000 }],
      })
    )
  )
  const line = await OrderLine.findByOrFail('order_id', order.id)
  const admin = await actorFor('admin@demo.test')
  await atLocal('2026-11-02T22:30:00', () =>
    createReturn(
      {
        orderId: order.id,
        reason: 'changed_mind',
        refundMethod: 'card',
        lines: [{ orderLineId: line.id, quantity: 1, restock: true }],
      },
      admin
    )
  )
  await parkSale(await cartAt('DTN', [{ productId: product.id, quantity: 1 }]), admin)
}

async function scopeOf(email: string) {
  const user = await User.findByOrFail('email', email)
  await user.load('role')
  return BranchScope.of(user)
}

/** The orders list's rows for a user and filters, as numbers in id order. */
async function ordersListed(email: string, filters: OrderFilters = {}) {
  const scope = await scopeOf(email)
  const orders = await scope
    .restrict(Order.query(), 'orders.branch_id')
    .apply((scopes) => {
      scopes.checkedOut()
      scopes.filtered(filters, FIXTURE_ZONE)
    })
    .orderBy('orders.id')
  return orders.map((order) => order.number)
}

/** The returns list's rows for a user and filters, as numbers in id order. */
async function returnsListed(email: string, filters: ReturnFilters = {}) {
  const scope = await scopeOf(email)
  const returns = await scope
    .restrict(SaleReturn.query(), 'returns.branch_id')
    .apply((scopes) => scopes.filtered(filters, FIXTURE_ZONE))
    .orderBy('returns.id')
  return returns.map((row) => row.number)
}

test.group('List scopes: orders and returns', (group) => {
  group.each.setup(() => freshDatabase())

  test('orders: each user’s branches only, a branch filter never widens them, no parked draft', async ({
    assert,
  }) => {
    await salesAndReturns()
    const harbour = await branchCoded('HBR')
    const northside = await branchCoded('NTH')
    assert.deepEqual(await ordersListed('admin@demo.test'), [
      'DTN-000001',
      'DTN-000002',
      'NTH-000001',
      'DTN-000003',
      'HBR-000001',
    ])
    assert.deepEqual(await ordersListed('manager@demo.test'), [
      'DTN-000001',
      'DTN-000002',
      'NTH-000001',
      'DTN-000003',
    ])
    assert.deepEqual(await ordersListed('cashier@demo.test'), [
      'DTN-000001',
      'DTN-000002',
      'DTN-000003',
    ])
    assert.deepEqual(await ordersListed('clerk@demo.test'), ['NTH-000001'])
    assert.deepEqual(await ordersListed('manager@demo.test', { branch: northside.id }), [
      'NTH-000001',
    ])
    assert.deepEqual(await ordersListed('manager@demo.test', { branch: harbour.id }), [])
    assert.deepEqual(await ordersListed('admin@demo.test', { branch: harbour.id }), ['HBR-000001'])
  })

  test('orders: status, seller, payment method and search', async ({ assert }) => {
    await salesAndReturns()
    const maria = await User.findByOrFail('email', 'manager@demo.test')
    const list = (filters: OrderFilters) => ordersListed('admin@demo.test', filters)
    assert.deepEqual(await list({ status: 'voided' }), ['DTN-000003'])
    assert.deepEqual(await list({ status: 'completed' }), ['DTN-000002'])
    assert.deepEqual(await list({ status: 'partially_returned' }), [
      'DTN-000001',
      'NTH-000001',
      'HBR-000001',
    ])
    assert.deepEqual(await list({ seller: maria.id }), ['DTN-000002', 'NTH-000001'])
    assert.deepEqual(await list({ payment: 'card' }), ['DTN-000001', 'NTH-000001', 'HBR-000001'])
    assert.deepEqual(await list({ payment: 'cash' }), ['DTN-000002', 'NTH-000001', 'DTN-000003'])
    assert.deepEqual(await list({ payment: 'cash', seller: maria.id }), [
      'DTN-000002',
      'NTH-000001',
    ])
    assert.deepEqual(await list({ search: 'Ada' }), ['HBR-000001'])
    assert.deepEqual(await list({ search: 'NTH-000001' }), ['NTH-000001'])
    assert.deepEqual(await ordersListed('manager@demo.test', { search: 'Ada' }), [])
  })

  test('orders: days are whole business days in the shop’s zone, both ends included', async ({
    assert,
  }) => {
    await salesAndReturns()
    const list = (from?: string, to?: string) => ordersListed('admin@demo.test', { from, to })
    // DTN-000001 was sold at 23:30 on 31 October in New York, 03:30 UTC on 1 November.
    assert.deepEqual(await list('2026-10-31', '2026-10-31'), ['DTN-000001'])
    // NTH-000001 at 23:30 on 1 November, 04:30 UTC on the 2nd.
    assert.deepEqual(await list('2026-11-01', '2026-11-01'), [
      'DTN-000002',
      'NTH-000001',
      'HBR-000001',
    ])
    assert.deepEqual(await list('2026-11-02'), ['DTN-000003'])
    assert.deepEqual(await list(undefined, '2026-10-31'), ['DTN-000001'])
    assert.deepEqual(await list('2026-11-03'), [])
  })

  test('returns: each user’s branches only, a branch filter never widens them; reason, days and search', async ({
    assert,
  }) => {
    await salesAndReturns()
    const harbour = await branchCoded('HBR')
    assert.deepEqual(await returnsListed('admin@demo.test'), [
      'RT-000001',
      'RT-000002',
      'RT-000003',
    ])
    assert.deepEqual(await returnsListed('manager@demo.test'), ['RT-000001', 'RT-000002'])
    assert.deepEqual(await returnsListed('cashier@demo.test'), ['RT-000002'])
    assert.deepEqual(await returnsListed('clerk@demo.test'), ['RT-000001'])
    assert.deepEqual(await returnsListed('manager@demo.test', { branch: harbour.id }), [])
    assert.deepEqual(await returnsListed('admin@demo.test', { branch: harbour.id }), ['RT-000003'])

    const list = (filters: ReturnFilters) => returnsListed('admin@demo.test', filters)
    assert.deepEqual(await list({ reason: 'defective' }), ['RT-000001'])
    assert.deepEqual(await list({ reason: 'damaged' }), ['RT-000002'])
    // RT-000003 at 22:30 on 2 November in New York is 03:30 UTC on the 3rd.
    assert.deepEqual(await list({ from: '2026-11-02', to: '2026-11-02' }), [
      'RT-000001',
      'RT-000002',
      'RT-000003',
    ])
    assert.deepEqual(await list({ from: '2026-11-03' }), [])
    assert.deepEqual(await list({ to: '2026-11-01' }), [])
    assert.deepEqual(await list({ search: 'RT-000002' }), ['RT-000002'])
    assert.deepEqual(await list({ search: 'HBR-000001' }), ['RT-000003'])
  })
})
