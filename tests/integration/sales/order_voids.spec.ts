import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime, Settings } from 'luxon'
import AuditEvent from '#models/audit_event'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import Setting from '#models/setting'
import StockMovement from '#models/stock_movement'
import { parkSale } from '#services/sales/checkout'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'
import { OrderNotVoidable } from '#exceptions/sale_errors'
import { freshDatabase } from '#tests/helpers/database'
import {
  assertManyConnections,
  cartAt,
  onHandAt,
  sellAs,
  stockedProduct,
} from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant } from '#tests/helpers/stock'

/** Two units of a fresh product sold at Downtown, 6 left of 8. */
async function soldTwo() {
  const product = await stockedProduct('DTN', 8, { price: 450, taxRateBp: 0, cost: 200 })
  const { order } = await sellAs(
    'cashier@demo.test',
    await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 1000 }],
    })
  )
  return { product, order }
}

/** Luxon's clock stopped at `iso` for the rest of the test. */
function clockAt(iso: string, cleanup: (handler: () => void) => void) {
  const real = Settings.now
  cleanup(() => {
    Settings.now = real
  })
  const set = (at: string) => {
    const millis = DateTime.fromISO(at, { setZone: true }).toMillis()
    Settings.now = () => millis
  }
  set(iso)
  return { set }
}

