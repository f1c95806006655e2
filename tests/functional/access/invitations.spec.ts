import { test } from '@japa/runner'
import { DateTime, Duration } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import Role from '#models/role'
import User from '#models/user'
import UserInvitation from '#models/user_invitation'
import { INVITATION_UNUSABLE } from '#controllers/invitations_controller'
import { passwordMatches } from '#services/accounts/passwords'
import { hashLinkToken } from '#support/tokens'
import { Agent } from '#tests/helpers/agent'
import { confirmedAgent } from '#tests/helpers/access'
import { frozenClock } from '#tests/helpers/clock'
import { freshDatabase } from '#tests/helpers/database'
import { clearMailbox, waitForMail } from '#tests/helpers/mailbox'

const PASSWORD = 'silver-otter-drums-4'
const SUBJECT = /You are invited to POS Center/

async function invite(admin: Agent, email = 'noah@demo.test') {
  const cashier = await Role.findByOrFail('name', 'Cashier')
  const response = await admin.post('/users', {
    name: 'Noah Kim',
    email,
    role_id: cashier.id,
    method: 'invite',
    password: 'ignored-when-inviting',
    password_confirmation: 'ignored-when-inviting',
  })
  const invited = await User.findByOrFail('email', email)
  response.assertHeader('location', `/users/${invited.id}/edit`)
  const mail = await waitForMail(email, SUBJECT)
  return { mail, path: new URL(mail.links[0]).pathname }
}

