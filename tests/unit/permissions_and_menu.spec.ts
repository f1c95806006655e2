import { test } from '@japa/runner'
import Role from '#models/role'
import User from '#models/user'
import { buildMenu, registeredMenuLeaves } from '#services/menu'
import { DEMO_ROLES, normalizePermissions, PERMISSIONS } from '#support/permissions'

function userWith(permissions: string[], isActive = true) {
  const role = new Role()
  role.permissions = normalizePermissions(permissions)
  const user = new User()
  user.isActive = isActive
  user.$setRelated('role', role)
  return user
}

test.group('Permission catalogue', () => {
  test('normalising keeps known keys once, in catalogue order', ({ assert }) => {
    assert.deepEqual(
      normalizePermissions(['orders.view', 'bogus', 'dashboard.view', 'orders.view']),
      ['dashboard.view', 'orders.view']
    )
  })

  test('the seeded roles match DESIGN.md section 4', ({ assert }) => {
    const byName = Object.fromEntries(DEMO_ROLES.map((role) => [role.name, role]))
    for (const role of DEMO_ROLES) assert.include(role.permissions, 'dashboard.view')
    assert.notInclude(byName['Manager'].permissions, 'users.manage')
    assert.notInclude(byName['Manager'].permissions, 'roles.manage')
    assert.notInclude(byName['Manager'].permissions, 'settings.manage')
    assert.include(byName['Manager'].permissions, 'audit.view')
    assert.equal(byName['Manager'].maxDiscountBp, 5000)
    assert.equal(byName['Cashier'].maxDiscountBp, 1000)
    assert.sameMembers(
      [...byName['Stock clerk'].permissions],
      [
        'dashboard.view',
        'products.view',
        'products.print_labels',
        ...PERMISSIONS.filter((p) => p.startsWith('stock.') || p.startsWith('transfers.')),
      ]
    )
  })
})

test.group('Menu builder', () => {
  test('lists only entries the role grants', async ({ assert }) => {
    const allowed = await buildMenu(userWith(['dashboard.view']))
    assert.deepEqual(
      allowed.map((node) => node.to),
      ['/dashboard']
    )
    assert.deepEqual(await buildMenu(userWith([])), [])
  })

  test('a deactivated user gets nothing whatever the role says', async ({ assert }) => {
    assert.deepEqual(await buildMenu(userWith([...PERMISSIONS], false)), [])
  })

  test('every registry entry names a catalogue permission and an absolute path', ({ assert }) => {
    for (const entry of registeredMenuLeaves()) {
      const anyOf = typeof entry.permission === 'string' ? [entry.permission] : entry.permission
      assert.isNotEmpty(anyOf)
      for (const permission of anyOf) assert.include(PERMISSIONS as readonly string[], permission)
      assert.match(entry.to, /^\//)
    }
  })
})
