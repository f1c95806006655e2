import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Role from '#models/role'
import Setting from '#models/setting'
import type TillSession from '#models/till_session'
import { localDay, weekPeriod } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'
import { signedIn } from '#tests/helpers/agent'
import { roleAndBranchIds, verifiedAccount } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

async function closedAt(session: TillSession, instant: DateTime) {
  await db
    .from('till_sessions')
    .where('id', session.id)
    .update({ closed_at: timestampBinding(instant, db.connection().dialect.name) })
}

/**
 * This week in the shop's zone: Front 2 (Downtown) closed 0.50 short now and
 * once exactly, North 1 (Northside) 0.20 over at the week's first instant,
 * Front 2 9.99 over just before the week began; Harbour 1 0.07 short now.
 * Open now: Front 1 (the cashier's, 100.00 float and a 25.00 cash sale),
 * then North 1 (the manager's) and Harbour 1 (the admin's).
 */
async function tillsThisWeek() {
  const { businessTimezone: zone } = await Setting.firstOrFail()
  const week = weekPeriod(localDay(DateTime.utc(), zone), zone)
  const front1 = await tillAt('DTN', 'Front 1', 'FRONT1')
  const front2 = await tillAt('DTN', 'Front 2', 'FRONT2')
  const north = await tillAt('NTH', 'North 1', 'NORTH1')
  const harbour = await tillAt('HBR', 'Harbour 1', 'HBR1')
  const close = async (email: string, till: typeof front1, float: number, counted: number) =>
    closedBy(email, await openedBy(email, till, float), { countedCash: counted })

  await close('manager@demo.test', front2, 5000, 4950)
  await close('manager@demo.test', front2, 5000, 5000)
  await closedAt(
    await close('manager@demo.test', front2, 5000, 5999),
    week.start.minus({ seconds: 1 })
  )
  await closedAt(await close('manager@demo.test', north, 3000, 3020), week.start)
  await close('admin@demo.test', harbour, 2000, 1993)

  await openedBy('cashier@demo.test', front1, 10_000)
  const product = await stockedProduct('DTN', 5, { price: 1250, taxRateBp: 0 })
  await sellAs(
    'cashier@demo.test',
    await cartAt('DTN', [{ productId: product.id, quantity: 2 }], {
      payments: [{ method: 'cash', amount: 3000 }],
      tillId: front1.id,
    })
  )
  await openedBy('manager@demo.test', north, 3000)
  await openedBy('admin@demo.test', harbour, 2000)
  return { weekStart: localDay(week.start, zone) }
}

test.group('Dashboard: the till blocks', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('the manager: open tills of their branches with the expected cash; this week’s differences', async ({
    client,
    assert,
  }) => {
    const { weekStart } = await tillsThisWeek()
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/dashboard')
    assert.include(page.inertiaProps.blocks, { openTills: true, cashDifferences: true })
    const { openTills, cashDifferences } = page.inertiaProps
    assert.equal(openTills.total, 2)
    assert.deepEqual(
      openTills.sessions.map((row: any) => [row.till, row.branch, row.openedBy, row.expectedCash]),
      [
        ['Front 1', 'Downtown', 'Sam Carter', 12_500],
        ['North 1', 'Northside', 'Maria Lopez', 3000],
      ]
    )
    assert.equal(cashDifferences.from, weekStart)
    assert.equal(cashDifferences.total, 2)
    assert.equal(cashDifferences.difference, -30)
    assert.deepEqual(
      cashDifferences.sessions.map((row: any) => [row.zNumber, row.till, row.difference]),
      [
        ['Z-FRONT2-000001', 'Front 2', -50],
        ['Z-NORTH1-000001', 'North 1', 20],
      ]
    )

    const admin = await signedIn(client, 'admin@demo.test')
    const all = await admin.visit('/dashboard')
    assert.equal(all.inertiaProps.openTills.total, 3)
    assert.include(all.inertiaProps.cashDifferences, { total: 3, difference: -37 })
  })

  test('a reader of sessions sees no expected cash; the cashier and the clerk get no till block', async ({
    client,
    assert,
  }) => {
    await tillsThisWeek()
    const { branches } = await roleAndBranchIds()
    const role = await Role.create({
      name: 'Till reader',
      permissions: ['dashboard.view', 'tills.view'],
      allBranches: false,
      maxDiscountBp: 0,
    })
    const reader = await verifiedAccount('Rita Reader', 'rita@demo.test', role.id)
    await reader.related('branches').attach([branches.DTN])
    const rita = await signedIn(client, 'rita@demo.test')
    const page = await rita.visit('/dashboard')
    assert.deepEqual(
      page.inertiaProps.openTills.sessions.map((row: any) => [row.till, row.expectedCash]),
      [['Front 1', null]]
    )
    assert.include(page.inertiaProps.cashDifferences, { total: 1, difference: -50 })

    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const user = await signedIn(client, email)
      const theirs = await user.visit('/dashboard')
      assert.include(theirs.inertiaProps.blocks, { openTills: false, cashDifferences: false })
      assert.notProperty(theirs.inertiaProps, 'openTills', email)
      assert.notProperty(theirs.inertiaProps, 'cashDifferences', email)
    }
  })
})
