import { test } from '@japa/runner'
import User from '#models/user'
import Setting from '#models/setting'
import AuditEvent from '#models/audit_event'
import { registerAccount } from '#services/registration'
import { Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { allMail, waitForMail } from '#tests/helpers/mailbox'

const newcomer = {
  name: 'Nora Newcomer',
  email: 'nora@shop.test',
  password: 'blue-kettle-river-42',
  password_confirmation: 'blue-kettle-river-42',
}

async function openRegistration(open = true) {
  await Setting.query().update({ registrationOpen: open })
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
    assert.equal(event.changes?.role, 'Administrator')
    assert.notInclude(JSON.stringify(event.changes), newcomer.password)
  })

  test('the first-account rule never applies in production', async ({ assert }) => {
    await freshDatabase({ demo: false })
    const user = await registerAccount(newcomer, { production: true, ip: '127.0.0.1' })
    assert.isNull(user.roleId)
  })

  test('later accounts wait for access after confirming their email', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    await agent.get('/register')
    await agent.post('/register', newcomer)
    const user = await User.findByOrFail('email', newcomer.email)
    assert.isNull(user.roleId)

    const gated = await agent.get('/dashboard')
    gated.assertHeader('location', '/verify-email')

    const mail = await waitForMail(newcomer.email, /Confirm your email/)
    const link = new URL(mail.links[0])
    const verified = await agent.get(link.pathname + link.search)
    verified.assertHeader('location', '/dashboard')

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
      email: 'CASHIER@demo.test',
      password: 'password123',
      password_confirmation: 'something-else',
    })
    const page = await agent.visit('/register')
    const errors = page.inertiaProps.errors
    assert.match(errors.name, /at least 2/)
    assert.equal(errors.email, 'An account with this email already exists.')
    assert.match(errors.password, /too common|do not match/)

    await agent.post('/register', { ...newcomer, password_confirmation: 'blue-kettle-river-43' })
    const again = await agent.visit('/register')
    assert.deepEqual(again.inertiaProps.errors, {
      password_confirmation: 'The two passwords do not match.',
    })
    assert.lengthOf(await allMail(), 0)
  })

  test('10 registrations of one email at once: one account, the rest the field message', async ({
    client,
    assert,
  }) => {
    const agents = Array.from({ length: 10 }, () => new Agent(client))
    await Promise.all(agents.map((agent) => agent.get('/register')))
    const responses = await Promise.all(agents.map((agent) => agent.post('/register', newcomer)))

    assert.deepEqual(
      responses.map((response) => response.status()),
      Array(10).fill(302)
    )
    const welcomed = responses.filter((response) => response.header('location') === '/verify-email')
    assert.lengthOf(welcomed, 1)
    for (const [index, agent] of agents.entries()) {
      if (responses[index].header('location') === '/verify-email') continue
      const page = await agent.visit('/register')
      assert.equal(page.inertiaProps.errors.email, 'An account with this email already exists.')
    }
    assert.lengthOf(await User.query().where('email', newcomer.email), 1)
  })
})
