import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { freshDatabase } from '#tests/helpers/database'

/** GET /health: what a load balancer asks before sending a process traffic. */
test.group('Health endpoint', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('answers 200 to anyone while the database answers and every migration has run', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.deepEqual(response.body(), { status: 'ok', database: 'ok', migrations: 'current' })
    assert.equal(response.header('cache-control'), 'no-store')
    // A probe every few seconds must not open a session.
    assert.isUndefined(response.header('set-cookie'))
    const sessions = await db.from('sessions').count('* as total').first()
    assert.equal(Number(sessions.total), 0)
  })

  test('answers 503 while a migration this build ships has not run', async ({ client, assert }) => {
    const last = await db.from('adonis_schema').orderBy('id', 'desc').firstOrFail()
    await db.from('adonis_schema').where('id', last.id).delete()
    try {
      const response = await client.get('/health')
      response.assertStatus(503)
      assert.deepEqual(response.body(), {
        status: 'failing',
        database: 'ok',
        migrations: 'pending',
      })
    } finally {
      await db.table('adonis_schema').insert(last)
    }
  })
})
