import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { EXPIRY_RENEWAL_MS, SessionTable } from '#support/session_table'
import { freshDatabase } from '#tests/helpers/database'

const MINUTE = 60 * 1000
/** The two-hour idle lifetime and the 5 minutes rows are kept past it. */
const ROW_LIFETIME = 125 * MINUTE

/** The table as one request's session store sees it. */
function store() {
  return new SessionTable(db.connection(), '2h', { tableName: 'sessions', gcProbability: 0 })
}

async function expiryOf(sessionId: string) {
  const row = await db.from('sessions').where('id', sessionId).firstOrFail()
  return new Date(row.expires_at).getTime()
}

/** Dates the row's expiry as if it was last renewed `ago` milliseconds back. */
async function renewedAgo(sessionId: string, ago: number) {
  const expiresAt = new Date(Date.now() - ago + ROW_LIFETIME)
  await db.from('sessions').where('id', sessionId).update({ expires_at: expiresAt })
  return expiresAt.getTime()
}

test.group('Sessions in the sessions table', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('a session read and left unchanged is written again only once its expiry is 5 minutes old', async ({
    assert,
  }) => {
    assert.equal(EXPIRY_RENEWAL_MS, 5 * MINUTE)
    const before = Date.now()
    await store().write('session-a', { cart: 3 })
    const written = await expiryOf('session-a')
    assert.isAtLeast(written, before + ROW_LIFETIME)
    assert.isAtMost(written, Date.now() + ROW_LIFETIME)

    const fourMinutes = await renewedAgo('session-a', 4 * MINUTE)
    const recent = store()
    assert.deepEqual(await recent.read('session-a'), { cart: 3 })
    await recent.touch('session-a')
    assert.equal(await expiryOf('session-a'), fourMinutes)

    await renewedAgo('session-a', 6 * MINUTE)
    const stale = store()
    await stale.read('session-a')
    const touched = Date.now()
    await stale.touch('session-a')
    assert.isAtLeast(await expiryOf('session-a'), touched + ROW_LIFETIME)
  })

  test('an expired session reads as none and is left to the clean-up', async ({ assert }) => {
    await store().write('session-b', { cart: 1 })
    await renewedAgo('session-b', ROW_LIFETIME + MINUTE)
    assert.isNull(await store().read('session-b'))
    assert.lengthOf(await db.from('sessions').where('id', 'session-b'), 1)
  })
})
