import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import AuditEvent from '#models/audit_event'
import { INVALID_CREDENTIALS } from '#exceptions/sign_in_errors'
import { Agent, fromPage, pageFromHtml, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

test.group('Sign in', (group) => {
  group.each.setup(() => freshDatabase())

  test('the login page renders the auth/login view', async ({ client, assert }) => {
    const agent = new Agent(client)
    const html = await agent.get('/login')
    html.assertStatus(200)
    html.assertHeader('content-type', 'text/html; charset=utf-8')
    assert.equal(pageFromHtml(html).component, 'auth/login')

    const visit = await agent.visit('/login')
    visit.assertStatus(200)
    visit.assertInertiaComponent('auth/login')
    visit.assertHeader('x-inertia', 'true')
  })

  for (const [email, role, branches] of [
    ['admin@demo.test', 'Administrator', ['DTN', 'HBR', 'NTH']],
    ['manager@demo.test', 'Manager', ['DTN', 'NTH']],
    ['cashier@demo.test', 'Cashier', ['DTN']],
    ['clerk@demo.test', 'Stock clerk', ['NTH']],
  ] as const) {
    test('{$self} signs in and sees name, role and branches on the dashboard')
      .with([email])
      .run(async ({ client, assert }) => {
        const agent = new Agent(client)
        const response = await agent.signIn(email)
        response.assertStatus(302)
        response.assertHeader('location', '/dashboard')

        const dashboard = await agent.visit('/dashboard')
        dashboard.assertStatus(200)
        dashboard.assertInertiaComponent('dashboard')
        const user = dashboard.inertiaProps.auth.user
        assert.equal(user.email, email)
        assert.equal(user.role.name, role)
        assert.deepEqual(user.branches.map((branch: { code: string }) => branch.code).sort(), [
          ...branches,
        ])

        const stored = await User.findByOrFail('email', email)
        assert.isNotNull(stored.lastLoginAt)
        const event = await AuditEvent.query().where('action', 'auth.login').firstOrFail()
        assert.equal(event.userId, stored.id)
        assert.isNotNull(event.ip)
      })
  }

  test('the email is matched without regard to case or surrounding spaces', async ({ client }) => {
    const agent = new Agent(client)
    const response = await agent.signIn('  Cashier@Demo.TEST ')
    response.assertHeader('location', '/dashboard')
  })

  test('an unknown email and a wrong password get identical answers', async ({
    client,
    assert,
  }) => {
    const answers = []
    for (const email of ['nobody@demo.test', 'cashier@demo.test']) {
      const agent = new Agent(client)
      const response = await agent.signIn(email, 'wrong-password-1')
      const back = await agent.visit('/login')
      answers.push({
        status: response.status(),
        location: response.header('location'),
        errors: back.inertiaProps.errors,
      })
    }
    assert.deepEqual(answers[0], answers[1])
    assert.deepEqual(answers[0].errors, { email: INVALID_CREDENTIALS })
    assert.equal(answers[0].status, 302)
  })

  test('a failed sign-in keeps the email but never the password', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.signIn('cashier@demo.test', 'wrong-password-1')
    const back = await agent.visit('/login')
    const serialized = JSON.stringify(back.inertiaProps)
    assert.notInclude(serialized, 'wrong-password-1')
  })

  test('a deactivated account cannot sign in and gets the same answer', async ({
    client,
    assert,
  }) => {
    await User.query().where('email', 'clerk@demo.test').update({ isActive: false })
    const agent = new Agent(client)
    await agent.signIn('clerk@demo.test')
    const back = await agent.visit('/login')
    assert.deepEqual(back.inertiaProps.errors, { email: INVALID_CREDENTIALS })
    const failure = await AuditEvent.query().where('action', 'auth.login_failed').firstOrFail()
    assert.equal(failure.changes?.reason.to, 'inactive')
  })

  test('missing fields are refused beside each field', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.get('/login')
    const response = await agent.post('/login', {})
    response.assertStatus(302)
    const back = await agent.visit('/login')
    assert.properties(back.inertiaProps.errors, ['email', 'password'])
  })

  test('failures are audited with the attempted email and address', async ({ client, assert }) => {
    await new Agent(client).signIn('nobody@demo.test', 'nope-nope-nope')
    const event = await AuditEvent.query().where('action', 'auth.login_failed').firstOrFail()
    assert.isNull(event.userId)
    assert.equal(event.changes?.email.to, 'nobody@demo.test')
    assert.notProperty(event.changes, 'password')
    assert.isNotNull(event.ip)
  })

  test('a signed-in user visiting /login goes to the dashboard', async ({ client }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    const response = await agent.get('/login')
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
  })

  test('guests asking for the dashboard are sent to /login', async ({ client }) => {
    const response = await new Agent(client).get('/dashboard')
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })
})

