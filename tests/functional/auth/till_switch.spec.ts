import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import AuditEvent from '#models/audit_event'
import Setting from '#models/setting'
import User from '#models/user'
import { endOtherSessions } from '#services/accounts/session_lifetime'
import { type Agent, fromPage, signedIn } from '#tests/helpers/agent'
import { givePin } from '#tests/helpers/approvals'
import { frozenClock } from '#tests/helpers/clock'
import { freshDatabase } from '#tests/helpers/database'

const COUNTER = '/orders/create'

async function answers(request: Promise<ApiResponse>, status: number) {
  const response = await request
  response.assertStatus(status)
  return response
}

/** A device where `email` signed in with their password and opened the counter: a till. */
async function tillOf(client: ApiClient, email: string) {
  const till = await signedIn(client, email)
  await answers(till.visit(COUNTER), 200)
  return till
}

const lock = (till: Agent) => till.post('/till/lock', { reason: 'switch' }, fromPage(COUNTER))

const take = (till: Agent, userId: number, pin: string) =>
  till.post('/till/take', { user_id: userId, pin }, fromPage(COUNTER))

async function events(action: string) {
  return AuditEvent.query().where('action', action).orderBy('id')
}

async function setUp() {
  const cashier = await givePin('cashier@demo.test', '3691')
  const manager = await givePin('manager@demo.test', '4826')
  return { cashier, manager }
}

