import { test } from '@japa/runner'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf } from '#tests/helpers/responses'
import { branchCoded } from '#tests/helpers/stock'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

/**
 * Two sessions closed today: Downtown's Front 1 by the cashier, 100.00
 * expected and 99.50 counted; Harbour Mall's by the admin, 20.00 expected
 * and 21.00 counted.
 */
async function closedToday() {
  const front = await tillAt('DTN', 'Front 1', 'FRONT1')
  await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', front), {
    countedCash: 9950,
  })
  const harbour = await tillAt('HBR', 'Harbour 1', 'HBR1')
  await closedBy('admin@demo.test', await openedBy('admin@demo.test', harbour, 2000), {
    countedCash: 2100,
  })
}

function csvLines(text: string) {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
}

test.group('Reports: cash', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('per till within the manager’s branches, its export the same table named after its rows', async ({
    client,
    assert,
  }) => {
    await closedToday()
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/reports/cash?preset=today&by=till&sort=difference')
    page.assertStatus(200)
    page.assertInertiaComponent('reports/cash')
    assert.equal(page.inertiaProps.by, 'till')
    assert.deepEqual(page.inertiaProps.report.rows, [
      {
        id: page.inertiaProps.report.rows[0].id,
        name: 'Front 1 · Downtown',
        sessions: 1,
        withDifference: 1,
        cashIn: 0,
        cashOut: 0,
        expected: 10_000,
        counted: 9950,
        difference: -50,
      },
    ])

    const csv = await manager.get('/reports/cash/export?preset=today&by=till')
    csv.assertStatus(200)
    const lines = csvLines(csv.text())
    assert.equal(
      lines[0],
      'Till,Sessions,With a difference,Cash in,Cash out,Expected,Counted,Difference'
    )
    assert.equal(lines[1], 'Front 1 · Downtown,1,1,0.00,0.00,100.00,99.50,-0.50')
    assert.equal(lines.at(-1), 'Total,1,1,0.00,0.00,100.00,99.50,-0.50')

    const admin = await signedIn(client, 'admin@demo.test')
    const all = await admin.visit('/reports/cash?preset=today&by=branch&sort=difference_desc')
    assert.deepEqual(
      all.inertiaProps.report.rows.map((row: { name: string }) => row.name),
      ['Harbour Mall', 'Downtown']
    )
    assert.include(all.inertiaProps.report.totals, { sessions: 2, difference: 50 })
    const byDay = await admin.get('/reports/cash/export?preset=today')
    assert.match(csvLines(byDay.text())[0], /^Day,/)
  })

  test('tills.view or tills.manage reads it; the cashier and the clerk do not; another branch is 404', async ({
    client,
    assert,
  }) => {
    await closedToday()
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.visit('/reports/cash')), 403)
    assert.equal(await statusOf(cashier.get('/reports/cash/export')), 403)
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.visit('/reports/cash')), 403)

    const manager = await signedIn(client, 'manager@demo.test')
    const harbour = await branchCoded('HBR')
    assert.equal(await statusOf(manager.visit(`/reports/cash?branch=${harbour.id}`)), 404)
    const before = await manager.visit('/reports/cash?preset=custom&from=2020-01-01&to=2020-12-31')
    assert.deepEqual(before.inertiaProps.report.rows, [])
    assert.equal(before.inertiaProps.report.totals.sessions, 0)
    // An unknown grouping is left out, as a report's other refused filters are: rows per day.
    const unknown = await manager.visit('/reports/cash?preset=today&by=weather')
    assert.equal(unknown.inertiaProps.by, 'day')
  })
})