test.group('Sign-in throttle', (group) => {
  group.each.setup(() => freshDatabase())

  test('the sixth failure within a minute is refused, even with the right password', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await agent.signIn('manager@demo.test', `wrong-${attempt}-password`)
      const back = await agent.visit('/login')
      assert.equal(back.inertiaProps.errors.email, INVALID_CREDENTIALS, `attempt ${attempt}`)
    }

    const sixth = await agent.signIn('manager@demo.test')
    sixth.assertStatus(302)
    sixth.assertHeader('location', '/login')
    const back = await agent.visit('/login')
    assert.match(back.inertiaProps.errors.email, /Too many failed sign-in attempts/)

    const dashboard = await agent.get('/dashboard')
    dashboard.assertHeader('location', '/login')

    const lockouts = await AuditEvent.query().where('action', 'auth.lockout')
    assert.lengthOf(lockouts, 1)
    assert.equal(lockouts[0].changes?.scope.to, 'account')
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.login_refused'), 1)
  })

  test('another account from the same address can still sign in', async ({ client }) => {
    const agent = new Agent(client)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await agent.signIn('manager@demo.test', `wrong-${attempt}-password`)
    }
    const other = await new Agent(client).signIn('cashier@demo.test')
    other.assertHeader('location', '/dashboard')
  })

  test('an address that fails against many accounts is blocked as a whole', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    for (let attempt = 1; attempt <= 20; attempt++) {
      await agent.signIn(`guess${attempt}@demo.test`, 'wrong-password-x')
    }
    await agent.signIn('admin@demo.test')
    const back = await agent.visit('/login')
    assert.match(back.inertiaProps.errors.email, /Too many failed sign-in attempts/)
    const lockout = await AuditEvent.query().where('action', 'auth.lockout').firstOrFail()
    assert.equal(lockout.changes?.scope.to, 'address')
  })

  test('40 wrong passwords posted at once are checked 5 times; the right one then is refused', async ({
    client,
    assert,
  }) => {
    const agents = Array.from({ length: 40 }, () => new Agent(client))
    await Promise.all(agents.map((agent) => agent.get('/login')))
    const responses = await Promise.all(
      agents.map((agent) =>
        agent.post(
          '/login',
          { email: 'manager@demo.test', password: 'wrong-password-x' },
          fromPage('/login')
        )
      )
    )
    assert.isTrue(responses.every((response) => response.header('location') === '/login'))
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.login_failed'), 5)
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.login_refused'), 35)

    const owner = new Agent(client)
    const right = await owner.signIn('manager@demo.test')
    right.assertHeader('location', '/login')
    const back = await owner.visit('/login')
    assert.match(back.inertiaProps.errors.email, /Too many failed sign-in attempts/)
    assert.lengthOf(await AuditEvent.query().where('action', 'auth.login'), 0)
  })

  test('a lockout at one address leaves the owner free to sign in at another', async ({
    client,
    assert,
  }) => {
    const attacker = new Agent(client)
    for (let attempt = 1; attempt <= 6; attempt++) {
      await attacker.signIn('manager@demo.test', `wrong-${attempt}-password`)
    }
    const owner = new Agent(client, '127.0.0.2')
    const response = await owner.signIn('manager@demo.test')
    response.assertHeader('location', '/dashboard')
    const login = await AuditEvent.query().where('action', 'auth.login').firstOrFail()
    assert.equal(login.ip, '127.0.0.2')
    const lockout = await AuditEvent.query().where('action', 'auth.lockout').firstOrFail()
    assert.equal(lockout.ip, '127.0.0.1')
  })

  test('a success clears the failures of that account', async ({ client }) => {
    const agent = new Agent(client)
    for (let attempt = 1; attempt <= 4; attempt++) {
      await agent.signIn('manager@demo.test', `wrong-${attempt}-password`)
    }
    await agent.signIn('manager@demo.test')
    await agent.post('/logout')
    for (let attempt = 1; attempt <= 4; attempt++) {
      await agent.signIn('manager@demo.test', `wrong-${attempt}-password`)
    }
    const response = await agent.signIn('manager@demo.test')
    response.assertHeader('location', '/dashboard')
  })
})

