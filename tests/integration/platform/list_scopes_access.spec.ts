import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import AuditEvent from '#models/audit_event'
import Role from '#models/role'
import User, { type UserStatus } from '#models/user'
import { freshDatabase } from '#tests/helpers/database'

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

async function roleId(name: string) {
  const role = await Role.findByOrFail('name', name)
  return role.id
}

const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name)

test.group('List scopes: roles, users and the audit log', (group) => {
  group.each.setup(() => freshDatabase())

  test('roles: search in the name; by users, then by name', async ({ assert }) => {
    const names = async (words?: string, sort?: 'name' | 'users') =>
      namesOf(
        await Role.query()
          .withCount('users')
          .apply((scopes) => {
            scopes.search(words)
            scopes.sortedBy(sort)
          })
      )
    assert.deepEqual(await names('CLERK'), ['Stock clerk'])
    assert.deepEqual(await names(), ['Administrator', 'Cashier', 'Manager', 'Stock clerk'])

    // One demo user a role, so the count decides only for Manager; the others keep name order.
    await User.create({
      name: 'Second Manager',
      email: 'manager2@demo.test',
      password: 'demo-password',
      roleId: await roleId('Manager'),
      isActive: true,
    })
    assert.deepEqual(await names(undefined, 'users'), [
      'Manager',
      'Administrator',
      'Cashier',
      'Stock clerk',
    ])
  })

  test('users: search, role and each status as the users screen names it', async ({ assert }) => {
    const cashier = await roleId('Cashier')
    await User.create({ name: 'Wendy Waiting', email: 'wendy@shop.test', isActive: true })
    await User.create({ name: 'Ivan Invited', email: 'ivan@shop.test', roleId: cashier })
    await User.create({
      name: 'Olga Old',
      email: 'olga@shop.test',
      password: 'demo-password',
      roleId: cashier,
      isActive: false,
    })
    const names = async (filters: { search?: string; role?: number; status?: UserStatus }) =>
      namesOf(
        await User.query().apply((scopes) => {
          scopes.search(filters.search)
          scopes.withRole(filters.role)
          scopes.withStatus(filters.status)
          scopes.sortedBy('name')
        })
      )

    assert.deepEqual(await names({ search: 'SHOP.TEST' }), [
      'Wendy Waiting',
      'Ivan Invited',
      'Olga Old',
    ])
    assert.deepEqual(await names({ search: 'carter' }), ['Sam Carter'])
    assert.deepEqual(await names({ role: cashier }), ['Ivan Invited', 'Olga Old', 'Sam Carter'])
    assert.deepEqual(await names({ status: 'waiting' }), ['Wendy Waiting'])
    assert.deepEqual(await names({ status: 'invited' }), ['Ivan Invited'])
    assert.deepEqual(await names({ status: 'inactive' }), ['Olga Old'])
    assert.deepEqual(await names({ role: cashier, status: 'active' }), ['Sam Carter'])
  })

  test('users: waiting accounts first whatever the sort; never signed in last', async ({
    assert,
  }) => {
    const signedInAt = async (email: string, iso: string) => {
      const user = await User.findByOrFail('email', email)
      await user.merge({ lastLoginAt: at(iso) }).save()
    }
    await signedInAt('cashier@demo.test', '2026-03-02T10:00:00')
    await signedInAt('clerk@demo.test', '2026-03-01T10:00:00')
    await signedInAt('manager@demo.test', '2026-03-03T10:00:00')
    await User.create({
      name: 'Zed Waiting',
      email: 'zed@shop.test',
      isActive: true,
      createdAt: at('2020-01-01T00:00:00'),
    })
    const names = async (sort?: 'name' | 'newest' | 'last_login') =>
      namesOf(await User.query().apply((scopes) => scopes.sortedBy(sort)))

    assert.deepEqual(await names(), [
      'Zed Waiting',
      'Alex Morgan',
      'Jordan Lee',
      'Maria Lopez',
      'Sam Carter',
    ])
    assert.deepEqual(await names('last_login'), [
      'Zed Waiting',
      'Maria Lopez',
      'Sam Carter',
      'Jordan Lee',
      'Alex Morgan',
    ])
    const newest = await names('newest')
    assert.equal(newest[0], 'Zed Waiting')
  })

  test('audit log: ordered by when it happened, not by id', async ({ assert }) => {
    const early = await AuditEvent.create({ action: 'a.early', createdAt: at('2026-01-01T09:00') })
    const late = await AuditEvent.create({ action: 'a.late', createdAt: at('2026-01-03T09:00') })
    const backDated = await AuditEvent.create({
      action: 'a.back_dated',
      createdAt: at('2026-01-02T09:00'),
    })
    const ids = async (sort?: 'newest' | 'oldest') => {
      const events = await AuditEvent.query()
        .whereIn('action', ['a.early', 'a.late', 'a.back_dated'])
        .apply((scopes) => scopes.sortedBy(sort))
      return events.map((event) => event.id)
    }
    assert.deepEqual(await ids(), [late.id, backDated.id, early.id])
    assert.deepEqual(await ids('oldest'), [early.id, backDated.id, late.id])
  })
})
