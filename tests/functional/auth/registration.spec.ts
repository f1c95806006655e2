import { test } from '@japa/runner'
import User from '#models/user'
import Setting from '#models/setting'
import AuditEvent from '#models/audit_event'
import { registerAccount } from '#services/accounts/registration'
import { REGISTRATION_RECEIVED } from '#controllers/registration_controller'
import { passwordMatches } from '#services/accounts/passwords'
import { Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { allMail, waitForMail } from '#tests/helpers/mailbox'
import { waitUntil } from '#tests/helpers/wait'

const newcomer = {
  name: 'Nora Newcomer',
  email: 'nora@shop.test',
  password: 'blue-kettle-river-42',
  password_confirmation: 'blue-kettle-river-42',
}

async function openRegistration(open = true) {
  await Setting.query().update({ registrationOpen: open })
}

async function mailCount() {
  const mailbox = await allMail()
  return mailbox.length
}

test.group('Registration', (group) => {
  group.each.setup(() => freshDatabase())

  test('the form exists only while registration is open', async ({ client, assert }) => {
    const agent = new Agent(client)
    const open = await agent.visit('/register')
    open.assertStatus(200)
    open.assertInertiaComponent('auth/register')
    const home = await agent.visit('/')
    assert.isTrue(home.inertiaProps.canRegister)

    await openRegistration(false)
    const closed = await agent.visit('/register')
    closed.assertStatus(404)
    await agent.get('/register')
    const post = await agent.post('/register', newcomer)
    post.assertStatus(404)
    assert.isNull(await User.findBy('email', newcomer.email))
    const landing = await agent.visit('/')
    assert.isFalse(landing.inertiaProps.canRegister)
  })

  test('the first account of an empty database becomes Administrator', async ({
    client,
    assert,
  }) => {
    await freshDatabase({ demo: false })
    await openRegistration()
    const agent = new Agent(client)
    await agent.get('/register')
    const response = await agent.post('/register', newcomer)
    response.assertStatus(302)
    response.assertHeader('location', '/verify-email')

    const user = await User.query().where('email', newcomer.email).preload('role').firstOrFail()
    assert.equal(user.role.name, 'Administrator')
    assert.isNull(user.emailVerifiedAt)
    const event = await AuditEvent.query().where('action', 'user.registered').firstOrFail()
    assert.deepEqual(event.changes?.role, { from: null, to: 'Administrator' })
    assert.notInclude(JSON.stringify(event.changes), newcomer.password)
  })

  test('the first-account rule never applies in production', async ({ assert }) => {
    await freshDatabase({ demo: false })
    const user = await registerAccount(newcomer, { production: true, ip: '127.0.0.1' })
    assert.isNull(user.roleId)
  })

  test('later accounts confirm their email, sign in and wait for access', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    await agent.get('/register')
    const response = await agent.post('/register', newcomer)
    response.assertHeader('location', '/login')

    const mail = await waitForMail(newcomer.email, /Confirm your email/)
    const user = await User.findByOrFail('email', newcomer.email)
    assert.isNull(user.roleId)
    assert.isNull(user.emailVerifiedAt)
    const link = new URL(mail.links[0])
    const verified = await agent.get(link.pathname + link.search, (request) =>
      request.withInertia()
    )
    verified.assertInertiaComponent('auth/email_verified')
    assert.isFalse(verified.inertiaProps.signedIn)
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    await agent.signIn(newcomer.email, newcomer.password)
    const dashboard = await agent.get('/dashboard')
    dashboard.assertHeader('location', '/waiting-for-access')
    const waiting = await agent.visit('/waiting-for-access')
    waiting.assertInertiaComponent('auth/waiting_for_access')
    assert.deepEqual(waiting.inertiaProps.menu, [])
  })

  test('bad input is refused beside each field', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.get('/register')
    await agent.post('/register', {
      name: 'N',
      email: 'not-an-email',
      password: 'password123',
      password_confirmation: 'something-else',
    })
    const page = await agent.visit('/register')
    const errors = page.inertiaProps.errors
    assert.match(errors.name, /at least 2/)
    assert.match(errors.email, /valid email/)
    assert.match(errors.password, /too common|do not match/)

    await agent.post('/register', { ...newcomer, password_confirmation: 'blue-kettle-river-43' })
    const again = await agent.visit('/register')
    assert.deepEqual(again.inertiaProps.errors, {
      password_confirmation: 'The two passwords do not match.',
    })
    assert.lengthOf(await allMail(), 0)
  })

  test('a taken and a free email get the same answer; the owner of the taken one gets a note', async ({
    client,
    assert,
  }) => {
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    const answers = []
    for (const email of ['CASHIER@demo.test', newcomer.email]) {
      const agent = new Agent(client)
      await agent.get('/register')
      const response = await agent.post('/register', { ...newcomer, email })
      const page = await agent.visit(String(response.header('location')))
      answers.push({
        status: response.status(),
        location: response.header('location'),
        component: page.body().component,
        flash: page.inertiaProps.flash,
        errors: page.inertiaProps.errors,
        signedIn: Boolean(page.inertiaProps.auth?.user),
      })
    }
    assert.deepEqual(answers[0], answers[1])
    assert.deepEqual(answers[0], {
      status: 302,
      location: '/login',
      component: 'auth/login',
      flash: { success: REGISTRATION_RECEIVED },
      errors: {},
      signedIn: false,
    })

    const note = await waitForMail('cashier@demo.test', /already have a POS Center account/)
    assert.match(note.links[0], /\/forgot-password$/)
    await waitForMail(newcomer.email, /Confirm your email/)
    const mailbox = await allMail()
    assert.lengthOf(mailbox, 2, 'no confirmation link for the taken address')
    await cashier.refresh()
    assert.equal(cashier.name, 'Sam Carter')
    assert.isTrue(await passwordMatches(cashier, 'demo-password'))
    assert.lengthOf(await User.query().where('email', 'cashier@demo.test'), 1)
    assert.lengthOf(await AuditEvent.query().where('action', 'user.registered'), 1)
  })

  test('one address registers 6 times a minute; the 7th is throttled and creates nothing', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    await agent.get('/register')
    for (let index = 1; index <= 6; index++) {
      const response = await agent.post('/register', { ...newcomer, email: `n${index}@shop.test` })
      response.assertHeader('location', '/login')
    }
    await agent.get('/register')
    const refused = await agent.post('/register', { ...newcomer, email: 'n7@shop.test' })
    refused.assertStatus(302)
    const page = await agent.visit('/register')
    assert.match(page.inertiaProps.errors.email, /^Too many requests\. Try again in \d+ seconds\.$/)

    const other = new Agent(client, '127.0.0.2')
    await other.get('/register')
    const elsewhere = await other.post('/register', { ...newcomer, email: 'n8@shop.test' })
    elsewhere.assertHeader('location', '/login')
    await waitForMail('n8@shop.test', /Confirm your email/)
    await waitUntil(async () => (await mailCount()) >= 7, 'six links and the eighth')
    assert.isNull(await User.findBy('email', 'n7@shop.test'))
  })

  test('one email from one address: 3 registrations in 15 minutes, the 4th is throttled', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    await agent.get('/register')
    for (let index = 1; index <= 3; index++) {
      const response = await agent.post('/register', { ...newcomer, email: 'cashier@demo.test' })
      response.assertHeader('location', '/login')
    }
    await agent.get('/register')
    await agent.post('/register', { ...newcomer, email: 'cashier@demo.test' })
    const page = await agent.visit('/register')
    assert.match(page.inertiaProps.errors.email, /^Too many requests\. Try again in \d+ minutes\.$/)

    const free = await agent.post('/register', newcomer)
    free.assertHeader('location', '/login')
    await waitForMail(newcomer.email, /Confirm your email/)
    await waitUntil(async () => (await mailCount()) >= 4, 'three notes and a link')
    assert.lengthOf(await User.query().where('email', 'cashier@demo.test'), 1)
  })

  test('10 registrations of one email at once: one account, the same answer for all', async ({
    client,
    assert,
  }) => {
    const agents = Array.from(
      { length: 10 },
      (_, index) => new Agent(client, `127.0.0.${index + 2}`)
    )
    await Promise.all(agents.map((agent) => agent.get('/register')))
    const responses = await Promise.all(agents.map((agent) => agent.post('/register', newcomer)))

    assert.deepEqual(
      responses.map((response) => [response.status(), response.header('location')]),
      Array(10).fill([302, '/login'])
    )
    await waitForMail(newcomer.email, /Confirm your email/)
    await waitUntil(
      async () => (await mailCount()) >= 10,
      'a link and nine notes, once every registration ran'
    )
    assert.lengthOf(await User.query().where('email', newcomer.email), 1)
    const mailbox = await allMail()
    assert.lengthOf(
      mailbox.filter((item) => /Confirm your email/.test(item.subject)),
      1
    )
  })
})
