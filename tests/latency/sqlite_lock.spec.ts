import Database from 'better-sqlite3'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import Customer from '#models/customer'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { slowestVisitDuring, warmUp } from '#tests/helpers/latency'

/** A request that needs no database: it waits only if the whole process does. */
const STATIC_FILE = '/favicon.svg'

const onSqlite = env.get('DB_CONNECTION', 'sqlite') === 'sqlite'

/** Another process holding the write lock, as a backup by hand or the sqlite3 shell would. */
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

test.group('A locked SQLite file', (group) => {
  group.each.setup(() => freshDatabase())

  test('a lock held past 5 seconds answers a page saying to try again, nothing saved; others are served meanwhile', async ({
    client,
    assert,
  }) => {
    const cashier = await signedIn(client, 'cashier@demo.test')
    await warmUp(STATIC_FILE)
    // A first save loads and compiles the code a save runs, which would stall the measure.
    const first = await cashier.post('/customers', { name: 'Bea Costa' }, (request) =>
      request.withInertia()
    )
    first.assertStatus(302)
    const lock = lockFromAnotherConnection()
    const start = performance.now()
    let response: Awaited<ReturnType<Agent['post']>>
    let meanwhile: Awaited<ReturnType<typeof slowestVisitDuring>>
    try {
      const saving = cashier.post('/customers', { name: 'Ana Lima' }, (request) =>
        request.withInertia()
      )
      // The process keeps serving while the write waits (requests that write wait for the lock too).
      meanwhile = await slowestVisitDuring(saving, STATIC_FILE)
      response = await saving
    } finally {
      lock.release()
    }
    assert.isAtLeast(performance.now() - start, 5000)
    response.assertStatus(503)
    response.assertInertiaComponent('errors/status')
    assert.equal(response.inertiaProps.title, 'Busy, try again')
    assert.isNull(await Customer.findBy('name', 'Ana Lima'))
    assert.isAtLeast(meanwhile.visits, 10)
    assert.isBelow(
      meanwhile.slowest,
      200,
      `slowest static file: ${Math.round(meanwhile.slowest)} ms (longest event-loop stall: ${Math.round(meanwhile.longestStall)} ms)`
    )
  })
    .skip(!onSqlite, 'SQLite only')
    .timeout(15_000)

  test('while another process holds the lock, signed-in pages are served, and a sign-in waiting on it goes through once it is released', async ({
    client,
    assert,
  }) => {
    const cashier = await signedIn(client, 'cashier@demo.test')
    const customer = await Customer.create({ name: 'Bea Costa', email: 'bea@mail.test' })
    const editPage = `/customers/${customer.id}/edit`
    await cashier.visit(editPage)
    const newcomer = new Agent(client)
    await newcomer.get('/login')
    const lock = lockFromAnotherConnection()
    let signIn: Promise<Awaited<ReturnType<Agent['post']>>>
    let waiting = true
    const durations: number[] = []
    try {
      // Signing in writes (the rate limits, the session, the audit trail): it waits for the lock.
      signIn = newcomer.signIn('manager@demo.test').finally(() => {
        waiting = false
      })
      for (let visit = 0; visit < 10; visit++) {
        const start = performance.now()
        const page = await cashier.visit(editPage)
        durations.push(performance.now() - start)
        page.assertStatus(200)
        assert.equal(page.inertiaProps.customer.email, 'bea@mail.test')
      }
      assert.isTrue(waiting)
    } finally {
      lock.release()
    }
    const response = await signIn!
    response.assertHeader('location', '/dashboard')
    assert.isBelow(
      Math.max(...durations),
      1000,
      `signed-in page under the lock: ${durations.map(Math.round).join(', ')} ms`
    )
  })
    .skip(!onSqlite, 'SQLite only')
    .timeout(15_000)

  test('while a write of this process waits behind another process, a signed-in page and a list answer at once', async ({
    client,
    assert,
  }) => {
    const cashier = await signedIn(client, 'cashier@demo.test')
    const customer = await Customer.create({ name: 'Bea Costa', email: 'bea@mail.test' })
    const pages = [`/customers/${customer.id}/edit`, '/customers?search=Bea']
    for (const page of pages) await cashier.visit(page)
    const lock = lockFromAnotherConnection()
    let saving: Promise<Awaited<ReturnType<Agent['post']>>>
    let waiting = true
    const durations: number[] = []
    try {
      // The save takes this process's one writer and waits with it for the lock.
      saving = cashier
        .post('/customers', { name: 'Ana Lima' }, (request) => request.withInertia())
        .finally(() => {
          waiting = false
        })
      for (let round = 0; round < 5; round++) {
        for (const page of pages) {
          const start = performance.now()
          const response = await cashier.visit(page)
          durations.push(performance.now() - start)
          response.assertStatus(200)
        }
      }
      assert.isTrue(waiting)
      const list = await cashier.visit('/customers?search=Bea')
      assert.deepEqual(
        list.inertiaProps.customers.map((row: { name: string }) => row.name),
        ['Bea Costa']
      )
    } finally {
      lock.release()
    }
    const saved = await saving!
    saved.assertStatus(302)
    assert.isNotNull(await Customer.findBy('name', 'Ana Lima'))
    assert.isBelow(
      Math.max(...durations),
      1000,
      `signed-in page and list while a write waits: ${durations.map(Math.round).join(', ')} ms`
    )
  })
    .skip(!onSqlite, 'SQLite only')
    .timeout(15_000)

  test('a new visitor opens the sign-in page under a held lock without a write, and signs in once it is released', async ({
    client,
    assert,
  }) => {
    await warmUp()
    const sessionsBefore = await db.from('sessions').count('* as total')
    const newcomer = new Agent(client)
    const lock = lockFromAnotherConnection()
    let page: Awaited<ReturnType<Agent['get']>>
    const start = performance.now()
    try {
      page = await newcomer.get('/login')
    } finally {
      lock.release()
    }
    const took = performance.now() - start
    page.assertStatus(200)
    assert.isBelow(took, 1000, `the sign-in page under the lock: ${Math.round(took)} ms`)
    assert.deepEqual(await db.from('sessions').count('* as total'), sessionsBefore)
    const response = await newcomer.post(
      '/login',
      { email: 'manager@demo.test', password: 'demo-password' },
      (request) => request.header('Referer', '/login')
    )
    response.assertHeader('location', '/dashboard')
  })
    .skip(!onSqlite, 'SQLite only')
    .timeout(15_000)
})