test.group('A shared till: switching cashiers by PIN and the lock', (group) => {
  group.each.setup(() => freshDatabase())

  test('a cashier hands the till to one who signed in on it with their password; a PIN brings them back at once, each step audited', async ({
    client,
    assert,
  }) => {
    const { cashier, manager } = await setUp()
    const till = await tillOf(client, 'cashier@demo.test')

    const locked = await lock(till)
    locked.assertHeader('location', COUNTER)
    const screen = await till.visit(COUNTER)
    screen.assertStatus(423)
    screen.assertInertiaComponent('till/locked')
    assert.deepEqual(screen.inertiaProps.cashiers, [
      { id: cashier.id, name: cashier.name, hasPin: true },
    ])
    assert.equal(screen.inertiaProps.atTill, cashier.id)

    // The manager is new to this till: the password, as on the sign-in page.
    const signIn = await till.post(
      '/till/sign-in',
      { email: 'manager@demo.test', password: 'demo-password' },
      fromPage(COUNTER)
    )
    signIn.assertHeader('location', COUNTER)
    const asManager = await till.visit(COUNTER)
    asManager.assertStatus(200)
    assert.equal(asManager.inertiaProps.auth.user.id, manager.id)

    await lock(till)
    const both = await till.visit(COUNTER)
    assert.deepEqual(
      both.inertiaProps.cashiers.map((one: { id: number }) => one.id),
      [manager.id, cashier.id]
    )
    const started = performance.now()
    const back = await take(till, cashier.id, '3691')
    back.assertHeader('location', COUNTER)
    const asCashier = await till.visit(COUNTER)
    assert.isBelow(performance.now() - started, 2000)
    asCashier.assertStatus(200)
    assert.equal(asCashier.inertiaProps.auth.user.id, cashier.id)

    const locks = await events('auth.till_locked')
    assert.deepEqual(
      locks.map((event) => [event.userId, event.changes]),
      [
        [cashier.id, { reason: { from: null, to: 'switch' } }],
        [manager.id, { reason: { from: null, to: 'switch' } }],
      ]
    )
    const [switched] = await events('auth.cashier_switched')
    assert.equal(switched.userId, manager.id)
    assert.equal(switched.subjectId, String(cashier.id))
    assert.deepEqual(switched.changes, {
      from: { from: null, to: manager.name },
      to: { from: null, to: cashier.name },
    })
    assert.lengthOf(await events('auth.login'), 2)

    // The same person's PIN unlocks, audited as such.
    await lock(till)
    await take(till, cashier.id, '3691')
    await answers(till.visit(COUNTER), 200)
    assert.lengthOf(await events('auth.till_unlocked'), 1)
  })

  test('a PIN cannot bring anyone who did not sign in on this device, or was signed out since: refused before the PIN is read', async ({
    client,
    assert,
  }) => {
    const { cashier, manager } = await setUp()
    // Signed in on another device: not on this till.
    await signedIn(client, 'manager@demo.test')
    const till = await tillOf(client, 'cashier@demo.test')
    await lock(till)
    await take(till, manager.id, '4826')
    const refused = await till.visit(COUNTER)
    refused.assertStatus(423)
    assert.equal(
      refused.inertiaProps.errors.user_id,
      'This person has not signed in on this till: they sign in with their password.'
    )
    assert.lengthOf(await events('auth.pin_failed'), 0)
    assert.lengthOf(await events('auth.cashier_switched'), 0)

    // On this till, then signed out everywhere: the PIN no longer brings them back.
    await till.post(
      '/till/sign-in',
      { email: 'manager@demo.test', password: 'demo-password' },
      fromPage(COUNTER)
    )
    await lock(till)
    await take(till, cashier.id, '3691')
    const signedOutManager = await User.findOrFail(manager.id)
    await endOtherSessions(signedOutManager)
    await lock(till)
    const offered = await till.visit(COUNTER)
    assert.deepEqual(
      offered.inertiaProps.cashiers.map((one: { id: number }) => one.id),
      [cashier.id]
    )
    await take(till, manager.id, '4826')
    const signedOut = await till.visit(COUNTER)
    assert.equal(
      signedOut.inertiaProps.errors.user_id,
      'This person was signed out since: they sign in with their password.'
    )
    assert.equal(signedOut.inertiaProps.auth.user.id, cashier.id)
  })

  test('wrong PINs at the lock screen are refused, then throttled even when right', async ({
    client,
    assert,
  }) => {
    const { cashier } = await setUp()
    const till = await tillOf(client, 'cashier@demo.test')
    await lock(till)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await take(till, cashier.id, '1111')
      const wrong = await till.visit(COUNTER)
      assert.equal(wrong.inertiaProps.errors.pin, 'This PIN is not correct.')
    }
    await take(till, cashier.id, '3691')
    const blocked = await till.visit(COUNTER)
    blocked.assertStatus(423)
    assert.equal(blocked.inertiaProps.errors.pin, 'Too many wrong PINs. Try again in 15 minutes.')
    assert.lengthOf(await events('auth.pin_failed'), 5)
    assert.lengthOf(await events('auth.pin_throttled'), 1)
    assert.lengthOf(await events('auth.till_unlocked'), 0)
  })

  test('a locked till answers every page, lookup and write with the lock screen; signing out still works', async ({
    client,
    assert,
  }) => {
    await setUp()
    const till = await tillOf(client, 'cashier@demo.test')
    await lock(till)

    const visit = await till.visit('/dashboard')
    visit.assertStatus(423)
    visit.assertInertiaComponent('till/locked')
    const html = await till.get('/orders')
    html.assertStatus(423)
    assert.include(html.text(), 'till/locked')
    assert.notInclude(html.text(), 'orders/index')
    const lookup = await till.get('/orders/create/products?search=water', (request) => {
      request.header('Accept', 'application/json')
    })
    lookup.assertStatus(423)
    assert.deepEqual(lookup.body(), {
      message: 'This till is locked: enter your PIN to continue.',
    })
    const write = await till.post('/orders', {}, fromPage(COUNTER))
    write.assertStatus(423)
    await answers(till.post('/till/awake', {}), 423)

    const out = await till.post('/logout', {}, fromPage(COUNTER))
    out.assertHeader('location', '/login')
    // Signed out, the lock went with the session: the next person signs in afresh.
    const after = await till.get('/dashboard')
    after.assertHeader('location', '/login')
  })

  test('a till quiet for the shop’s period locks on the server; activity keeps it open; a device that never opened the counter does not lock', async ({
    client,
    assert,
    cleanup,
  }) => {
    await setUp()
    const clock = frozenClock({ cleanup })
    const till = await tillOf(client, 'cashier@demo.test')
    const office = await signedIn(client, 'manager@demo.test')

    clock.set(299_000)
    await answers(till.visit('/dashboard'), 200)
    // The page reports input where no request was sent.
    clock.set(598_000)
    await answers(till.post('/till/awake', {}), 204)
    clock.set(897_000)
    await answers(till.visit('/dashboard'), 200)
    clock.set(1_197_000)
    const quiet = await till.visit('/dashboard')
    quiet.assertStatus(423)
    quiet.assertInertiaComponent('till/locked')
    const [event] = await events('auth.till_locked')
    assert.deepEqual(event.changes, { reason: { from: null, to: 'idle' } })
    await answers(office.visit('/dashboard'), 200)

    // The shop's own period: 10 minutes.
    await Setting.query().update({ till_lock_minutes: 10 })
    const slower = await tillOf(client, 'manager@demo.test')
    clock.set(1_197_000 + 599_000)
    await answers(slower.visit('/dashboard'), 200)
    clock.set(1_197_000 + 599_000 + 600_000)
    await answers(slower.visit('/dashboard'), 423)
  })
})
