import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import Role from '#models/role'
import User from '#models/user'
import type { Agent } from '#tests/helpers/agent'
import {
  confirmedAgent,
  roleAndBranchIds,
  userFormOf,
  verifiedAccount,
  withPermissions,
} from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'

/*
 * The demo Manager, given users.manage or roles.manage: a role limited to
 * its assigned branches (Downtown and Northside) with a 50 % discount cap.
 * Requests are posted directly, as a forged form would be.
 */

const PASSWORD = 'copper-meadow-falls-9'
const ALL_BRANCHES_REFUSED =
  'You cannot grant access to all branches: your own role does not have it.'
const CAP_REFUSED = 'You cannot allow discounts above your own cap of 50 %.'

const SUPERVISOR = {
  name: 'Supervisor',
  description: '',
  permissions: ['dashboard.view', 'orders.view'],
  all_branches: false,
  max_discount_bp: 1000,
}

/** Sends a form and reads the field messages the page it returns to shows. */
async function errorsAfter(agent: Agent, send: () => Promise<unknown>, page: string) {
  await agent.visit(page)
  await send()
  const back = await agent.visit(page)
  return back.inertiaProps.errors as Record<string, string>
}

test.group('Escalation: roles', (group) => {
  group.each.setup(() => freshDatabase())

  test('a roles manager who is not Administrator cannot grant what they lack', async ({
    client,
    assert,
  }) => {
    const manager = await withPermissions('Manager', ['roles.manage'])
    const agent = await confirmedAgent(client, 'manager@demo.test')

    const index = await agent.visit('/roles')
    const admin = await Role.findByOrFail('is_system', true)
    assert.notInclude(index.inertiaProps.editable, admin.id)
    const adminEdit = await agent.visit(`/roles/${admin.id}/edit`)
    adminEdit.assertStatus(403)

    const errors = await errorsAfter(
      agent,
      () =>
        agent.post('/roles', { ...SUPERVISOR, permissions: ['dashboard.view', 'settings.manage'] }),
      '/roles/create'
    )
    assert.match(errors.permissions, /Change the shop settings/)
    assert.isNull(await Role.findBy('name', 'Supervisor'))

    const own = await agent.send('PUT', `/roles/${manager.id}`, {
      name: 'Manager',
      permissions: [...manager.permissions, 'users.manage'],
      all_branches: true,
      max_discount_bp: 5000,
    })
    own.assertStatus(302)
    await manager.refresh()
    assert.notInclude(manager.permissions, 'users.manage')
    assert.isFalse(manager.allBranches)
  })

  test('a new role gets neither all branches nor a cap above 50 %; 50 % is allowed', async ({
    client,
    assert,
  }) => {
    await withPermissions('Manager', ['roles.manage'])
    const agent = await confirmedAgent(client, 'manager@demo.test')
    const create = (body: Record<string, unknown>) =>
      errorsAfter(agent, () => agent.post('/roles', { ...SUPERVISOR, ...body }), '/roles/create')

    assert.deepEqual(await create({ all_branches: true }), { all_branches: ALL_BRANCHES_REFUSED })
    assert.deepEqual(await create({ max_discount_bp: 5001 }), { max_discount_bp: CAP_REFUSED })
    assert.isNull(await Role.findBy('name', 'Supervisor'))
    assert.lengthOf(await AuditEvent.query().where('action', 'role.created'), 0)

    assert.deepEqual(await create({ max_discount_bp: 5000 }), {})
    const supervisor = await Role.findByOrFail('name', 'Supervisor')
    assert.equal(supervisor.maxDiscountBp, 5000)
    assert.isFalse(supervisor.allBranches)
  })

  test('an edit cannot raise a role to all branches or past their own cap', async ({
    client,
    assert,
  }) => {
    await withPermissions('Manager', ['roles.manage'])
    const cashier = await Role.findByOrFail('name', 'Cashier')
    const agent = await confirmedAgent(client, 'manager@demo.test')
    const form = {
      name: cashier.name,
      description: cashier.description,
      permissions: cashier.permissions,
      all_branches: false,
      max_discount_bp: cashier.maxDiscountBp,
    }
    const edit = (body: Record<string, unknown>) =>
      errorsAfter(
        agent,
        () => agent.send('PUT', `/roles/${cashier.id}`, { ...form, ...body }),
        `/roles/${cashier.id}/edit`
      )

    assert.deepEqual(await edit({ all_branches: true }), { all_branches: ALL_BRANCHES_REFUSED })
    assert.deepEqual(await edit({ max_discount_bp: 5001 }), { max_discount_bp: CAP_REFUSED })
    await cashier.refresh()
    assert.isFalse(cashier.allBranches)
    assert.equal(cashier.maxDiscountBp, 1000)
    assert.lengthOf(await AuditEvent.query().where('action', 'role.updated'), 0)
  })
})

