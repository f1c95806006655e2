import { mock } from 'node:test'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import CsvImport from '#models/csv_import'
import { HOUSEKEEPING_TASKS, startHousekeeping } from '#services/platform/housekeeping'
import { freshDatabase } from '#tests/helpers/database'
import { UserFactory } from '#database/factories/user_factory'

test.group('Housekeeping', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('runs every task every 10 minutes until stopped', async ({ assert, cleanup }) => {
    mock.timers.enable({ apis: ['setInterval'] })
    cleanup(() => mock.timers.reset())
    let runs = 0
    const stop = startHousekeeping([async () => runs++])
    mock.timers.tick(599_999)
    assert.equal(runs, 0)
    mock.timers.tick(1)
    assert.equal(runs, 1)
    mock.timers.tick(600_000)
    assert.equal(runs, 2)
    stop()
    mock.timers.tick(600_000)
    assert.equal(runs, 2)
  })

  test('its tasks purge expired CSV previews and keep open ones', async ({ assert }) => {
    const owner = await UserFactory.create()
    const preview = (id: string, expiresAt: DateTime) =>
      CsvImport.create({
        id,
        userId: owner.id,
        kind: 'customers',
        filename: 'f.csv',
        totalRows: 0,
        validCount: 0,
        errorCount: 0,
        shownRows: [],
        packedRows: Buffer.alloc(0),
        errors: [],
        ignoredColumns: [],
        expiresAt,
      })
    await preview('expired'.padEnd(32, 'x'), DateTime.utc().minus({ seconds: 1 }))
    await preview('open'.padEnd(32, 'x'), DateTime.utc().plus({ minutes: 5 }))
    for (const task of HOUSEKEEPING_TASKS) await task()
    const left = await CsvImport.all()
    assert.deepEqual(
      left.map((row) => row.id),
      ['open'.padEnd(32, 'x')]
    )
  })
})
