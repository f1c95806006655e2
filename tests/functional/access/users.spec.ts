import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import User from '#models/user'
import { passwordMatches } from '#services/accounts/passwords'
import { Agent, signedIn } from '#tests/helpers/agent'
import {
  confirmedAgent,
  roleAndBranchIds,
  userFormOf,
  verifiedAccount,
  withPermissions,
} from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'

const PASSWORD = 'copper-meadow-falls-9'

/** The clerk works at Downtown too, so the cashier's account lies within their branches. */
async function clerkAlsoAtDowntown() {
  const { branches } = await roleAndBranchIds()
  const clerk = await User.findByOrFail('email', 'clerk@demo.test')
  await clerk.related('branches').attach([branches.DTN])
}

test.group('Users: access', (group) => {
  group.each.setup(() => freshDatabase())

  test('without users permissions every route answers 403', async ({ client }) => {
    const cashier = await confirmedAgent(client, 'cashier@demo.test')
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    for (const [method, url] of [
      ['GET', '/users'],
      ['GET', '/users/create'],
      ['POST', '/users'],
      ['GET', `/users/${clerk.id}/edit`],
      ['PUT', `/users/${clerk.id}`],
      ['POST', `/users/${clerk.id}/deactivate`],
      ['POST', `/users/${clerk.id}/activate`],
      ['POST', `/users/${clerk.id}/invitation`],
    ]) {
      const response = await cashier.send(method, url, method === 'GET' ? undefined : {}, (r) => {
        r.withInertia()
      })
      response.assertStatus(403)
    }
  })

  test('users.view reads the list and a read-only account page, and writes nothing', async ({
    client,
    assert,
  }) => {
    await withPermissions('Stock clerk', ['users.view'])
    await clerkAlsoAtDowntown()
    const agent = await confirmedAgent(client, 'clerk@demo.test')
    const list = await agent.visit('/users')
    list.assertInertiaComponent('users/index')
    assert.isFalse(list.inertiaProps.canManage)

    const { user, body } = await userFormOf('cashier@demo.test')
    const page = await agent.visit(`/users/${user.id}/edit`)
    page.assertInertiaComponent('users/edit')
    assert.isFalse(page.inertiaProps.canEdit)
    assert.equal(page.inertiaProps.user.email, 'cashier@demo.test')

    const write = await agent.send('PUT', `/users/${user.id}`, { ...body, name: 'Hacked' })
    write.assertStatus(403)
    await user.refresh()
    assert.equal(user.name, 'Sam Carter')
    const create = await agent.visit('/users/create')
    create.assertStatus(403)
  })

  test('users.manage alone opens the list and the account pages too', async ({
    client,
    assert,
  }) => {
    await withPermissions('Stock clerk', ['users.manage'])
    await clerkAlsoAtDowntown()
    const agent = await confirmedAgent(client, 'clerk@demo.test')
    const list = await agent.visit('/users')
    list.assertInertiaComponent('users/index')
    assert.isTrue(list.inertiaProps.canManage)
    assert.include(
      list.inertiaProps.menu.map((node: { name: string }) => node.name),
      'Users'
    )
    const { user } = await userFormOf('cashier@demo.test')
    const page = await agent.visit(`/users/${user.id}/edit`)
    page.assertInertiaComponent('users/edit')
  })

  test('the list opens without confirming; account pages and writes ask for the password', async ({
    client,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    const list = await agent.visit('/users')
    list.assertStatus(200)
    const { user, body } = await userFormOf('cashier@demo.test')
    for (const [method, url] of [
      ['GET', '/users/create'],
      ['GET', `/users/${user.id}/edit`],
      ['POST', '/users'],
      ['PUT', `/users/${user.id}`],
      ['POST', `/users/${user.id}/deactivate`],
    ]) {
      const response = await agent.send(method, url, method === 'GET' ? undefined : body)
      response.assertHeader('location', '/confirm-password')
    }
    const confirmed = await agent.post('/confirm-password', { password: 'demo-password' })
    confirmed.assertHeader('location', `/users/${user.id}/edit`)
  })
})

test.group('Users', (group) => {
  group.each.setup(() => freshDatabase())

  test('accounts waiting for access come first and are counted on the menu', async ({
    client,
    assert,
  }) => {
    await verifiedAccount('Priya Shah', 'priya@demo.test')
    await User.create({
      name: 'Unconfirmed Una',
      email: 'una@demo.test',
      password: 'demo-password',
      roleId: null,
      isActive: true,
    })
    const agent = await signedIn(client, 'admin@demo.test')
    const page = await agent.visit('/users')
    const users = page.inertiaProps.users as { name: string; status: string }[]
    assert.deepEqual(
      users.slice(0, 2).map((user) => user.status),
      ['waiting', 'waiting']
    )
    assert.deepEqual(
      users.slice(2).map((user) => user.name),
      ['Alex Morgan', 'Jordan Lee', 'Maria Lopez', 'Sam Carter']
    )
    assert.equal(page.inertiaProps.waitingCount, 2)
    const entry = (page.inertiaProps.menu as { name: string; badge?: number }[]).find(
      (node) => node.name === 'Users'
    )
    assert.deepEqual(entry, {
      ...entry,
      'to': '/users',
      'badge': 2,
      'badge-variant': 'warning',
    } as typeof entry)

    const search = await agent.visit('/users?search=LOPEZ')
    assert.deepEqual(
      search.inertiaProps.users.map((user: { email: string }) => user.email),
      ['manager@demo.test']
    )
    const waiting = await agent.visit('/users?status=waiting&sort=newest')
    assert.deepEqual(
      waiting.inertiaProps.users.map((user: { email: string }) => user.email),
      ['una@demo.test', 'priya@demo.test']
    )
    const emails = async (query: string) => {
      const list = await agent.visit(`/users?${query}`)
      return (list.inertiaProps.users as { email: string }[]).map((user) => user.email)
    }
    // Waiting accounts stay first whichever way the rest is sorted.
    assert.deepEqual(await emails('sort=name_desc'), [
      'una@demo.test',
      'priya@demo.test',
      'cashier@demo.test',
      'manager@demo.test',
      'clerk@demo.test',
      'admin@demo.test',
    ])
    for (const [email, at] of [
      ['clerk@demo.test', '2024-01-02T09:00:00Z'],
      ['cashier@demo.test', '2024-01-01T09:00:00Z'],
    ]) {
      const user = await User.findByOrFail('email', email)
      user.lastLoginAt = DateTime.fromISO(at)
      await user.save()
    }
    // Least recent sign-in first: never signed in (by name), then the oldest.
    const leastRecent = await emails('sort=last_login_asc')
    assert.deepEqual(leastRecent.slice(2), [
      'manager@demo.test',
      'cashier@demo.test',
      'clerk@demo.test',
      'admin@demo.test',
    ])
    const { roles } = await roleAndBranchIds()
    const byRole = await agent.visit(`/users?role=${roles.Cashier}`)
    assert.deepEqual(
      byRole.inertiaProps.users.map((user: { email: string }) => user.email),
      ['cashier@demo.test']
    )
  })

  test('creates a user with an initial password, role and branches, audited', async ({
    client,
    assert,
  }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const form = await agent.visit('/users/create')
    form.assertInertiaComponent('users/create')
    assert.deepEqual(
      form.inertiaProps.branches.map((branch: { code: string }) => branch.code),
      ['DTN', 'HBR', 'NTH']
    )
    const { roles, branches } = await roleAndBranchIds()
    const response = await agent.post('/users', {
      name: 'Noah Kim',
      email: 'Noah.Kim@Demo.test',
      role_id: roles.Cashier,
      branch_ids: [branches.DTN, branches.HBR],
      method: 'password',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_active: false,
      email_verified_at: '2020-01-01',
    })
    const user = await User.query()
      .where('email', 'noah.kim@demo.test')
      .preload('branches')
      .firstOrFail()
    response.assertHeader('location', `/users/${user.id}/edit`)
    assert.equal(user.roleId, roles.Cashier)
    assert.isTrue(user.isActive)
    assert.isNull(user.emailVerifiedAt)
    assert.isTrue(await passwordMatches(user, PASSWORD))
    assert.sameMembers(
      user.branches.map((branch) => branch.code),
      ['DTN', 'HBR']
    )
    const list = await agent.visit('/users')
    assert.equal(
      list.inertiaProps.flash.success,
      'Noah Kim can now sign in with the password you chose.'
    )
    const event = await AuditEvent.findByOrFail('action', 'user.created')
    assert.deepEqual(event.changes, {
      name: { from: null, to: 'Noah Kim' },
      email: { from: null, to: 'noah.kim@demo.test' },
      role: { from: null, to: 'Cashier' },
      branches: { from: null, to: ['DTN', 'HBR'] },
      active: { from: null, to: true },
      method: { from: null, to: 'password' },
    })
    assert.isNull(await AuditEvent.findBy('action', 'user.invited'))

    const signIn = await new Agent(client).signIn('noah.kim@demo.test', PASSWORD)
    signIn.assertHeader('location', '/dashboard')
  })

  test('validation errors come back beside their fields', async ({ client, assert }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    await agent.visit('/users/create')
    await agent.post('/users', {
      name: 'N',
      email: 'CASHIER@demo.test',
      role_id: 999,
      method: 'password',
      password: 'password',
      password_confirmation: 'password',
    })
    const page = await agent.visit('/users/create')
    const errors = page.inertiaProps.errors
    assert.match(errors.name, /at least 2/)
    assert.equal(errors.email, 'An account with this email already exists.')
    assert.equal(errors.role_id, 'Choose a role.')
    assert.match(errors.password, /too common/)

    await agent.post('/users', { name: 'Noah Kim', email: 'noah@demo.test', method: 'password' })
    const again = await agent.visit('/users/create')
    assert.equal(again.inertiaProps.errors.role_id, 'Choose a role.')
    assert.exists(again.inertiaProps.errors.password)
    assert.isNull(await User.findBy('email', 'noah@demo.test'))
  })

  test('giving a waiting account a role lets it in and ends its waiting session', async ({
    client,
    assert,
  }) => {
    const priya = await verifiedAccount('Priya Shah', 'priya@demo.test')
    const priyaTab = await signedIn(client, 'priya@demo.test')
    const waiting = await priyaTab.visit('/dashboard')
    waiting.assertHeader('location', '/waiting-for-access')

    const { roles, branches } = await roleAndBranchIds()
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const page = await agent.visit(`/users/${priya.id}/edit`)
    assert.equal(page.inertiaProps.user.status, 'waiting')
    const response = await agent.send('PUT', `/users/${priya.id}`, {
      name: 'Priya Shah',
      email: 'priya@demo.test',
      role_id: roles.Cashier,
      branch_ids: [branches.NTH],
      is_active: true,
    })
    response.assertHeader('location', `/users/${priya.id}/edit`)
    const saved = await agent.visit(`/users/${priya.id}/edit`)
    assert.equal(saved.inertiaProps.flash.success, 'Priya Shah saved.')
    assert.equal(saved.inertiaProps.user.status, 'active')

    const ended = await priyaTab.visit('/dashboard')
    ended.assertHeader('location', '/login')
    const again = await new Agent(client).signIn('priya@demo.test')
    again.assertHeader('location', '/dashboard')
    const roleEvent = await AuditEvent.findByOrFail('action', 'user.role_changed')
    assert.deepEqual(roleEvent.changes, { role: { from: null, to: 'Cashier' } })
    const updateEvent = await AuditEvent.findByOrFail('action', 'user.updated')
    assert.deepEqual(updateEvent.changes, { branches: { from: [], to: ['NTH'] } })
  })

  test('a role change ends every session of the user at once', async ({ client, assert }) => {
    const cashierTab = await signedIn(client, 'cashier@demo.test')
    const before = await cashierTab.visit('/dashboard')
    before.assertStatus(200)

    const { roles } = await roleAndBranchIds()
    const { user, body } = await userFormOf('cashier@demo.test')
    const agent = await confirmedAgent(client, 'admin@demo.test')
    await agent.send('PUT', `/users/${user.id}`, { ...body, role_id: roles['Stock clerk'] })
    await user.refresh()
    assert.equal(user.roleId, roles['Stock clerk'])
    const next = await cashierTab.visit('/dashboard')
    next.assertHeader('location', '/login')

    const nameOnly = await signedIn(client, 'cashier@demo.test')
    await agent.send('PUT', `/users/${user.id}`, {
      ...body,
      role_id: roles['Stock clerk'],
      name: 'Sam C.',
    })
    const still = await nameOnly.visit('/dashboard')
    still.assertStatus(200)
  })

  test('deactivating signs the user out on their next request and stops sign-in', async ({
    client,
    assert,
  }) => {
    const clerkTab = await signedIn(client, 'clerk@demo.test')
    const before = await clerkTab.visit('/dashboard')
    before.assertStatus(200)

    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    const agent = await confirmedAgent(client, 'admin@demo.test')
    await agent.visit('/users')
    const list = `http://localhost:${process.env.PORT}/users?status=active`
    const response = await agent.post(`/users/${clerk.id}/deactivate`, {}, (r) => {
      r.header('Referer', list)
    })
    assert.match(response.header('location') ?? '', /\/users\?status=active$/)
    await clerk.refresh()
    assert.isFalse(clerk.isActive)
    const after = await agent.visit('/users')
    assert.equal(after.inertiaProps.flash.success, 'Jordan Lee was deactivated and signed out.')

    const next = await clerkTab.visit('/dashboard')
    next.assertHeader('location', '/login')
    const refused = await new Agent(client).signIn('clerk@demo.test')
    refused.assertHeader('location', '/login')
    assert.exists(await AuditEvent.findBy('action', 'user.deactivated'))

    await agent.post(`/users/${clerk.id}/activate`)
    await clerk.refresh()
    assert.isTrue(clerk.isActive)
    assert.exists(await AuditEvent.findBy('action', 'user.activated'))
    const back = await new Agent(client).signIn('clerk@demo.test')
    back.assertHeader('location', '/dashboard')
  })

  test('the form switch deactivates too, and audits it once', async ({ client, assert }) => {
    const { user, body } = await userFormOf('clerk@demo.test')
    const agent = await confirmedAgent(client, 'admin@demo.test')
    await agent.send('PUT', `/users/${user.id}`, { ...body, is_active: false })
    await user.refresh()
    assert.isFalse(user.isActive)
    assert.lengthOf(await AuditEvent.query().where('action', 'user.deactivated'), 1)
    assert.lengthOf(await AuditEvent.query().where('action', 'user.updated'), 0)
  })

  test('nobody demotes or deactivates themselves; the last Administrator stays', async ({
    client,
    assert,
  }) => {
    const { roles } = await roleAndBranchIds()
    const { user: admin, body } = await userFormOf('admin@demo.test')
    const agent = await confirmedAgent(client, 'admin@demo.test')
    await agent.visit(`/users/${admin.id}/edit`)

    await agent.send('PUT', `/users/${admin.id}`, { ...body, role_id: roles.Manager })
    let page = await agent.visit(`/users/${admin.id}/edit`)
    assert.equal(page.inertiaProps.errors.role_id, 'You cannot change your own role.')

    await agent.send('PUT', `/users/${admin.id}`, { ...body, is_active: false })
    page = await agent.visit(`/users/${admin.id}/edit`)
    assert.equal(page.inertiaProps.errors.is_active, 'You cannot deactivate your own account.')

    await agent.post(`/users/${admin.id}/deactivate`)
    page = await agent.visit('/users')
    assert.equal(page.inertiaProps.flash.error, 'You cannot deactivate your own account.')

    await admin.refresh()
    assert.isTrue(admin.isActive)
    assert.equal(admin.roleId, roles.Administrator)
    assert.isTrue(await admin.isLastActiveAdministrator())

    const name = await agent.send('PUT', `/users/${admin.id}`, { ...body, name: 'Alex M.' })
    name.assertStatus(302)
    await admin.refresh()
    assert.equal(admin.name, 'Alex M.')
  })

  test('another Administrator may be demoted while one active Administrator remains', async ({
    client,
    assert,
  }) => {
    const { roles } = await roleAndBranchIds()
    await User.query().where('email', 'manager@demo.test').update({ roleId: roles.Administrator })
    const { user: manager, body } = await userFormOf('manager@demo.test')
    const agent = await confirmedAgent(client, 'admin@demo.test')
    await agent.send('PUT', `/users/${manager.id}`, { ...body, role_id: roles.Manager })
    await manager.refresh()
    assert.equal(manager.roleId, roles.Manager)
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    assert.isTrue(await admin.isLastActiveAdministrator())
  })

  test('extra fields sent to /profile change neither role nor activity', async ({
    client,
    assert,
  }) => {
    const { roles } = await roleAndBranchIds()
    const agent = await signedIn(client, 'cashier@demo.test')
    await agent.send('PUT', '/profile', {
      name: 'Sam Carter',
      email: 'cashier@demo.test',
      role_id: roles.Administrator,
      is_active: false,
      branch_ids: [1, 2, 3],
    })
    const cashier = await User.query()
      .where('email', 'cashier@demo.test')
      .preload('branches')
      .firstOrFail()
    assert.equal(cashier.roleId, roles.Cashier)
    assert.isTrue(cashier.isActive)
    assert.lengthOf(cashier.branches, 1)
  })

  test('no users page carries a password hash, epoch or token', async ({ client, assert }) => {
    await verifiedAccount('Priya Shah', 'priya@demo.test')
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const { roles } = await roleAndBranchIds()
    await agent.post('/users', {
      name: 'Noah Kim',
      email: 'noah@demo.test',
      role_id: roles.Cashier,
      method: 'invite',
    })
    const noah = await User.findByOrFail('email', 'noah@demo.test')
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    const invitation = await db.from('user_invitations').firstOrFail()
    for (const url of [
      '/users',
      '/users/create',
      `/users/${noah.id}/edit`,
      `/users/${cashier.id}/edit`,
    ]) {
      const page = await agent.visit(url)
      const text = page.text()
      assert.notMatch(text, /"password"|\$scrypt|sessionEpoch|session_epoch|tokenHash|token_hash/)
      assert.notInclude(text, invitation.token_hash)
      assert.notInclude(text, cashier.password!)
    }
  })
})
