import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import SaleReturn from '#models/sale_return'
import Setting from '#models/setting'
import TillMovement from '#models/till_movement'
import TillSession from '#models/till_session'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'
import { openSession } from '#services/tills/open_session'
import { recordCashMovement } from '#services/tills/cash_movements'
import { closeSession } from '#services/tills/close_session'
import { verifySessions } from '#services/tills/session_verify'
import { verifyRollups } from '#services/reports/rollup_rebuild'
import {
  NoOpenTillSession,
  NothingToCarry,
  TillAlreadyOpen,
  TillNotAtBranch,
  TillSessionClosed,
  TillSessionNotOpen,
  BadDenominationCount,
} from '#exceptions/till_errors'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor } from '#tests/helpers/stock'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'
import { expectedCash } from '#common/tills'

/** A product at 12.50, no tax, 50 on hand at Downtown. */
function product() {
  return stockedProduct('DTN', 50, { price: 1250, taxRateBp: 0, cost: 500 })
}

test.group('Till sessions', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('a fresh install asks for a session; without one the sale is refused and nothing written', async ({
    assert,
  }) => {
    const settings = await Setting.current()
    assert.isTrue(settings.saleNeedsTillSession)
    assert.isFalse(settings.cardSalesWithoutSession)
    assert.isTrue(settings.blindTillCount)
    const item = await product()
    const cart = await cartAt('DTN', [{ productId: item.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 1250 }],
    })
    await assert.rejects(() => sellAs('cashier@demo.test', cart), NoOpenTillSession)
    const till = await tillAt('DTN', 'Front 1')
    await assert.rejects(
      () => sellAs('cashier@demo.test', { ...cart, tillId: till.id }),
      /Front 1 has no open session/
    )
    assert.lengthOf(await Order.all(), 0)
  })

  test('a card-only sale goes through without a session when the shop allows it, cash does not', async ({
    assert,
  }) => {
    await db.from('settings').update({ card_sales_without_session: true })
    const item = await product()
    const card = await cartAt('DTN', [{ productId: item.id, quantity: 1 }], {
      payments: [{ method: 'card', amount: 1250 }],
    })
    const { order } = await sellAs('cashier@demo.test', card)
    assert.isNull(order.tillSessionId)
    const cash = await cartAt('DTN', [{ productId: item.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 1250 }],
    })
    await assert.rejects(() => sellAs('cashier@demo.test', cash), NoOpenTillSession)
  })

  test('cash sales are filed net of change; card and other apart; expected cash from the totals', async ({
    assert,
  }) => {
    const item = await product()
    const till = await tillAt('DTN', 'Front 1')
    const session = await openedBy('cashier@demo.test', till, 10_000)
    const sell = async (payments: { method: 'cash' | 'card' | 'other'; amount: number }[]) =>
      sellAs(
        'cashier@demo.test',
        await cartAt('DTN', [{ productId: item.id, quantity: 2 }], { payments, tillId: till.id })
      )
    const { order } = await sell([{ method: 'cash', amount: 5000 }])
    assert.equal(order.changeDue, 2500)
    assert.equal(order.tillSessionId, session.id)
    await sell([{ method: 'card', amount: 2500 }])
    await sell([
      { method: 'other', amount: 1000 },
      { method: 'cash', amount: 2000 },
    ])
    await session.refresh()
    assert.equal(session.salesCount, 3)
    assert.equal(session.salesTotal, 7500)
    assert.equal(session.cashSales, 2500 + 1500)
    assert.equal(session.cardSales, 2500)
    assert.equal(session.otherSales, 1000)
    assert.equal(expectedCash(session), 14_000)
  })

  test('a till of another branch is refused for the sale', async ({ assert }) => {
    const item = await product()
    const north = await tillAt('NTH', 'Front 1')
    const cart = await cartAt('DTN', [{ productId: item.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 1250 }],
      tillId: north.id,
    })
    await assert.rejects(() => sellAs('admin@demo.test', cart), TillNotAtBranch)
  })

  test('one open session per till; a float carried over shows the last count', async ({
    assert,
  }) => {
    const till = await tillAt('DTN', 'Front 1')
    const cashier = await actorFor('cashier@demo.test')
    await assert.rejects(
      () =>
        openSession(
          { tillId: till.id, floatSource: 'carried', idempotencyKey: randomUUID() },
          cashier
        ),
      NothingToCarry
    )
    const key = randomUUID()
    const first = await openSession(
      { tillId: till.id, floatSource: 'counted', openingFloat: 15_000, idempotencyKey: key },
      cashier
    )
    const again = await openSession(
      { tillId: till.id, floatSource: 'counted', openingFloat: 15_000, idempotencyKey: key },
      cashier
    )
    assert.isTrue(again.replayed)
    assert.equal(again.session.id, first.session.id)
    await assert.rejects(() => openedBy('manager@demo.test', till), TillAlreadyOpen)
    await closedBy('cashier@demo.test', first.session, { countedCash: 14_950 })
    const carried = await openSession(
      { tillId: till.id, floatSource: 'carried', idempotencyKey: randomUUID() },
      cashier
    )
    assert.equal(carried.session.openingFloat, 14_950)
    assert.equal(carried.session.carriedFloat, 14_950)
    await closedBy('cashier@demo.test', carried.session, { countedCash: 14_950 })
    const counted = await openedBy('cashier@demo.test', till, 14_900)
    assert.equal(counted.carriedFloat, 14_950)
    assert.equal(counted.floatSource, 'counted')
  })

  test('cash in and out: numbered, audited, one per form key, refused once closed', async ({
    assert,
  }) => {
    const till = await tillAt('DTN', 'Front 1')
    const session = await openedBy('cashier@demo.test', till, 10_000)
    const cashier = await actorFor('cashier@demo.test')
    const key = randomUUID()
    const out = { direction: 'out' as const, reason: 'safe_drop' as const, amount: 4000 }
    const first = await recordCashMovement(session, { ...out, idempotencyKey: key }, cashier)
    const twice = await recordCashMovement(session, { ...out, idempotencyKey: key }, cashier)
    assert.isTrue(twice.replayed)
    assert.equal(first.movement.number, 'CM-000001')
    await recordCashMovement(
      session,
      { direction: 'in', reason: 'change_added', amount: 1500, idempotencyKey: randomUUID() },
      cashier
    )
    assert.lengthOf(await TillMovement.all(), 2)
    await session.refresh()
    assert.equal(session.cashOut, 4000)
    assert.equal(session.cashIn, 1500)
    assert.equal(session.movementsCount, 2)
    assert.equal(expectedCash(session), 7500)
    const closed = await closedBy('cashier@demo.test', session, { countedCash: 7500 })
    await assert.rejects(
      () => recordCashMovement(closed, { ...out, idempotencyKey: randomUUID() }, cashier),
      TillSessionNotOpen
    )
  })

  test('closing records count, expected and difference; Z numbers per till without gaps; final', async ({
    assert,
  }) => {
    const item = await product()
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    const back = await tillAt('DTN', 'Back', 'BACK')
    const session = await openedBy('cashier@demo.test', front, 10_000)
    const { order } = await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: item.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 2000 }],
        tillId: front.id,
      })
    )
    const key = randomUUID()
    const cashier = await actorFor('cashier@demo.test')
    // Two 50.00 notes, one 10.00 and a quarter: 112.25 counted, 112.50 expected.
    const input = { denominations: { '5000': 2, '1000': 1, '25': 9 }, idempotencyKey: key }
    await assert.rejects(
      () => closeSession(session, { ...input, denominations: { '300': 1 } }, cashier),
      BadDenominationCount
    )
    const { session: closed } = await closeSession(session, input, cashier)
    assert.equal(closed.expectedCash, 11_250)
    assert.equal(closed.countedCash, 11_225)
    assert.equal(closed.cashDifference, -25)
    assert.equal(closed.zNumber, 'Z-FRONT1-000001')
    const again = await closeSession(session, input, cashier)
    assert.isTrue(again.replayed)
    await assert.rejects(
      () => closeSession(session, { countedCash: 1, idempotencyKey: randomUUID() }, cashier),
      TillSessionNotOpen
    )
    const backZ = await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', back))
    assert.equal(backZ.zNumber, 'Z-BACK-000001')
    const second = await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', front))
    assert.equal(second.zNumber, 'Z-FRONT1-000002')
    // A session without sales expects its float and differs by what was counted, once.
    assert.equal(second.expectedCash, 10_000)
    assert.equal(second.cashDifference, -10_000)

    // Selling into the closed session's till is refused; nothing moves.
    const refused = await cartAt('DTN', [{ productId: item.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 1250 }],
      tillId: front.id,
    })
    await assert.rejects(() => sellAs('cashier@demo.test', refused), NoOpenTillSession)
    await closed.refresh()
    assert.equal(closed.salesCount, 1)
    const filed = await Order.findOrFail(order.id)
    assert.equal(filed.tillSessionId, closed.id)
  })

  test('a sale whose session closes before it writes is refused, not lost', async ({ assert }) => {
    const item = await product()
    const till = await tillAt('DTN', 'Front 1')
    const session = await openedBy('cashier@demo.test', till)
    await closedBy('cashier@demo.test', session, { countedCash: 10_000 })
    // The session was read open, then closed: the conditional update refuses it.
    const { fileInSession } = await import('#services/tills/session_filing')
    await assert.rejects(
      () => db.transaction((trx) => fileInSession(session.id, { sales_count: 1 }, trx)),
      TillSessionClosed
    )
    await session.refresh()
    assert.equal(session.salesCount, 0)
    assert.exists(item)
  })

  test('a void of a sale from a closed session is filed in the till’s current session', async ({
    assert,
  }) => {
    const item = await product()
    const till = await tillAt('DTN', 'Front 1')
    const morning = await openedBy('cashier@demo.test', till, 10_000)
    const { order } = await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: item.id, quantity: 2 }], {
        payments: [{ method: 'cash', amount: 3000 }],
        tillId: till.id,
      })
    )
    const closed = await closedBy('cashier@demo.test', morning, { countedCash: 12_500 })
    assert.equal(closed.cashDifference, 0)
    const afternoon = await openedBy('manager@demo.test', till, 12_500)
    await voidOrder(order.id, 'Rang up twice', await actorFor('manager@demo.test'))
    await afternoon.refresh()
    await closed.refresh()
    assert.equal(afternoon.voidsCount, 1)
    assert.equal(afternoon.cashVoided, 2500)
    assert.equal(expectedCash(afternoon), 10_000)
    assert.equal(closed.voidsCount, 0)
    assert.equal(closed.expectedCash, 12_500)
    const voided = await Order.findOrFail(order.id)
    assert.equal(voided.voidSessionId, afternoon.id)
    assert.equal(voided.tillSessionId, morning.id)
  })

  test('a cash refund is filed in the till’s session; sessions and rollups verify', async ({
    assert,
  }) => {
    const item = await product()
    const till = await tillAt('DTN', 'Front 1')
    const session = await openedBy('cashier@demo.test', till, 10_000)
    const { order } = await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: item.id, quantity: 2 }], {
        payments: [{ method: 'cash', amount: 2500 }],
        tillId: till.id,
      })
    )
    await order.load('lines')
    const cashier = await actorFor('cashier@demo.test')
    await assert.rejects(
      () =>
        createReturn(
          {
            orderId: order.id,
            reason: 'defective',
            refundMethod: 'cash',
            lines: [{ orderLineId: order.lines[0].id, quantity: 1, restock: true }],
          },
          cashier
        ),
      NoOpenTillSession
    )
    const refund = await createReturn(
      {
        orderId: order.id,
        reason: 'defective',
        refundMethod: 'cash',
        tillId: till.id,
        lines: [{ orderLineId: order.lines[0].id, quantity: 1, restock: true }],
      },
      await actorFor('cashier@demo.test')
    )
    const stored = await SaleReturn.findOrFail(refund.id)
    assert.equal(stored.tillSessionId, session.id)
    await session.refresh()
    assert.equal(session.returnsCount, 1)
    assert.equal(session.cashRefunds, 1250)
    assert.equal(expectedCash(session), 11_250)
    await closedBy('cashier@demo.test', session, { countedCash: 11_200 })
    const check = await verifySessions()
    assert.equal(check.sessions, 1)
    assert.deepEqual(check.differences, [])
    const rollups = await verifyRollups()
    assert.deepEqual(rollups.differences, [])

    // A figure changed behind the services' back is found.
    await db.from('till_sessions').update({ cash_sales: 999 })
    const broken = await verifySessions()
    assert.deepInclude(broken.differences, {
      session: session.id,
      column: 'cash_sales',
      expected: 2500,
      actual: 999,
    })
    assert.lengthOf(await TillSession.query().where('status', 'closed'), 1)
  })
})
