import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { EXPIRY_RENEWAL_MS, GUEST_COOKIE_MAX_CHARS, SessionTable } from '#support/session_table'
import { freshDatabase } from '#tests/helpers/database'

const MINUTE = 60 * 1000
/** The two-hour idle lifetime and the 5 minutes rows are kept past it. */
const ROW_LIFETIME = 125 * MINUTE

/** The table as one request's session store sees it. */
function store() {
  return new SessionTable(db.connection(), '2h', { tableName: 'sessions', gcProbability: 0 })
}

/** One request's store that keeps sessions without an owner in the `pos-guest` cookie. */
async function guestStore() {
  const req = new IncomingMessage(new Socket())
  req.method = 'GET'
  req.url = '/login'
  req.headers = { host: 'localhost' }
  const ctx = await testUtils.createHttpContext({ req, res: new ServerResponse(req) })
  const guests = new SessionTable(db.connection(), '2h', {
    tableName: 'sessions',
    gcProbability: 0,
    guests: { ctx, name: 'pos-guest', options: { maxAge: '2h' } },
  })
  const cookies = () => String(ctx.response.getHeader('set-cookie') ?? '')
  return { guests, cookies }
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

  test('a session with no owner is written to its cookie, not the table, until it outgrows the cookie', async ({
    assert,
  }) => {
    const small = await guestStore()
    await small.guests.write('guest-a', { 'csrf-secret': 'x'.repeat(40) })
    assert.lengthOf(await db.from('sessions'), 0)
    assert.match(small.cookies(), /pos-guest=/)

    const large = await guestStore()
    await large.guests.write('guest-b', { note: 'x'.repeat(GUEST_COOKIE_MAX_CHARS) })
    assert.lengthOf(await db.from('sessions').where('id', 'guest-b'), 1)
    assert.notMatch(large.cookies(), /pos-guest=/)
  })

  test('a session tagged with its owner is written to the table', async ({ assert }) => {
    const { guests, cookies } = await guestStore()
    await guests.tag('signed-in', '7')
    await guests.write('signed-in', { auth_web: 7 })
    const row = await db.from('sessions').where('id', 'signed-in').firstOrFail()
    assert.equal(String(row.user_id), '7')
    assert.deepEqual(await guests.read('signed-in'), { auth_web: 7 })
    assert.notMatch(cookies(), /pos-guest=/)
  })
})
