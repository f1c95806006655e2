import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Role from '#models/role'
import User from '#models/user'
import UserInvitation from '#models/user_invitation'
import { createUser, setUserActive, updateUser } from '#services/accounts/users'
import { createRole, deleteRole, updateRole } from '#services/accounts/roles'
import { acceptInvitation, issueInvitation } from '#services/accounts/invitations'
import { AccessRefused, RoleNotDeletable } from '#exceptions/access_errors'
import { freshDatabase } from '#tests/helpers/database'

async function actor(email: string) {
  const user = await User.query().where('email', email).preload('role').firstOrFail()
  return { user, ip: '127.0.0.1' }
}

async function roleId(name: string) {
  const role = await Role.findByOrFail('name', name)
  return role.id
}

test.group('Users service', (group) => {
  group.each.setup(() => freshDatabase())

  test('an invited account has no password and a single-use link valid for 7 days', async ({
    assert,
  }) => {
    const admin = await actor('admin@demo.test')
    const { user, invitationUrl } = await createUser(admin, {
      name: 'Noah Kim',
      email: 'noah@demo.test',
      roleId: await roleId('Cashier'),
      branchIds: [],
      method: 'invite',
    })
    assert.isNull(user.password)
    assert.match(invitationUrl!, /\/invitations\/[\w-]{43}$/)
    const stored = await UserInvitation.findByOrFail('user_id', user.id)
    assert.notInclude(invitationUrl!, stored.tokenHash, 'only the hash is stored')
    assert.approximately(stored.expiresAt.diffNow('days').days, 7, 0.01)

    const token = invitationUrl!.split('/').pop()!
    const accepted = await acceptInvitation(token, 'a-long-new-password', '127.0.0.1')
    assert.equal(accepted?.id, user.id)
    assert.isNotNull(accepted?.emailVerifiedAt)
    assert.isNull(await acceptInvitation(token, 'a-long-new-password', '127.0.0.1'))
  })

  test('an expired or replaced invitation link no longer works', async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const invited = await User.create({
      name: 'Ines Vited',
      email: 'ines@demo.test',
      password: null,
      roleId: await roleId('Cashier'),
      isActive: true,
    })
    const first = await db.transaction((trx) => issueInvitation(invited, admin.id, trx))
    const second = await db.transaction((trx) => issueInvitation(invited, admin.id, trx))
    assert.isNull(await acceptInvitation(first.split('/').pop()!, 'password-one-two', 'ip'))

    const current = await UserInvitation.findByOrFail('user_id', invited.id)
    current.expiresAt = DateTime.utc().minus({ minutes: 1 })
    await current.save()
    assert.isNull(await acceptInvitation(second.split('/').pop()!, 'password-one-two', 'ip'))
  })

  test('a role change or a deactivation moves the session epoch; a rename does not', async ({
    assert,
  }) => {
    const admin = await actor('admin@demo.test')
    const clerk = await User.query()
      .where('email', 'clerk@demo.test')
      .preload('branches')
      .firstOrFail()
    const input = {
      name: 'Jordan Lee-Smith',
      email: clerk.email,
      roleId: clerk.roleId,
      branchIds: clerk.branches.map((branch) => branch.id),
      isActive: true,
    }
    const epoch = clerk.sessionEpoch
    await updateUser(admin, clerk, input)
    await clerk.refresh()
    assert.equal(clerk.sessionEpoch, epoch)

    await updateUser(admin, clerk, { ...input, roleId: await roleId('Cashier') })
    await clerk.refresh()
    assert.equal(clerk.sessionEpoch, epoch + 1)

    await setUserActive(admin, clerk, false)
    await clerk.refresh()
    assert.isFalse(clerk.isActive)
    assert.equal(clerk.sessionEpoch, epoch + 2)
  })

  test('nobody deactivates themselves', async ({ assert }) => {
    const admin = await actor('admin@demo.test')
    await assert.rejects(() => setUserActive(admin, admin.user, false), AccessRefused)
    await admin.user.refresh()
    assert.isTrue(admin.user.isActive)
  })
})

test.group('Roles service', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager of roles cannot grant what they do not hold', async ({ assert }) => {
    const manager = await actor('manager@demo.test')
    manager.user.role.permissions = [...manager.user.role.permissions, 'roles.manage']
    await assert.rejects(
      () =>
        createRole(manager, {
          name: 'Owner',
          permissions: ['dashboard.view', 'settings.manage'],
          allBranches: false,
          maxDiscountBp: 0,
        }),
      AccessRefused
    )
    assert.isNull(await Role.findBy('name', 'Owner'))
  })

  test('the Administrator role keeps every permission; a held role is not deleted', async ({
    assert,
  }) => {
    const admin = await actor('admin@demo.test')
    const administrator = await Role.findByOrFail('name', 'Administrator')
    const everything = [...administrator.permissions]
    await updateRole(admin, administrator, {
      name: 'Administrator',
      permissions: ['dashboard.view'],
      allBranches: false,
      maxDiscountBp: 0,
    })
    await administrator.refresh()
    assert.deepEqual(administrator.permissions, everything)
    assert.isTrue(administrator.allBranches)
    await assert.rejects(() => deleteRole(admin, administrator), RoleNotDeletable)

    const cashier = await Role.findByOrFail('name', 'Cashier')
    await assert.rejects(
      () => deleteRole(admin, cashier),
      'Cashier cannot be deleted: 1 user holds this role. Give them another role first.'
    )
    const spare = await createRole(admin, {
      name: 'Spare',
      permissions: ['dashboard.view'],
      allBranches: false,
      maxDiscountBp: 0,
    })
    await deleteRole(admin, spare)
    assert.isNull(await Role.find(spare.id))
  })
})
