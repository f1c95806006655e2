import Database from 'better-sqlite3'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import Customer from '#models/customer'
import { onlyReads } from '#support/sqlite_writer'
import { freshDatabase } from '#tests/helpers/database'

const onSqlite = env.get('DB_CONNECTION', 'sqlite') === 'sqlite'

/** Another process holding the write lock, as the sqlite3 shell would. */
function lockFromAnotherConnection() {
  const other = new Database(app.makePath(env.get('SQLITE_PATH', 'tmp/pos_center.sqlite3')))
  other.exec('BEGIN IMMEDIATE')
  return {
    release() {
      other.exec('COMMIT')
      other.close()
    },
  }
}

async function timed<Result>(work: () => Promise<Result>) {
  const start = performance.now()
  const result = await work()
  return { result, ms: performance.now() - start }
}

test.group('SQLite: one writer, readers apart', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('only plain reads go to the readers', ({ assert }) => {
    const client = db.connection().getWriteClient()
    assert.isTrue(onlyReads(client.from('customers').select('id') as never))
    assert.isTrue(onlyReads(client.from('customers').first() as never))
    assert.isTrue(onlyReads(client.from('customers').pluck('id') as never))
    assert.isTrue(onlyReads(client.raw('  select 1') as never))
    assert.isFalse(onlyReads(client.from('customers').insert({ name: 'A' }) as never))
    assert.isFalse(onlyReads(client.from('customers').update({ name: 'A' }) as never))
    assert.isFalse(onlyReads(client.from('customers').delete() as never))
    assert.isFalse(onlyReads(client.raw('PRAGMA foreign_keys = OFF') as never))
    assert.isFalse(onlyReads(client.raw('WITH x AS (SELECT 1) DELETE FROM customers') as never))
    assert.isFalse(onlyReads(client.raw('UPDATE customers SET name = name') as never))
  })

  test('while a write of this process waits for the lock, reads answer at once and see the last commit', async ({
    assert,
  }) => {
    await Customer.create({ name: 'Bea Costa' })
    // Open the readers and the writer before measuring.
    await db.from('customers').count('* as total')
    const lock = lockFromAnotherConnection()
    let saving: Promise<unknown>
    let second: Promise<unknown>
    const reads: number[] = []
    try {
      // A transaction holds the writer while its insert waits for the lock.
      saving = db.transaction((trx) => Customer.create({ name: 'Ana Lima' }, { client: trx }))
      // A second write of this process waits for the writer.
      second = Customer.create({ name: 'Caio Dias' })
      for (let read = 0; read < 5; read++) {
        const { result, ms } = await timed(() => db.from('customers').select('name'))
        reads.push(ms)
        assert.deepEqual(
          result.map((row) => row.name),
          ['Bea Costa']
        )
      }
    } finally {
      lock.release()
    }
    await Promise.all([saving!, second!])
    assert.isBelow(Math.max(...reads), 200, `reads under the lock: ${reads.join(', ')} ms`)
    const rows = await db.from('customers').orderBy('name').select('name')
    assert.deepEqual(
      rows.map((row) => row.name),
      ['Ana Lima', 'Bea Costa', 'Caio Dias']
    )
  })
    .skip(!onSqlite, 'SQLite only')
    .timeout(15_000)

  test('transactions that read and then write, started together, all commit one after the other', async ({
    assert,
  }) => {
    const counter = await Customer.create({ name: '0' })
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (trx) => {
          const row = await trx.from('customers').where('id', counter.id).firstOrFail()
          await trx
            .from('customers')
            .where('id', counter.id)
            .update({ name: String(Number(row.name) + 1) })
        })
      )
    )
    await counter.refresh()
    assert.equal(counter.name, '20')
  }).skip(!onSqlite, 'SQLite only')
})
