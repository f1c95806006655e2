import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
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
import { allMail } from '#tests/helpers/mailbox'

/*
 * The demo Manager (Downtown and Northside) given
 * users.view and users.manage sees and changes only the accounts whose
 * branches all lie within Downtown and Northside, plus accounts waiting for
 * access; every other account answers 404 on every users route, and nothing
 * changes.
 */

/** Everything a write to an account could touch, to compare before and after. */
async function stateOf(userId: number) {
  const [user, branches, invitations, events] = await Promise.all([
    db.from('users').where('id', userId).first(),
    db.from('branch_user').where('user_id', userId).orderBy('branch_id'),
    db.from('user_invitations').where('user_id', userId),
    db.from('audit_events').where('subject_type', 'user').where('subject_id', String(userId)),
  ])
  return { user, branches, invitations, events }
}

/** Accounts outside Downtown + Northside, by what puts them outside. */
async function outsiders() {
  const { roles, branches } = await roleAndBranchIds()
  const place = async (user: User, codes: string[]) => {
    await user.related('branches').attach(codes.map((code) => branches[code]))
    return user
  }
  const harbour = await place(
    await verifiedAccount('Hana Harbour', 'hana@demo.test', roles.Cashier),
    ['HBR']
  )
  const mixed = await place(await verifiedAccount('Mo Mixed', 'mo@demo.test', roles.Cashier), [
    'DTN',
    'HBR',
  ])
  const waitingElsewhere = await place(await verifiedAccount('Wil Waiting', 'wil@demo.test'), [
    'HBR',
  ])
  const inactive = await place(
    await verifiedAccount('Ida Inactive', 'ida@demo.test', roles.Cashier),
    ['HBR']
  )
  inactive.isActive = false
  await inactive.save()
  const invited = await place(
    await User.create({
      name: 'Ivo Invited',
      email: 'ivo@demo.test',
      password: null,
      roleId: roles.Cashier,
      isActive: true,
    }),
    ['NTH', 'HBR']
  )
  const admin = await User.findByOrFail('email', 'admin@demo.test')
  return { harbour, mixed, waitingElsewhere, inactive, invited, admin }
}

/** Every users route on one account, as a forged request would send it. */
function routesOf(user: User, body: Record<string, unknown>) {
  return [
    ['GET', `/users/${user.id}/edit`, undefined],
    ['PUT', `/users/${user.id}`, { ...body, email: 'taken-over@demo.test', name: 'Taken Over' }],
    ['POST', `/users/${user.id}/deactivate`, {}],
    ['POST', `/users/${user.id}/activate`, {}],
    ['POST', `/users/${user.id}/invitation`, {}],
  ] as const
}

async function limitedManager(client: Parameters<typeof confirmedAgent>[0]) {
  await withPermissions('Manager', ['users.view', 'users.manage'])
  return confirmedAgent(client, 'manager@demo.test')
}

function emailsOf(page: Awaited<ReturnType<Agent['visit']>>) {
  return (page.inertiaProps.users as { email: string }[]).map((user) => user.email).sort()
}

