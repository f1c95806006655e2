import { test } from '@japa/runner'
import { errors as lucidErrors } from '@adonisjs/lucid'
import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import Role from '#models/role'
import User from '#models/user'
import { BranchScope } from '#services/platform/branch_scope'
import { resendInvitation, setUserActive, updateUser } from '#services/accounts/users'
import { freshDatabase } from '#tests/helpers/database'

/*
 * An editor limited to some branches reaches only the
 * accounts whose branches all lie within their scope, plus accounts without
 * branches (waiting for access); an account whose role reaches all branches
 * lies beyond any limited scope.
 */

async function branchIds(...codes: string[]) {
  const branches = await Branch.query().whereIn('code', codes)
  return branches.map((branch) => branch.id)
}

async function roleId(name: string) {
  const role = await Role.findByOrFail('name', name)
  return role.id
}

/** An account named by its email's local part, with a role (or none) and branch codes. */
async function account(local: string, role: string | null, codes: string[], isActive = true) {
  const user = await User.create({
    name: local,
    email: `${local}@demo.test`,
    password: null,
    roleId: role ? await roleId(role) : null,
    isActive,
  })
  if (codes.length) await user.related('branches').attach(await branchIds(...codes))
  return user
}

/** The demo accounts plus one of each kind the rule tells apart. */
async function accounts() {
  await Role.create({
    name: 'Auditor',
    permissions: ['dashboard.view'],
    allBranches: true,
    maxDiscountBp: 0,
    isSystem: false,
  })
  await account('waiting', null, [])
  await account('waiting-harbour', null, ['HBR'])
  await account('gone', null, [], false)
  await account('harbour', 'Cashier', ['HBR'])
  await account('mixed', 'Cashier', ['DTN', 'HBR'])
  await account('unplaced', 'Cashier', [])
  await account('auditor', 'Auditor', [])
}

async function editor(email: string) {
  return User.query().where('email', email).preload('role').firstOrFail()
}

/** The local parts of the accounts the editor reaches, sorted. */
async function reachedBy(scope: { allBranches: boolean; branchIds: readonly number[] }) {
  const users = await User.query().apply((scopes) => scopes.withinBranchScope(scope))
  return users.map((user) => user.email.split('@')[0]).sort()
}

const EVERYONE = [
  'admin',
  'auditor',
  'cashier',
  'clerk',
  'gone',
  'harbour',
  'manager',
  'mixed',
  'unplaced',
  'waiting',
  'waiting-harbour',
]

test.group('Users within the editor’s branches', (group) => {
  group.each.setup(() => freshDatabase())

  test('an editor with all branches reaches every account', async ({ assert }) => {
    await accounts()
    const scope = await BranchScope.of(await editor('admin@demo.test'))
    assert.deepEqual(await reachedBy(scope), EVERYONE)
    assert.deepEqual(await reachedBy({ allBranches: true, branchIds: [] }), EVERYONE)
  })

  test('a limited editor reaches accounts whose branches all lie within theirs, and those without branches', async ({
    assert,
  }) => {
    await accounts()
    const manager = await BranchScope.of(await editor('manager@demo.test'))
    assert.deepEqual(await reachedBy(manager), [
      'cashier',
      'clerk',
      'gone',
      'manager',
      'unplaced',
      'waiting',
    ])
    const clerk = await BranchScope.of(await editor('clerk@demo.test'))
    assert.deepEqual(await reachedBy(clerk), ['clerk', 'gone', 'unplaced', 'waiting'])
    assert.deepEqual(await reachedBy({ allBranches: false, branchIds: await branchIds('HBR') }), [
      'gone',
      'harbour',
      'unplaced',
      'waiting',
      'waiting-harbour',
    ])
  })

  test('a limited editor without branches reaches only accounts without branches', async ({
    assert,
  }) => {
    await accounts()
    assert.deepEqual(await reachedBy({ allBranches: false, branchIds: [] }), [
      'gone',
      'unplaced',
      'waiting',
    ])
  })

  test('a role that reaches all branches lies beyond a scope holding every branch', async ({
    assert,
  }) => {
    await accounts()
    const all = await Branch.all()
    const reached = await reachedBy({
      allBranches: false,
      branchIds: all.map((branch) => branch.id),
    })
    assert.notIncludeMembers(reached, ['admin', 'auditor'])
    assert.includeMembers(reached, ['harbour', 'mixed', 'waiting-harbour'])
  })

  test('the users service treats an account outside the actor’s scope as missing', async ({
    assert,
  }) => {
    await accounts()
    const actor = { user: await editor('manager@demo.test'), ip: '127.0.0.1' }
    const mixed = await User.query()
      .where('email', 'mixed@demo.test')
      .preload('branches')
      .firstOrFail()
    const before = await db.from('users').where('id', mixed.id).first()
    const downtown = await branchIds('DTN')

    await assert.rejects(
      () =>
        updateUser(actor, mixed, {
          name: 'Renamed',
          email: 'taken-over@demo.test',
          roleId: mixed.roleId,
          branchIds: downtown,
          isActive: true,
        }),
      lucidErrors.E_ROW_NOT_FOUND
    )
    await assert.rejects(() => setUserActive(actor, mixed, false), lucidErrors.E_ROW_NOT_FOUND)
    await assert.rejects(() => resendInvitation(actor, mixed), lucidErrors.E_ROW_NOT_FOUND)

    assert.deepEqual(await db.from('users').where('id', mixed.id).first(), before)
    await mixed.load('branches')
    assert.sameMembers(
      mixed.branches.map((branch) => branch.id),
      await branchIds('DTN', 'HBR')
    )
    assert.lengthOf(await db.from('user_invitations').where('user_id', mixed.id), 0)
    assert.lengthOf(await db.from('audit_events').where('subject_id', mixed.id), 0)
  })

  test('a waiting account may be given only the editor’s own branches', async ({ assert }) => {
    await accounts()
    const actor = { user: await editor('manager@demo.test'), ip: '127.0.0.1' }
    const waiting = await User.findByOrFail('email', 'waiting@demo.test')
    await updateUser(actor, waiting, {
      name: waiting.name,
      email: waiting.email,
      roleId: await roleId('Cashier'),
      branchIds: await branchIds('DTN', 'HBR'),
      isActive: true,
    })
    await waiting.load('branches')
    assert.deepEqual(
      waiting.branches.map((branch) => branch.code),
      ['DTN']
    )
  })
})
