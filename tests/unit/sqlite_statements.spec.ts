import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { keepPreparedStatements } from '#support/sqlite_statements'

function connection() {
  const database = new Database(':memory:')
  keepPreparedStatements(database)
  database.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)')
  database.exec("INSERT INTO items (name) VALUES ('tea'), ('mug')")
  return database
}

test.group('SQLite prepared statements kept by the connection', () => {
  test('the same SQL is prepared once and answers with the bindings of each run', ({ assert }) => {
    const database = connection()
    const sql = 'SELECT name FROM items WHERE id = ?'
    const first = database.prepare(sql)
    assert.strictEqual(database.prepare(sql), first)
    assert.deepEqual(database.prepare(sql).all(1), [{ name: 'tea' }])
    assert.deepEqual(database.prepare(sql).all(2), [{ name: 'mug' }])
    assert.notStrictEqual(database.prepare('SELECT id FROM items'), first)
  })

  test('a kept statement sees a column added after it was prepared', ({ assert }) => {
    const database = connection()
    const sql = 'SELECT * FROM items WHERE id = ?'
    assert.deepEqual(database.prepare(sql).all(1), [{ id: 1, name: 'tea' }])
    database.exec("ALTER TABLE items ADD COLUMN unit TEXT NOT NULL DEFAULT 'each'")
    assert.deepEqual(database.prepare(sql).all(1), [{ id: 1, name: 'tea', unit: 'each' }])
  })

  test('250 statements are kept, the least recently used leaving first', ({ assert }) => {
    const database = connection()
    const sqlOf = (index: number) => `SELECT ${index} AS n`
    const first = database.prepare(sqlOf(0))
    const second = database.prepare(sqlOf(1))
    for (let index = 2; index < 250; index++) database.prepare(sqlOf(index))
    // Used again, the first becomes the most recent; the 251st statement then pushes the second out.
    assert.strictEqual(database.prepare(sqlOf(0)), first)
    database.prepare(sqlOf(250))
    assert.strictEqual(database.prepare(sqlOf(0)), first)
    assert.notStrictEqual(database.prepare(sqlOf(1)), second)
  })
})