test.group('Escalation: users', (group) => {
  group.each.setup(() => freshDatabase())

  test('a users manager who is not Administrator cannot escalate', async ({ client, assert }) => {
    await withPermissions('Manager', ['users.view', 'users.manage'])
    const { roles, branches } = await roleAndBranchIds()
    const agent = await confirmedAgent(client, 'manager@demo.test')

    const form = await agent.visit('/users/create')
    assert.deepEqual(
      form.inertiaProps.roles.map((role: { name: string }) => role.name),
      ['Cashier', 'Manager', 'Stock clerk']
    )
    assert.deepEqual(
      form.inertiaProps.branches.map((branch: { code: string }) => branch.code),
      ['DTN', 'NTH']
    )

    await agent.post('/users', {
      name: 'Eve Intruder',
      email: 'eve@demo.test',
      role_id: roles.Administrator,
      method: 'password',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    const refused = await agent.visit('/users/create')
    assert.equal(
      refused.inertiaProps.errors.role_id,
      'Only an Administrator can make someone Administrator.'
    )
    assert.isNull(await User.findBy('email', 'eve@demo.test'))

    await agent.post('/users', {
      name: 'Noah Kim',
      email: 'noah@demo.test',
      role_id: roles.Cashier,
      branch_ids: [branches.DTN, branches.HBR],
      method: 'password',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    })
    const noah = await User.query()
      .where('email', 'noah@demo.test')
      .preload('branches')
      .firstOrFail()
    assert.deepEqual(
      noah.branches.map((branch) => branch.code),
      ['DTN']
    )

    // An account whose role holds rights the manager lacks is read-only, even within their branches.
    const owner = await Role.create({
      name: 'Owner',
      permissions: ['dashboard.view', 'settings.manage'],
      allBranches: false,
      maxDiscountBp: 0,
      isSystem: false,
    })
    const olga = await verifiedAccount('Olga Owner', 'olga@demo.test', owner.id)
    await olga.related('branches').attach([branches.DTN])
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    const list = await agent.visit('/users')
    assert.notInclude(list.inertiaProps.editable, olga.id, 'no action the server would refuse')
    assert.include(list.inertiaProps.editable, cashier.id)
    const olgaPage = await agent.visit(`/users/${olga.id}/edit`)
    assert.isFalse(olgaPage.inertiaProps.canEdit)
    const { body: olgaBody } = await userFormOf('olga@demo.test')
    const write = await agent.send('PUT', `/users/${olga.id}`, { ...olgaBody, is_active: false })
    write.assertStatus(403)
    const deactivate = await agent.post(`/users/${olga.id}/deactivate`)
    deactivate.assertStatus(403)
    await olga.refresh()
    assert.isTrue(olga.isActive)

    // The Administrator reaches all branches, beyond the manager's: missing to them (404).
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const adminPage = await agent.visit(`/users/${admin.id}/edit`)
    adminPage.assertStatus(404)
    const { body: adminBody } = await userFormOf('admin@demo.test')
    const adminWrite = await agent.send('PUT', `/users/${admin.id}`, {
      ...adminBody,
      is_active: false,
    })
    adminWrite.assertStatus(404)
    await admin.refresh()
    assert.isTrue(admin.isActive)

    // Editing an account within their branches adds no branch outside them.
    const { body } = await userFormOf('noah@demo.test')
    await agent.send('PUT', `/users/${noah.id}`, {
      ...body,
      branch_ids: [branches.NTH, branches.HBR],
      role_id: roles.Manager,
    })
    await noah.load('branches')
    assert.deepEqual(
      noah.branches.map((branch) => branch.code),
      ['NTH']
    )
    // Once Noah also works at Harbour Mall, his account lies outside: 404, unchanged.
    await db.table('branch_user').insert({ user_id: noah.id, branch_id: branches.HBR })
    const outside = await agent.send('PUT', `/users/${noah.id}`, {
      ...body,
      branch_ids: [branches.DTN],
      role_id: roles.Cashier,
    })
    outside.assertStatus(404)
    await noah.refresh()
    await noah.load('branches')
    assert.equal(noah.roleId, roles.Manager)
    assert.sameMembers(
      noah.branches.map((branch) => branch.code),
      ['HBR', 'NTH']
    )
  })

  test('no role that reaches all branches or a cap above 50 % is handed out', async ({
    client,
    assert,
  }) => {
    await withPermissions('Manager', ['users.view', 'users.manage'])
    const everywhere = await Role.create({
      name: 'Auditor',
      permissions: ['dashboard.view'],
      allBranches: true,
      maxDiscountBp: 0,
      isSystem: false,
    })
    const generous = await Role.create({
      name: 'Senior cashier',
      permissions: ['dashboard.view', 'orders.view'],
      allBranches: false,
      maxDiscountBp: 5001,
      isSystem: false,
    })
    const agent = await confirmedAgent(client, 'manager@demo.test')
    const form = await agent.visit('/users/create')
    assert.deepEqual(
      form.inertiaProps.roles.map((role: { name: string }) => role.name),
      ['Cashier', 'Manager', 'Stock clerk']
    )

    const { user: cashier, body } = await userFormOf('cashier@demo.test')
    for (const [role, message] of [
      [everywhere, ALL_BRANCHES_REFUSED],
      [generous, CAP_REFUSED],
    ] as const) {
      const created = await errorsAfter(
        agent,
        () =>
          agent.post('/users', {
            name: 'Eve Intruder',
            email: 'eve@demo.test',
            role_id: role.id,
            method: 'password',
            password: PASSWORD,
            password_confirmation: PASSWORD,
          }),
        '/users/create'
      )
      assert.deepEqual(created, { role_id: message }, role.name)
      const edited = await errorsAfter(
        agent,
        () => agent.send('PUT', `/users/${cashier.id}`, { ...body, role_id: role.id }),
        `/users/${cashier.id}/edit`
      )
      assert.deepEqual(edited, { role_id: message }, role.name)
    }
    assert.isNull(await User.findBy('email', 'eve@demo.test'))
    await cashier.refresh()
    assert.equal(cashier.roleId, body.role_id)
    assert.lengthOf(await AuditEvent.query().where('action', 'user.role_changed'), 0)
  })

  test('branches outside the manager’s own are never assigned', async ({ client, assert }) => {
    await withPermissions('Manager', ['users.view', 'users.manage'])
    const { roles, branches } = await roleAndBranchIds()
    const agent = await confirmedAgent(client, 'manager@demo.test')
    const codesOf = async (email: string) => {
      const user = await User.query().where('email', email).preload('branches').firstOrFail()
      return user.branches.map((branch) => branch.code).sort()
    }

    const priya = await verifiedAccount('Priya Shah', 'priya@demo.test')
    await agent.send('PUT', `/users/${priya.id}`, {
      name: priya.name,
      email: priya.email,
      role_id: roles.Cashier,
      branch_ids: [branches.HBR, branches.NTH],
      is_active: true,
    })
    assert.deepEqual(await codesOf('priya@demo.test'), ['NTH'])

    const { user: cashier, body } = await userFormOf('cashier@demo.test')
    await agent.send('PUT', `/users/${cashier.id}`, {
      ...body,
      branch_ids: [branches.DTN, branches.NTH, branches.HBR],
    })
    assert.deepEqual(await codesOf('cashier@demo.test'), ['DTN', 'NTH'])
    const staff = await db.from('branch_user').where('branch_id', branches.HBR)
    assert.lengthOf(staff, 0)
  })
})
