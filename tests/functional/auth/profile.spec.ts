import { test } from '@japa/runner'
import User from '#models/user'
import AuditEvent from '#models/audit_event'
import { passwordMatches } from '#services/accounts/passwords'
import { Agent, fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { waitForMail } from '#tests/helpers/mailbox'

const NEW_PASSWORD = 'violet-harbour-lamp-3'

test.group('Profile', (group) => {
  group.each.setup(() => freshDatabase())

  test('every demo user opens their profile', async ({ client, assert }) => {
    for (const email of [
      'admin@demo.test',
      'manager@demo.test',
      'cashier@demo.test',
      'clerk@demo.test',
    ]) {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/profile')
      page.assertStatus(200)
      page.assertInertiaComponent('profile/edit')
      assert.isFalse(page.inertiaProps.mustVerifyEmail)
    }
    const guest = await new Agent(client).get('/profile')
    guest.assertHeader('location', '/login')
  })

  test('a new name is saved and audited with before and after', async ({ client, assert }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const response = await agent.send('PUT', '/profile', {
      name: 'Samantha Carter',
      email: 'cashier@demo.test',
    })
    response.assertHeader('location', '/profile')
    const user = await User.findByOrFail('email', 'cashier@demo.test')
    assert.equal(user.name, 'Samantha Carter')
    assert.isNotNull(user.emailVerifiedAt)
    const event = await AuditEvent.query().where('action', 'user.profile_updated').firstOrFail()
    assert.deepEqual(event.changes, {
      name: { from: 'Sam Carter', to: 'Samantha Carter' },
    })
  })

  test('a new email must be confirmed again', async ({ client, assert }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const response = await agent.send('PUT', '/profile', {
      name: 'Sam Carter',
      email: 'Sam.Carter@Shop.test',
    })
    response.assertHeader('location', '/verify-email')

    const user = await User.findByOrFail('email', 'sam.carter@shop.test')
    assert.isNull(user.emailVerifiedAt)
    const dashboard = await agent.get('/dashboard')
    dashboard.assertHeader('location', '/verify-email')

    const mail = await waitForMail('sam.carter@shop.test', /Confirm your email/)
    const link = new URL(mail.links[0])
    await agent.get(link.pathname + link.search)
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
    const event = await AuditEvent.query().where('action', 'user.email_changed').firstOrFail()
    assert.deepEqual(event.changes, {
      email: { from: 'cashier@demo.test', to: 'sam.carter@shop.test' },
    })
  })

  test('an email another account uses is refused', async ({ client, assert }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    await agent.send('PUT', '/profile', { name: 'Sam Carter', email: 'CLERK@demo.test' })
    const page = await agent.visit('/profile')
    assert.equal(page.inertiaProps.errors.email, 'An account with this email already exists.')
  })

  test('changing the password needs the current one and ends the other sessions', async ({
    client,
    assert,
  }) => {
    const other = await signedIn(client, 'manager@demo.test')
    const agent = await signedIn(client, 'manager@demo.test')

    await agent.send('PUT', '/profile/password', {
      current_password: 'not-my-password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    let page = await agent.visit('/profile')
    assert.equal(page.inertiaProps.errors.current_password, 'The current password is not correct.')

    await agent.send('PUT', '/profile/password', {
      current_password: 'demo-password',
      password: 'letmein1',
      password_confirmation: 'letmein1',
    })
    page = await agent.visit('/profile')
    assert.match(page.inertiaProps.errors.password, /too common/)

    const response = await agent.send('PUT', '/profile/password', {
      current_password: 'demo-password',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    response.assertHeader('location', '/profile')

    const stillIn = await agent.visit('/dashboard')
    stillIn.assertStatus(200)
    const signedOut = await other.get('/dashboard')
    signedOut.assertHeader('location', '/login')

    const user = await User.findByOrFail('email', 'manager@demo.test')
    assert.isTrue(await passwordMatches(user, NEW_PASSWORD))
    assert.exists(await AuditEvent.query().where('action', 'user.password_changed').first())
  })

  test('a 128-character password is accepted', async ({ client }) => {
    const long = 'correct horse battery staple '.repeat(5).slice(0, 128)
    const agent = await signedIn(client, 'clerk@demo.test')
    const response = await agent.send('PUT', '/profile/password', {
      current_password: 'demo-password',
      password: long,
      password_confirmation: long,
    })
    response.assertHeader('location', '/profile')
    const fresh = await new Agent(client).signIn('clerk@demo.test', long)
    fresh.assertHeader('location', '/dashboard')
  })
})

test.group('Delete account', (group) => {
  group.each.setup(() => freshDatabase())

  test('the account is anonymised, cannot sign in, and its audit rows stay', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    const user = await User.findByOrFail('email', 'cashier@demo.test')

    await agent.send('DELETE', '/profile', { password: 'wrong-password' })
    const page = await agent.visit('/profile')
    assert.equal(page.inertiaProps.errors.password, 'This password is not correct.')

    const response = await agent.send('DELETE', '/profile', { password: 'demo-password' })
    response.assertHeader('location', '/')

    await user.refresh()
    assert.equal(user.name, 'Deleted user')
    assert.equal(user.email, `deleted-${user.id}@deleted.invalid`)
    assert.isNull(user.password)
    assert.isFalse(user.isActive)
    assert.isNull(user.roleId)

    const events = await AuditEvent.query().where('user_id', user.id).orderBy('id')
    assert.includeMembers(
      events.map((event) => event.action),
      ['auth.login', 'user.deleted']
    )
    assert.notInclude(JSON.stringify(events.map((event) => event.changes)), 'cashier@demo.test"')

    const again = await new Agent(client).signIn('cashier@demo.test')
    again.assertHeader('location', '/login')
    const dashboard = await agent.get('/dashboard')
    dashboard.assertHeader('location', '/login')
  })

  test('the last active Administrator cannot delete their account', async ({ client, assert }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    const response = await agent.send(
      'DELETE',
      '/profile',
      { password: 'demo-password' },
      fromPage('/profile')
    )
    response.assertHeader('location', '/profile')
    const page = await agent.visit('/profile')
    assert.match(page.inertiaProps.errors.password, /last active Administrator/)
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    assert.isTrue(admin.isActive)
    assert.isNull(await AuditEvent.query().where('action', 'user.deleted').first())
  })

  test('an Administrator may leave once another active one exists', async ({ client, assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const manager = await User.findByOrFail('email', 'manager@demo.test')
    manager.roleId = admin.roleId
    await manager.save()
    const agent = await signedIn(client, 'admin@demo.test')
    const response = await agent.send('DELETE', '/profile', { password: 'demo-password' })
    response.assertHeader('location', '/')
    await admin.refresh()
    assert.isFalse(admin.isActive)
  })
})

test.group('Confirm password', (group) => {
  group.each.setup(() => freshDatabase())

  test('confirming sends the user back where they were going', async ({ client, assert }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    const page = await agent.visit('/confirm-password')
    page.assertInertiaComponent('auth/confirm_password')

    await agent.post('/confirm-password', { password: 'nope-nope-nope' })
    const again = await agent.visit('/confirm-password')
    assert.equal(again.inertiaProps.errors.password, 'This password is not correct.')

    const response = await agent.post('/confirm-password', { password: 'demo-password' })
    response.assertHeader('location', '/dashboard')
  })

  test('guests and unverified users cannot reach it', async ({ client }) => {
    const guest = await new Agent(client).get('/confirm-password')
    guest.assertHeader('location', '/login')
  })
})
