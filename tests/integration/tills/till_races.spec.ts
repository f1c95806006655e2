import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import Order from '#models/order'
import TillSession from '#models/till_session'
import { openSession } from '#services/tills/open_session'
import { closeSession } from '#services/tills/close_session'
import { verifySessions } from '#services/tills/session_verify'
import {
  NoOpenTillSession,
  TillAlreadyOpen,
  TillSessionClosed,
  TillSessionNotOpen,
} from '#exceptions/till_errors'
import { freshDatabase } from '#tests/helpers/database'
import { assertManyConnections, cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'
import { openedBy, tillAt } from '#tests/helpers/tills'
import { expectedCash } from '#common/tills'

/**
 * Races on a till: run on PostgreSQL (a pool of ten or more, no test-wide
 * transaction) they overlap for real; on SQLite they serialise, and the
 * same outcomes must hold.
 */
test.group('Till sessions under concurrent requests', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('20 sales racing a close: each lands in the session or is refused, none lost', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const item = await stockedProduct('DTN', 100, { price: 1000, taxRateBp: 0, cost: 400 })
    const till = await tillAt('DTN', 'Front 1')
    const session = await openedBy('cashier@demo.test', till, 5_000)
    const carts = await Promise.all(
      Array.from({ length: 20 }, () =>
        cartAt('DTN', [{ productId: item.id, quantity: 1 }], {
          payments: [{ method: 'cash', amount: 2000 }],
          tillId: till.id,
        })
      )
    )
    const cashier = await actorFor('cashier@demo.test')
    const sales = carts.map((cart) => sellAs('cashier@demo.test', cart))
    const close = closeSession(session, { countedCash: 0, idempotencyKey: randomUUID() }, cashier)
    const results = await Promise.allSettled(sales)
    const { session: closed } = await close
    const sold = results.filter((result) => result.status === 'fulfilled')
    for (const result of results) {
      if (result.status === 'rejected') {
        assert.isTrue(
          result.reason instanceof TillSessionClosed || result.reason instanceof NoOpenTillSession,
          String(result.reason)
        )
      }
    }
    const orders = await Order.query().whereNotNull('completed_at')
    assert.lengthOf(orders, sold.length)
    for (const order of orders) assert.equal(order.tillSessionId, session.id)
    await closed.refresh()
    assert.equal(closed.salesCount, sold.length)
    assert.equal(closed.cashSales, sold.length * 1000)
    assert.equal(closed.expectedCash, 5_000 + sold.length * 1000)
    assert.equal(expectedCash(closed), closed.expectedCash)
    const check = await verifySessions()
    assert.deepEqual(check.differences, [])
  }).timeout(120_000)

  test('two opens of one till at once: one session opens, the other is refused', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const till = await tillAt('DTN', 'Front 1')
    const [cashier, manager] = await Promise.all([
      actorFor('cashier@demo.test'),
      actorFor('manager@demo.test'),
    ])
    const results = await Promise.allSettled(
      [cashier, manager].map((actor) =>
        openSession(
          {
            tillId: till.id,
            floatSource: 'counted',
            openingFloat: 10_000,
            idempotencyKey: randomUUID(),
          },
          actor
        )
      )
    )
    assert.lengthOf(
      results.filter((result) => result.status === 'fulfilled'),
      1
    )
    const [refused] = results.filter((result) => result.status === 'rejected')
    assert.instanceOf((refused as PromiseRejectedResult).reason, TillAlreadyOpen)
    assert.lengthOf(await TillSession.query().where('till_id', till.id), 1)
  }).timeout(60_000)

  test('two closes at once: one Z report, the other told it is closed', async ({ assert }) => {
    await assertManyConnections(assert)
    const till = await tillAt('DTN', 'Front 1', 'FRONT1')
    const session = await openedBy('cashier@demo.test', till)
    const [cashier, manager] = await Promise.all([
      actorFor('cashier@demo.test'),
      actorFor('manager@demo.test'),
    ])
    const results = await Promise.allSettled([
      closeSession(session, { countedCash: 10_000, idempotencyKey: randomUUID() }, cashier),
      closeSession(session, { countedCash: 9_000, idempotencyKey: randomUUID() }, manager),
    ])
    assert.lengthOf(
      results.filter((result) => result.status === 'fulfilled'),
      1
    )
    const [refused] = results.filter((result) => result.status === 'rejected')
    assert.instanceOf((refused as PromiseRejectedResult).reason, TillSessionNotOpen)
    await session.refresh()
    assert.equal(session.zNumber, 'Z-FRONT1-000001')
    await till.refresh()
    assert.equal(till.nextZSeq, 2)
  }).timeout(60_000)
})