test.group('Sessions', (group) => {
  group.each.setup(() => freshDatabase())

  test('signing in issues a new session id', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.get('/login')
    const before = agent.cookies.get('pos-session')
    const stale = agent.clone()
    await agent.post('/login', { email: 'admin@demo.test', password: 'demo-password' })
    const after = agent.cookies.get('pos-session')
    assert.exists(before)
    assert.notEqual(before, after)

    const fixated = await stale.get('/dashboard')
    fixated.assertHeader('location', '/login')
  })

  test('logout destroys the session on the server; the old cookie stops working', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    const copied = agent.clone()
    const sessionId = agent.sessionId()
    assert.exists(await db.from('sessions').where('id', sessionId!).first())

    const response = await agent.post('/logout')
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    assert.notExists(await db.from('sessions').where('id', sessionId!).first())
    assert.notEqual(agent.sessionId(), sessionId)

    const replay = await copied.get('/dashboard')
    replay.assertStatus(302)
    replay.assertHeader('location', '/login')

    assert.lengthOf(await AuditEvent.query().where('action', 'auth.logout'), 1)
  })

  test('logout needs a signed-in user', async ({ client }) => {
    const agent = new Agent(client)
    await agent.get('/login')
    const response = await agent.post('/logout')
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('bumping the epoch ends the other sessions on their next request', async ({ client }) => {
    const first = await signedIn(client, 'cashier@demo.test')
    const second = await signedIn(client, 'cashier@demo.test')

    const user = await User.findByOrFail('email', 'cashier@demo.test')
    const { endOtherSessions } = await import('#services/accounts/session_lifetime')
    await endOtherSessions(user)

    const response = await first.visit('/dashboard')
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    const html = await second.get('/dashboard')
    html.assertStatus(302)
    html.assertHeader('location', '/login')
    const login = await second.visit('/login')
    login.assertInertiaComponent('auth/login')
  })

  test('deactivating a user ends their live session', async ({ client }) => {
    const agent = await signedIn(client, 'clerk@demo.test')
    await User.query().where('email', 'clerk@demo.test').update({ isActive: false })
    const response = await agent.get('/dashboard')
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('an idle session ends after 2 hours and any session after 12', async ({ client }) => {
    for (const [field, hours] of [
      ['seenAt', 2],
      ['startedAt', 12],
    ] as const) {
      const agent = await signedIn(client, 'admin@demo.test')
      const row = await db.from('sessions').where('id', agent.sessionId()!).firstOrFail()
      const data = JSON.parse(row.data)
      data.message.auth_session[field] = Date.now() - hours * 60 * 60 * 1000 - 1000
      await db
        .from('sessions')
        .where('id', row.id)
        .update({ data: JSON.stringify(data) })

      const response = await agent.get('/dashboard')
      response.assertStatus(302)
      response.assertHeader('location', '/login')
    }
  })
})
