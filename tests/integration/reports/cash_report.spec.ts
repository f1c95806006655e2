import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import type TillSession from '#models/till_session'
import { BranchScope } from '#services/platform/branch_scope'
import { cashReport } from '#services/reports/cash_report'
import { recordCashMovement } from '#services/tills/cash_movements'
import { dayPeriod } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

/** The shop's zone in these tests: a day there is not a UTC day. */
const ZONE = 'America/New_York'

async function scopeOf(email: string) {
  const user = await User.findByOrFail('email', email)
  await user.load('role')
  return BranchScope.of(user)
}

/** Moves a closed session's close to an instant (the report reads the close's day). */
async function closedAt(session: TillSession, instant: DateTime) {
  await db
    .from('till_sessions')
    .where('id', session.id)
    .update({ closed_at: timestampBinding(instant, db.connection().dialect.name) })
}

async function cashMove(session: TillSession, direction: 'in' | 'out', amount: number) {
  const reason = direction === 'in' ? 'change_added' : 'safe_drop'
  await recordCashMovement(
    session,
    { direction, reason, amount, note: null, idempotencyKey: randomUUID() },
    await actorFor('admin@demo.test')
  )
}

/**
 * Sessions closed around 10 and 11 November in New York:
 * - Front 1 (Downtown), the cashier's: float 100.00, a 25.00 cash sale, 20.00
 *   dropped, 104.75 counted of 105.00: −0.25, at noon on the 10th;
 * - North 1 (Northside), the manager's: float 30.00 counted exactly, at the
 *   first instant of the 10th;
 * - Front 2 (Downtown), the manager's: float 50.00, 10.00 in, 61.00 counted
 *   of 60.00: +1.00, at noon on the 11th;
 * - Harbour 1 (Harbour Mall), the admin's: float 20.00, nothing counted:
 *   −20.00, on the 11th, outside the manager's branches;
 * - North 1 again, the manager's, 0.07 over, at the first instant of the 12th:
 *   after the range;
 * - Front 1 again, open: no count, in no figure.
 */
async function sessions() {
  const noon = (day: string) => dayPeriod(day, ZONE).start.plus({ hours: 12 })
  const front1 = await tillAt('DTN', 'Front 1', 'FRONT1')
  const front2 = await tillAt('DTN', 'Front 2', 'FRONT2')
  const north = await tillAt('NTH', 'North 1', 'NORTH1')
  const harbour = await tillAt('HBR', 'Harbour 1', 'HBR1')

  const a = await openedBy('cashier@demo.test', front1, 10_000)
  const product = await stockedProduct('DTN', 5, { price: 1250, taxRateBp: 0 })
  await sellAs(
    'cashier@demo.test',
    await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 3000 }],
      tillId: front1.id,
    })
  )
  await cashMove(a, 'out', 2000)
  await closedAt(
    await closedBy('cashier@demo.test', a, { countedCash: 10_475 }),
    noon('2026-11-10')
  )

  const d = await openedBy('manager@demo.test', north, 3000)
  await closedAt(
    await closedBy('manager@demo.test', d, { countedCash: 3000 }),
    dayPeriod('2026-11-10', ZONE).start
  )
  const b = await openedBy('manager@demo.test', front2, 5000)
  await cashMove(b, 'in', 1000)
  await closedAt(await closedBy('manager@demo.test', b, { countedCash: 6100 }), noon('2026-11-11'))
  const c = await openedBy('admin@demo.test', harbour, 2000)
  await closedAt(await closedBy('admin@demo.test', c, { countedCash: 0 }), noon('2026-11-11'))
  const e = await openedBy('manager@demo.test', north, 3000)
  await closedAt(
    await closedBy('manager@demo.test', e, { countedCash: 3007 }),
    dayPeriod('2026-11-12', ZONE).start
  )
  await openedBy('cashier@demo.test', front1, 10_000)
}

const RANGE = { from: '2026-11-10', to: '2026-11-11' }

test.group('Cash report', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('per day: the stored counts of the sessions closed in the range, both ends of it, in scope', async ({
    assert,
  }) => {
    await sessions()
    const scope = await scopeOf('manager@demo.test')
    const byDay = await cashReport({ scope }, RANGE, ZONE, 'day')
    assert.deepEqual(byDay.rows, [
      {
        id: '2026-11-10',
        name: '2026-11-10',
        sessions: 2,
        withDifference: 1,
        cashIn: 0,
        cashOut: 2000,
        expected: 10_500 + 3000,
        counted: 10_475 + 3000,
        difference: -25,
      },
      {
        id: '2026-11-11',
        name: '2026-11-11',
        sessions: 1,
        withDifference: 1,
        cashIn: 1000,
        cashOut: 0,
        expected: 6000,
        counted: 6100,
        difference: 100,
      },
    ])
    assert.deepEqual(byDay.totals, {
      sessions: 3,
      withDifference: 2,
      cashIn: 1000,
      cashOut: 2000,
      expected: 19_500,
      counted: 19_575,
      difference: 75,
    })
    assert.deepEqual(byDay.chart, { days: ['2026-11-10', '2026-11-11'], difference: [-25, 100] })

    // The last instant of the 12th's eve is the range's end: the session closed at midnight is out.
    const withTwelfth = await cashReport({ scope }, { ...RANGE, to: '2026-11-12' }, ZONE, 'day')
    assert.equal(withTwelfth.totals.sessions, 4)
    assert.equal(withTwelfth.totals.difference, 82)
    const eleventh = await cashReport(
      { scope },
      { from: '2026-11-11', to: '2026-11-11' },
      ZONE,
      'day'
    )
    assert.equal(eleventh.totals.sessions, 1)
  })

  test('per till, cashier and branch, sorted; one branch narrows; the admin sees every branch', async ({
    assert,
  }) => {
    await sessions()
    const scope = await scopeOf('manager@demo.test')
    const byTill = await cashReport({ scope }, RANGE, ZONE, 'till', 'difference_desc')
    assert.deepEqual(
      byTill.rows.map((row) => [row.name, row.sessions, row.difference]),
      [
        ['Front 2 · Downtown', 1, 100],
        ['North 1 · Northside', 1, 0],
        ['Front 1 · Downtown', 1, -25],
      ]
    )
    const byCashier = await cashReport({ scope }, RANGE, ZONE, 'cashier')
    assert.deepEqual(
      byCashier.rows.map((row) => [row.name, row.sessions, row.expected, row.difference]),
      [
        ['Maria Lopez', 2, 9000, 100],
        ['Sam Carter', 1, 10_500, -25],
      ]
    )
    const northside = await branchCoded('NTH')
    const narrowed = await cashReport({ scope, branchId: northside.id }, RANGE, ZONE, 'branch')
    assert.deepEqual(
      narrowed.rows.map((row) => [row.name, row.sessions, row.counted]),
      [['Northside', 1, 3000]]
    )

    const all = await cashReport({ scope: await scopeOf('admin@demo.test') }, RANGE, ZONE, 'branch')
    assert.deepEqual(
      all.rows.map((row) => [row.name, row.sessions, row.difference]),
      [
        ['Downtown', 2, 75],
        ['Harbour Mall', 1, -2000],
        ['Northside', 1, 0],
      ]
    )
    assert.equal(all.totals.difference, -1925)
    assert.equal(all.totals.withDifference, 3)
  })
})
