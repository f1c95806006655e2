import { writeFile } from 'node:fs/promises'
import Database from 'better-sqlite3'
import pg from 'pg'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { isDatabaseOutage } from '#support/database_outage'

/** What running `sql` on the SQLite file at `path` throws. */
function sqliteError(path: string, sql: string) {
  try {
    new Database(path).prepare(sql).get()
  } catch (error) {
    return error
  }
  throw new Error(`${sql} did not fail`)
}

test.group('A database out of reach', () => {
  test('PostgreSQL refusing the connection and an SQLite file that is no database are outages; a bad statement is not', async ({
    assert,
  }) => {
    const refused = await new pg.Client({ host: '127.0.0.1', port: 1 })
      .connect()
      .catch((error) => error)
    assert.isTrue(isDatabaseOutage(refused))

    const path = app.makePath('tmp/not_a_database.sqlite3')
    await writeFile(path, 'x'.repeat(4096))
    assert.isTrue(isDatabaseOutage(sqliteError(path, 'select 1')))
    assert.isFalse(isDatabaseOutage(sqliteError(':memory:', 'select * from nowhere')))
  })
})