test.group('Voiding an order', (group) => {
  group.each.setup(() => freshDatabase())

  test('puts the stock back with sale_void rows, marks it voided and audits the reason', async ({
    assert,
  }) => {
    const { product, order } = await soldTwo()
    assert.equal(await onHandAt(product.id, 'DTN'), 6)
    const manager = await actorFor('manager@demo.test')
    const voided = await voidOrder(order.id, 'Customer changed their mind at the till', manager)

    assert.equal(voided.status, 'voided')
    assert.equal(voided.voidReason, 'Customer changed their mind at the till')
    assert.equal(voided.voidedBy, manager.user.id)
    assert.isNotNull(voided.voidedAt)
    assert.equal(await onHandAt(product.id, 'DTN'), 8)
    const rows = await StockMovement.query().where('type', 'sale_void')
    assert.lengthOf(rows, 1)
    assert.include(rows[0].$attributes, {
      productId: product.id,
      quantity: 2,
      referenceType: 'order',
      referenceId: order.id,
    })
    // Out of the sales figures.
    const sold = await Order.query().withScopes((scopes) => scopes.sold())
    assert.lengthOf(sold, 0)
    const event = await AuditEvent.findByOrFail('action', 'order.voided')
    assert.equal(event.subjectType, 'order')
    assert.equal(event.subjectId, String(order.id))
    assert.equal(event.userId, manager.user.id)
    assert.deepEqual(event.changes!.reason, {
      from: null,
      to: 'Customer changed their mind at the till',
    })
    await assertLedgerInvariant(assert)
  })

  test('only on the order’s own business day in the shop’s time zone', async ({
    assert,
    cleanup,
  }) => {
    await Setting.query().update({ business_timezone: 'America/New_York' })
    const clock = clockAt('2026-03-10T23:50:00-04:00', cleanup)
    const late = await soldTwo()
    const early = await soldTwo()
    const admin = await actorFor('admin@demo.test')

    // 23:59 the same evening in New York (03:59 UTC the next day): still its day.
    clock.set('2026-03-10T23:59:00-04:00')
    await voidOrder(late.order.id, 'Scanned twice', admin)

    // One minute past local midnight: another business day, though UTC's date has not changed.
    clock.set('2026-03-11T00:01:00-04:00')
    const error = await voidOrder(early.order.id, 'Too late', admin).catch((caught) => caught)
    assert.instanceOf(error, OrderNotVoidable)
    assert.equal(
      error.message,
      `Order ${early.order.number} was sold on an earlier business day: it can no longer be voided. Take a return instead.`
    )
    await early.order.refresh()
    assert.equal(early.order.status, 'completed')
    assert.equal(await onHandAt(early.product.id, 'DTN'), 6)
  })

  test('at 18:00 in Los Angeles (01:00 UTC the next day) sales of that afternoon and evening are voided and taken off their day’s rollups', async ({
    assert,
    cleanup,
  }) => {
    await Setting.query().update({ business_timezone: 'America/Los_Angeles' })
    // 16:00 PDT on 10 March is 23:00 UTC on the 10th; 17:30 PDT is 00:30 UTC on the 11th.
    const clock = clockAt('2026-03-10T16:00:00-07:00', cleanup)
    const afternoon = await soldTwo()
    clock.set('2026-03-10T17:30:00-07:00')
    const evening = await soldTwo()
    const sellerDays = async () => {
      const rows = await db.from('sales_seller_days').select('day', 'orders', 'items', 'net')
      return rows.map((row) => `${row.day}: ${row.orders} ${row.items} ${row.net}`)
    }
    assert.deepEqual(await sellerDays(), ['2026-03-10: 2 4 1800'])

    clock.set('2026-03-10T18:00:00-07:00')
    const manager = await actorFor('manager@demo.test')
    await voidOrder(afternoon.order.id, 'Rang up twice', manager)
    await voidOrder(evening.order.id, 'Rang up twice', manager)

    assert.deepEqual(await sellerDays(), ['2026-03-10: 0 0 0'])
    const daysOf = async (table: string) => {
      const rows = await db.from(table).select('day')
      return rows.map((row) => String(row.day))
    }
    // One row per product sold, one for the cash payments, one for the branch: all on the 10th.
    assert.deepEqual(await daysOf('sales_product_days'), ['2026-03-10', '2026-03-10'])
    assert.deepEqual(await daysOf('sales_payment_days'), ['2026-03-10'])
    assert.deepEqual(await daysOf('sales_branch_days'), ['2026-03-10'])
    const [branchDay] = await db.from('sales_branch_days').select('net', 'cost')
    assert.deepEqual([Number(branchDay.net), Number(branchDay.cost)], [0, 0])
    assert.equal(await onHandAt(evening.product.id, 'DTN'), 8)
  })

  test('refused after a return, twice, on a parked sale, and outside the user’s branches', async ({
    assert,
  }) => {
    const admin = await actorFor('admin@demo.test')
    const { product, order } = await soldTwo()
    const line = await OrderLine.findByOrFail('order_id', order.id)
    await createReturn(
      {
        orderId: order.id,
        reason: 'defective',
        refundMethod: 'cash',
        lines: [{ orderLineId: line.id, quantity: 1, restock: true }],
      },
      admin
    )
    const returned = await voidOrder(order.id, 'Too late', admin).catch((caught) => caught)
    assert.instanceOf(returned, OrderNotVoidable)
    assert.match(returned.message, /were returned: it can no longer be voided/)

    const second = await soldTwo()
    await voidOrder(second.order.id, 'Rang up twice', admin)
    const again = await voidOrder(second.order.id, 'Rang up twice', admin).catch((caught) => caught)
    assert.equal(again.message, `Order ${second.order.number} is already voided.`)

    const draft = await parkSale(
      await cartAt('DTN', [{ productId: product.id, quantity: 1 }]),
      admin
    )
    const parked = await voidOrder(draft.id, 'Parked', admin).catch((caught) => caught)
    assert.equal(parked.message, 'Only a completed sale can be voided.')

    // The clerk works at Northside only: a Downtown order reads as missing.
    const third = await soldTwo()
    const clerk = await actorFor('clerk@demo.test')
    const missing = await voidOrder(third.order.id, 'Not mine', clerk).catch((caught) => caught)
    assert.equal(missing.code, 'E_ROW_NOT_FOUND')
    await third.order.refresh()
    assert.equal(third.order.status, 'completed')
    await assertLedgerInvariant(assert)
  })

  test('two voids at once: one voids, the other is told, the stock comes back once', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const { product, order } = await soldTwo()
    const admin = await actorFor('admin@demo.test')
    const results = await Promise.allSettled([
      voidOrder(order.id, 'First', admin),
      voidOrder(order.id, 'Second', admin),
    ])
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1)
    const [refusal] = results.filter((result) => result.status === 'rejected')
    assert.instanceOf((refusal as PromiseRejectedResult).reason, OrderNotVoidable)
    assert.equal(await onHandAt(product.id, 'DTN'), 8)
    assert.lengthOf(await StockMovement.query().where('type', 'sale_void'), 1)
    await assertLedgerInvariant(assert)
  }).timeout(60_000)
})
