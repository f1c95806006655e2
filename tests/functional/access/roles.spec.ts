import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Role from '#models/role'
import User from '#models/user'
import { PERMISSIONS } from '#support/permissions'
import { Agent, fromPage, signedIn } from '#tests/helpers/agent'
import { confirmedAgent } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'

const SUPERVISOR = {
  name: 'Supervisor',
  description: 'Closes the till at night.',
  permissions: ['dashboard.view', 'orders.view', 'reports.view', 'not.a_permission'],
  all_branches: false,
  max_discount_bp: 1250,
}

test.group('Roles: access', (group) => {
  group.each.setup(() => freshDatabase())

  test('only roles.manage opens the roles screens; the rest get 403', async ({ client }) => {
    const manager = await confirmedAgent(client, 'manager@demo.test')
    const role = await Role.findByOrFail('name', 'Cashier')
    for (const [method, url] of [
      ['GET', '/roles'],
      ['GET', '/roles/create'],
      ['POST', '/roles'],
      ['GET', `/roles/${role.id}/edit`],
      ['PUT', `/roles/${role.id}`],
      ['DELETE', `/roles/${role.id}`],
    ]) {
      const response = await manager.send(
        method,
        url,
        method === 'GET' ? undefined : SUPERVISOR,
        (r) => {
          r.withInertia()
        }
      )
      response.assertStatus(403)
    }
    const guest = await new Agent(client).get('/roles')
    guest.assertHeader('location', '/login')
  })

  test('an unconfirmed password is asked for first, and the page opens after', async ({
    client,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    const page = await agent.visit('/roles')
    page.assertHeader('location', '/confirm-password')
    const write = await agent.post('/roles', SUPERVISOR)
    write.assertHeader('location', '/confirm-password')
    const confirmed = await agent.post('/confirm-password', { password: 'demo-password' })
    confirmed.assertHeader('location', '/roles')
    const list = await agent.visit('/roles')
    list.assertStatus(200)
    list.assertInertiaComponent('roles/index')
  })
})

test.group('Roles', (group) => {
  group.each.setup(() => freshDatabase())

  test('the index lists roles with their users count, searchable and sortable', async ({
    client,
    assert,
  }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const page = await agent.visit('/roles')
    page.assertInertiaComponent('roles/index')
    const roles = page.inertiaProps.roles as { name: string; usersCount: number }[]
    assert.deepEqual(
      roles.map((role) => [role.name, role.usersCount]),
      [
        ['Administrator', 1],
        ['Cashier', 1],
        ['Manager', 1],
        ['Stock clerk', 1],
      ]
    )
    const search = await agent.visit('/roles?search=cash')
    assert.deepEqual(
      search.inertiaProps.roles.map((role: { name: string }) => role.name),
      ['Cashier']
    )
    assert.equal(search.inertiaProps.filters.search, 'cash')

    const cashier = await Role.findByOrFail('name', 'Cashier')
    await User.query().where('email', 'clerk@demo.test').update({ roleId: cashier.id })
    const byUsers = await agent.visit('/roles?sort=users')
    assert.deepEqual(byUsers.inertiaProps.roles[0], {
      ...byUsers.inertiaProps.roles[0],
      name: 'Cashier',
      usersCount: 2,
    })
    const namesOf = async (query: string) => {
      const list = await agent.visit(`/roles?${query}`)
      return (list.inertiaProps.roles as { name: string }[]).map((role) => role.name)
    }
    assert.deepEqual(await namesOf('sort=users_asc'), [
      'Stock clerk',
      'Administrator',
      'Manager',
      'Cashier',
    ])
    assert.deepEqual(await namesOf('sort=name_desc'), [
      'Stock clerk',
      'Manager',
      'Cashier',
      'Administrator',
    ])
  })

  test('creates a role: known permissions only, exact discount cap, audited', async ({
    client,
    assert,
  }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const form = await agent.visit('/roles/create')
    form.assertInertiaComponent('roles/create')
    const areas = form.inertiaProps.groups as { label: string; permissions: { key: string }[] }[]
    assert.deepEqual(
      areas.map((area) => area.label),
      [
        'Dashboard',
        'Branches',
        'Customers',
        'Products',
        'Quick keys',
        'Stock',
        'Stock moves',
        'Suppliers',
        'Purchasing',
        'Orders',
        'Returns',
        'Tills',
        'Reports',
        'Users',
        'Roles',
        'Settings',
        'Audit',
      ]
    )
    assert.include(
      areas.flatMap((area) => area.permissions.map((permission) => permission.key)),
      'reports.view'
    )

    // Unknown permissions are dropped; known ones kept.
    const response = await agent.post('/roles', { ...SUPERVISOR, is_system: true })
    const role = await Role.findByOrFail('name', 'Supervisor')
    response.assertHeader('location', `/roles/${role.id}/edit`)
    assert.deepEqual(role.permissions, ['dashboard.view', 'orders.view', 'reports.view'])
    assert.equal(role.maxDiscountBp, 1250)
    assert.isFalse(role.isSystem)
    assert.isFalse(role.allBranches)

    const saved = await agent.visit(`/roles/${role.id}/edit`)
    saved.assertInertiaComponent('roles/edit')
    assert.equal(saved.inertiaProps.flash.success, 'Role Supervisor created.')
    const event = await AuditEvent.query().where('action', 'role.created').firstOrFail()
    assert.equal(event.subjectId, String(role.id))
    assert.deepEqual(event.changes?.max_discount_bp, { from: null, to: 1250 })
  })

  test('validation: name unique whatever its case, discount whole basis points up to 100 %', async ({
    client,
    assert,
  }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    await agent.visit('/roles/create')
    for (const [field, value, message] of [
      ['name', 'cashier', 'A role with this name already exists.'],
      ['max_discount_bp', 10001, 'The discount cap cannot be above 100 %.'],
      ['max_discount_bp', 1234.5, 'The discount cap must be a whole number.'],
      ['max_discount_bp', 'ten', 'Enter the discount cap as a number.'],
      // What the percent field could not read arrives as text, never read as basis points.
      ['max_discount_bp', '150', 'Enter the discount cap as a number.'],
    ] as const) {
      const response = await agent.post('/roles', { ...SUPERVISOR, [field]: value })
      response.assertStatus(302)
      const page = await agent.visit('/roles/create')
      if (typeof message === 'string') assert.equal(page.inertiaProps.errors[field], message)
      else assert.match(page.inertiaProps.errors[field], message)
    }
    assert.isNull(await Role.findBy('name', 'Supervisor'))
  })

  test('edits a role and audits what changed, before and after', async ({ client, assert }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const cashier = await Role.findByOrFail('name', 'Cashier')
    const page = await agent.visit(`/roles/${cashier.id}/edit`)
    page.assertInertiaComponent('roles/edit')
    assert.equal(page.inertiaProps.role.maxDiscountBp, 1000)
    assert.equal(page.inertiaProps.role.usersCount, 1)

    const response = await agent.send('PUT', `/roles/${cashier.id}`, {
      name: 'Cashier',
      description: cashier.description,
      permissions: [...cashier.permissions, 'orders.void'],
      all_branches: false,
      max_discount_bp: 750,
    })
    response.assertHeader('location', `/roles/${cashier.id}/edit`)
    await cashier.refresh()
    assert.include(cashier.permissions, 'orders.void')
    assert.equal(cashier.maxDiscountBp, 750)
    const event = await AuditEvent.query().where('action', 'role.updated').firstOrFail()
    assert.deepEqual(event.changes?.max_discount_bp, { from: 1000, to: 750 })
    assert.deepEqual(Object.keys(event.changes!).sort(), ['max_discount_bp', 'permissions'])
  })

  test('the Administrator role keeps every permission and all branches whatever is sent', async ({
    client,
    assert,
  }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const admin = await Role.findByOrFail('is_system', true)
    const response = await agent.send('PUT', `/roles/${admin.id}`, {
      name: 'Administrator',
      description: 'Owners',
      permissions: ['dashboard.view'],
      all_branches: false,
      max_discount_bp: 0,
    })
    response.assertHeader('location', `/roles/${admin.id}/edit`)
    await admin.refresh()
    assert.deepEqual(admin.permissions, [...PERMISSIONS])
    assert.isTrue(admin.allBranches)
    assert.equal(admin.maxDiscountBp, 10000)
    assert.equal(admin.description, 'Owners')
  })

  test('the Administrator role cannot be deleted', async ({ client, assert }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const admin = await Role.findByOrFail('is_system', true)
    const response = await agent.send('DELETE', `/roles/${admin.id}`, undefined, fromPage('/roles'))
    response.assertHeader('location', '/roles')
    const page = await agent.visit('/roles')
    assert.equal(page.inertiaProps.flash.error, 'The Administrator role cannot be deleted.')
    assert.exists(await Role.find(admin.id))
  })

  test('a role in use cannot be deleted: the message says how many hold it', async ({
    client,
    assert,
  }) => {
    const cashier = await Role.findByOrFail('name', 'Cashier')
    await User.query()
      .whereIn('email', ['clerk@demo.test', 'manager@demo.test'])
      .update({ roleId: cashier.id })
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const response = await agent.send(
      'DELETE',
      `/roles/${cashier.id}`,
      undefined,
      fromPage('/roles')
    )
    response.assertHeader('location', '/roles')
    const page = await agent.visit('/roles')
    assert.equal(
      page.inertiaProps.flash.error,
      'Cashier cannot be deleted: 3 users hold this role. Give them another role first.'
    )
    assert.exists(await Role.find(cashier.id))
    assert.isNull(await AuditEvent.findBy('action', 'role.deleted'))
  })

  test('a role nobody holds is deleted and audited', async ({ client, assert }) => {
    const clerk = await Role.findByOrFail('name', 'Stock clerk')
    await User.query().where('email', 'clerk@demo.test').update({ roleId: null })
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const response = await agent.send('DELETE', `/roles/${clerk.id}`)
    response.assertHeader('location', '/roles')
    assert.isNull(await Role.find(clerk.id))
    const event = await AuditEvent.findByOrFail('action', 'role.deleted')
    assert.deepEqual(event.changes?.name, { from: 'Stock clerk', to: null })
    const page = await agent.visit('/roles')
    assert.equal(page.inertiaProps.flash.success, 'Role Stock clerk deleted.')
  })

  test('no role page carries a secret', async ({ client, assert }) => {
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const cashier = await Role.findByOrFail('name', 'Cashier')
    for (const url of ['/roles', '/roles/create', `/roles/${cashier.id}/edit`]) {
      const page = await agent.visit(url)
      assert.notMatch(page.text(), /"password"|\$scrypt|session_?epoch|token/i)
    }
  })
})
