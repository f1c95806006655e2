import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { timestampBinding } from '#support/sql_time'
import { signedIn } from '#tests/helpers/agent'
import { uploadCsv } from '#tests/helpers/csv'
import { freshDatabase } from '#tests/helpers/database'
import { slowestVisitDuring, warmUp } from '#tests/helpers/latency'

/** Enough rows that doing the work in one piece would hold the server for about a second. */
const ROWS = 20_000

/** Customers inserted straight into the table, many to a statement. */
async function manyCustomers(count: number) {
  const now = timestampBinding(DateTime.utc(), db.connection().dialect.name)
  const rows = Array.from({ length: count }, (_, index) => ({
    name: `Customer ${index}`,
    email: `customer${index}@example.test`,
    phone: `555 ${String(index).padStart(6, '0')}`,
    is_active: true,
    created_at: now,
    updated_at: now,
  }))
  for (let start = 0; start < rows.length; start += 500) {
    await db.table('customers').multiInsert(rows.slice(start, start + 500))
  }
}

/** A customers file of `count` rows, every one of them valid. */
function customersCsv(count: number) {
  const lines = Array.from(
    { length: count },
    (_, index) => `Imported ${index},imported${index}@example.test,555 ${index}`
  )
  return ['Name,Email,Phone', ...lines].join('\n')
}

function stallReport(slowest: number, longestStall: number) {
  return `slowest sign-in page: ${Math.round(slowest)} ms (longest event-loop stall: ${Math.round(longestStall)} ms)`
}

test.group('Heavy work does not freeze the server', (group) => {
  group.each.setup(() => freshDatabase())
  group.each.timeout(60_000)

  test('another request answers within 200 ms while a 20,000-row export streams', async ({
    client,
    assert,
  }) => {
    await manyCustomers(ROWS)
    const manager = await signedIn(client, 'manager@demo.test')
    // The first page render and export compile what they need; measure the steady state.
    await warmUp()
    await manager.get('/customers/export?search=Customer%201999')

    const exporting = manager.get('/customers/export').then((response) => {
      response.assertStatus(200)
      return response.text().split('\n').length
    })
    const { slowest, visits, longestStall } = await slowestVisitDuring(exporting)
    assert.isAbove(await exporting, ROWS)
    assert.isAtLeast(visits, 3, 'the export lasted long enough to be measured')
    assert.isBelow(slowest, 200, stallReport(slowest, longestStall))
  })

  test('another request answers within 200 ms while a 20,000-row import is previewed', async ({
    client,
    assert,
  }) => {
    const manager = await signedIn(client, 'manager@demo.test')
    await warmUp()
    const warmUpPreview = await uploadCsv(manager, 'customers', customersCsv(10))
    warmUpPreview.assertStatus(302)

    const previewing = uploadCsv(manager, 'customers', customersCsv(ROWS))
    const { slowest, visits, longestStall } = await slowestVisitDuring(previewing)
    const response = await previewing
    response.assertStatus(302)
    const preview = await manager.visit(response.header('location') as string)
    assert.equal(preview.inertiaProps.preview.totalRows, ROWS)
    assert.isAtLeast(visits, 3, 'the preview lasted long enough to be measured')
    assert.isBelow(slowest, 200, stallReport(slowest, longestStall))
  })
})