test.group('Invitations', (group) => {
  group.each.setup(() => freshDatabase())

  test('inviting mails a single link; only the token hash is stored', async ({
    client,
    assert,
  }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const { mail, path } = await invite(admin)
    assert.match(path, /^\/invitations\/[A-Za-z0-9_-]{43}$/)
    assert.include(mail.text, 'Hello Noah Kim')
    assert.include(mail.text, '7 days')
    const token = path.split('/').pop()!

    const noah = await User.findByOrFail('email', 'noah@demo.test')
    assert.isNull(noah.password)
    assert.isNull(noah.emailVerifiedAt)
    const rows = await db.from('user_invitations')
    assert.lengthOf(rows, 1)
    assert.notInclude(JSON.stringify(rows), token)
    assert.equal(rows[0].token_hash, hashLinkToken(token))
    const invitation = await UserInvitation.firstOrFail()
    assert.approximately(invitation.expiresAt.diff(DateTime.utc()).toMillis(), 604_800_000, 60_000)

    const list = await admin.visit('/users')
    assert.equal(
      list.inertiaProps.flash.success,
      'Noah Kim was invited: the link is on its way to noah@demo.test.'
    )
    const row = list.inertiaProps.users.find(
      (user: { email: string }) => user.email === 'noah@demo.test'
    )
    assert.equal(row.status, 'invited')
    const invited = await AuditEvent.findByOrFail('action', 'user.invited')
    assert.deepEqual(invited.changes, { email: { from: null, to: 'noah@demo.test' } })
    assert.notInclude(JSON.stringify(await AuditEvent.all()), token)

    const signIn = await new Agent(client).signIn('noah@demo.test', 'ignored-when-inviting')
    signIn.assertHeader('location', '/login')
  })

  test('the link sets the password, confirms the email and signs in, once', async ({
    client,
    assert,
  }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const { path } = await invite(admin)
    const guest = new Agent(client)
    const page = await guest.visit(path)
    page.assertStatus(200)
    page.assertInertiaComponent('auth/accept_invitation')
    assert.equal(page.inertiaProps.name, 'Noah Kim')
    assert.equal(page.inertiaProps.email, 'noah@demo.test')
    const token = page.inertiaProps.token

    await guest.post('/invitations', {
      token,
      password: 'password',
      password_confirmation: 'password',
    })
    const weak = await guest.visit(path)
    assert.match(weak.inertiaProps.errors.password, /too common/)

    const accepted = await guest.post('/invitations', {
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    accepted.assertHeader('location', '/dashboard')
    const dashboard = await guest.visit('/dashboard')
    dashboard.assertStatus(200)
    assert.equal(dashboard.inertiaProps.auth.user.email, 'noah@demo.test')
    assert.equal(dashboard.inertiaProps.flash.success, 'Welcome, Noah Kim. Your password is set.')

    const noah = await User.findByOrFail('email', 'noah@demo.test')
    assert.isNotNull(noah.emailVerifiedAt)
    assert.isTrue(await passwordMatches(noah, PASSWORD))
    assert.lengthOf(await db.from('user_invitations'), 0)
    assert.exists(await AuditEvent.findBy('action', 'user.invitation_accepted'))

    const other = new Agent(client)
    const reopened = await other.get(path)
    reopened.assertHeader('location', '/login')
    const reused = await other.post('/invitations', {
      token,
      password: 'another-long-phrase-2',
      password_confirmation: 'another-long-phrase-2',
    })
    reused.assertHeader('location', '/login')
    const login = await other.visit('/login')
    assert.equal(login.inertiaProps.flash.error, INVITATION_UNUSABLE)
    await noah.refresh()
    assert.isTrue(await passwordMatches(noah, PASSWORD))
  })

  // An invitation's 7 days, as a literal duration.
  test('a link works for 7 days and stops after; a wrong token opens nothing', async ({
    client,
    assert,
    test: current,
  }) => {
    const clock = frozenClock(current)
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const { path } = await invite(admin)
    clock.set(Duration.fromObject({ days: 6, hours: 23, minutes: 59 }).toMillis())
    const lastMinute = await new Agent(client).visit(path)
    lastMinute.assertInertiaComponent('auth/accept_invitation')

    clock.set(Duration.fromObject({ days: 7, seconds: 1 }).toMillis())
    for (const candidate of [path, '/invitations/' + 'A'.repeat(43), '/invitations/nope']) {
      const guest = new Agent(client)
      const page = await guest.get(candidate)
      page.assertHeader('location', '/login')
      const login = await guest.visit('/login')
      assert.equal(login.inertiaProps.flash.error, INVITATION_UNUSABLE)
      const post = await guest.post('/invitations', {
        token: candidate.split('/').pop(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
      })
      post.assertHeader('location', '/login')
    }
    const noah = await User.findByOrFail('email', 'noah@demo.test')
    assert.isNull(noah.password)

    const edit = await admin.visit(`/users/${noah.id}/edit`)
    assert.isTrue(edit.inertiaProps.invitation.expired)
  })

  test('a new invitation replaces the old link', async ({ client, assert }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const { path: first } = await invite(admin)
    const noah = await User.findByOrFail('email', 'noah@demo.test')
    await clearMailbox()
    const response = await admin.post(`/users/${noah.id}/invitation`)
    response.assertHeader('location', `/users/${noah.id}/edit`)
    const mail = await waitForMail('noah@demo.test', SUBJECT)
    const second = new URL(mail.links[0]).pathname
    assert.notEqual(second, first)
    const old = await new Agent(client).get(first)
    old.assertHeader('location', '/login')
    const fresh = await new Agent(client).visit(second)
    fresh.assertInertiaComponent('auth/accept_invitation')
    assert.lengthOf(await AuditEvent.query().where('action', 'user.invited'), 2)

    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    await admin.post(`/users/${cashier.id}/invitation`)
    const page = await admin.visit(`/users/${cashier.id}/edit`)
    assert.equal(page.inertiaProps.flash.error, 'This person has already chosen a password.')
  })

  test('a signed-in user opening an invitation is sent to the dashboard', async ({ client }) => {
    const admin = await confirmedAgent(client, 'admin@demo.test')
    const { path } = await invite(admin)
    const response = await admin.get(path)
    response.assertHeader('location', '/dashboard')
  })
})