test.group('Users within the editor’s branches', (group) => {
  group.each.setup(() => freshDatabase())

  test('the list shows a limited editor only the accounts within their branches', async ({
    client,
    assert,
  }) => {
    await outsiders()
    await verifiedAccount('Priya Shah', 'priya@demo.test')
    const agent = await limitedManager(client)

    const page = await agent.visit('/users')
    page.assertStatus(200)
    assert.deepEqual(emailsOf(page), [
      'cashier@demo.test',
      'clerk@demo.test',
      'manager@demo.test',
      'priya@demo.test',
    ])
    assert.equal(page.inertiaProps.waitingCount, 1, 'Wil waits in Harbour Mall: not counted')
    const entry = (page.inertiaProps.menu as { name: string; badge?: number }[]).find(
      (node) => node.name === 'Users'
    )
    assert.equal(entry?.badge, 1)

    for (const query of [
      '?search=demo.test',
      '?status=inactive',
      '?status=invited',
      '?sort=newest',
    ]) {
      const filtered = await agent.visit(`/users${query}`)
      assert.notIncludeMembers(
        emailsOf(filtered),
        ['hana@demo.test', 'mo@demo.test', 'wil@demo.test', 'ida@demo.test', 'ivo@demo.test'],
        query
      )
    }
    const ida = await agent.visit('/users?status=inactive')
    assert.deepEqual(emailsOf(ida), [])
  })

  test('every users route answers 404 for an account outside the editor’s branches, and nothing changes', async ({
    client,
    assert,
  }) => {
    const accounts = await outsiders()
    const agent = await limitedManager(client)

    for (const [label, user] of Object.entries(accounts)) {
      const { body } = await userFormOf(user.email)
      const before = await stateOf(user.id)
      for (const [method, url, payload] of routesOf(user, body)) {
        const response = await agent.send(method, url, payload, (request) => {
          request.withInertia()
        })
        assert.equal(response.status(), 404, `${label}: ${method} ${url}`)
      }
      assert.deepEqual(await stateOf(user.id), before, label)
    }
    assert.lengthOf(await allMail(), 0, 'no invitation left for anyone')
  })

  test('an editor with all branches still reaches every account', async ({ client, assert }) => {
    const { harbour } = await outsiders()
    const agent = await confirmedAgent(client, 'admin@demo.test')
    const list = await agent.visit('/users')
    assert.includeMembers(emailsOf(list), ['hana@demo.test', 'mo@demo.test', 'wil@demo.test'])
    const page = await agent.visit(`/users/${harbour.id}/edit`)
    page.assertStatus(200)
    assert.isTrue(page.inertiaProps.canEdit)
    const { body } = await userFormOf(harbour.email)
    const saved = await agent.send('PUT', `/users/${harbour.id}`, { ...body, name: 'Hana H.' })
    saved.assertStatus(302)
    await harbour.refresh()
    assert.equal(harbour.name, 'Hana H.')
  })

  test('a limited editor changes an account within their branches', async ({ client, assert }) => {
    const agent = await limitedManager(client)
    const { user: cashier, body } = await userFormOf('cashier@demo.test')
    const page = await agent.visit(`/users/${cashier.id}/edit`)
    page.assertStatus(200)
    assert.isTrue(page.inertiaProps.canEdit)
    const saved = await agent.send('PUT', `/users/${cashier.id}`, { ...body, name: 'Sam C.' })
    saved.assertStatus(302)
    const off = await agent.post(`/users/${cashier.id}/deactivate`)
    off.assertStatus(302)
    await cashier.refresh()
    assert.equal(cashier.name, 'Sam C.')
    assert.isFalse(cashier.isActive)
  })

  test('a waiting account gets only the editor’s own branches, then stays within reach', async ({
    client,
    assert,
  }) => {
    const { roles, branches } = await roleAndBranchIds()
    const priya = await verifiedAccount('Priya Shah', 'priya@demo.test')
    const agent = await limitedManager(client)
    const page = await agent.visit(`/users/${priya.id}/edit`)
    page.assertStatus(200)
    const saved = await agent.send('PUT', `/users/${priya.id}`, {
      name: priya.name,
      email: priya.email,
      role_id: roles.Cashier,
      branch_ids: [branches.NTH, branches.HBR],
      is_active: true,
    })
    saved.assertStatus(302)
    await priya.load('branches')
    assert.deepEqual(
      priya.branches.map((branch) => branch.code),
      ['NTH']
    )
    const again = await agent.visit(`/users/${priya.id}/edit`)
    again.assertStatus(200)
  })

  test('a viewer limited to some branches reads only accounts within them', async ({
    client,
    assert,
  }) => {
    await withPermissions('Stock clerk', ['users.view'])
    const { harbour } = await outsiders()
    const agent = await confirmedAgent(client, 'clerk@demo.test')
    const list = await agent.visit('/users')
    assert.deepEqual(emailsOf(list), ['clerk@demo.test'])
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    for (const user of [harbour, cashier]) {
      const page = await agent.visit(`/users/${user.id}/edit`)
      page.assertStatus(404)
    }
  })
})
