import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

test.group('PostgreSQL: what each connection is set to', () => {
  test('no JIT compiling and no parallel workers, on every connection of the pool', async ({
    assert,
  }) => {
    // Held at once, so the pool opens connections of its own beyond the first.
    const settings = await db.transaction(async (first) =>
      db.transaction(async (second) =>
        Promise.all(
          [first, second].map(async (client) => {
            const { rows } = await client.rawQuery(
              `SELECT current_setting('jit') AS jit,
                current_setting('max_parallel_workers_per_gather') AS workers`
            )
            return rows[0]
          })
        )
      )
    )
    assert.deepEqual(settings, [
      { jit: 'off', workers: '0' },
      { jit: 'off', workers: '0' },
    ])
  }).skip(env.get('DB_CONNECTION', 'sqlite') !== 'pg', 'PostgreSQL only')
})
