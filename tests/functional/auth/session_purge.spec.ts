import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { purgeStaleSessions } from '#services/accounts/session_purge'
import { Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

const MINUTE = 60 * 1000
const sessionRows = () => db.from('sessions').select('id', 'user_id').orderBy('id')

test.group('Stored sessions', (group) => {
  group.each.setup(() => freshDatabase())

  test('a guest’s session lives in its own cookie, with no row; signing in stores it tagged with the user, signing out leaves no row', async ({
    client,
    assert,
  }) => {
    const guest = new Agent(client)
    const page = await guest.get('/login')
    page.assertStatus(200)
    assert.lengthOf(await sessionRows(), 0)
    assert.isTrue(guest.cookies.has('pos-guest'))

    await guest.signIn('cashier@demo.test')
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    const mine = await db.from('sessions').where('id', guest.sessionId()!).firstOrFail()
    assert.equal(String(mine.user_id), String(cashier.id))
    assert.lengthOf(await sessionRows(), 1)
    assert.isFalse(guest.cookies.has('pos-guest'))

    await guest.post('/logout')
    assert.lengthOf(await sessionRows(), 0)
    // The farewell message travels in the guest cookie to the sign-in page.
    const after = await guest.get('/login')
    assert.include(after.text(), 'You have been signed out.')
    assert.lengthOf(await sessionRows(), 0)
  })

  test('guests idle for 30 minutes and expired sessions are purged; signed-in ones stay 2 hours', async ({
    assert,
  }) => {
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    const now = Date.now()
    // A session last active `minutesAgo`, its expiry renewed 5 minutes before that (as long as a
    // renewal is put off): the store keeps "last write + 2 hours + 5 minutes" in expires_at.
    const lastSeen = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE + 120 * MINUTE)
    await db.table('sessions').multiInsert([
      { id: 'guest-29-min', data: '{}', user_id: null, expires_at: lastSeen(29) },
      { id: 'guest-31-min', data: '{}', user_id: null, expires_at: lastSeen(31) },
      { id: 'user-119-min', data: '{}', user_id: String(cashier.id), expires_at: lastSeen(119) },
      { id: 'user-121-min', data: '{}', user_id: String(cashier.id), expires_at: lastSeen(121) },
    ])
    await purgeStaleSessions(now)
    const left = await sessionRows()
    assert.deepEqual(
      left.map((row) => row.id),
      ['guest-29-min', 'user-119-min']
    )
  })

  test('a flood of cookieless requests writes no rows', async ({ client, assert }) => {
    for (let index = 0; index < 10; index++) {
      const response = await new Agent(client).get('/login')
      response.assertStatus(200)
    }
    assert.lengthOf(await sessionRows(), 0)
  })
})
