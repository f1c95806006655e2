import { test } from '@japa/runner'
import { buildMenu, menuPath, registeredMenuLeaves } from '#services/shop/menu'
import SettingsPolicy from '#policies/settings_policy'
import AuditPolicy from '#policies/audit_policy'
import UserPolicy from '#policies/user_policy'
import { DEMO_ROLES, normalizePermissions, PERMISSIONS } from '#support/permissions'
import { userWith } from '#tests/helpers/access'

test.group('Permission catalogue', () => {
  test('normalising keeps known keys once, in catalogue order', ({ assert }) => {
    assert.deepEqual(
      normalizePermissions(['orders.view', 'bogus', 'dashboard.view', 'orders.view']),
      ['dashboard.view', 'orders.view']
    )
  })

  test('the seeded roles hold the permissions docs/permissions.md lists', ({ assert }) => {
    const byName = Object.fromEntries(DEMO_ROLES.map((role) => [role.name, role]))
    for (const role of DEMO_ROLES) assert.include(role.permissions, 'dashboard.view')
    assert.notInclude(byName['Manager'].permissions, 'users.manage')
    assert.notInclude(byName['Manager'].permissions, 'roles.manage')
    assert.notInclude(byName['Manager'].permissions, 'settings.manage')
    assert.include(byName['Manager'].permissions, 'audit.view')
    assert.include(byName['Manager'].permissions, 'quick_keys.manage')
    assert.notInclude(byName['Cashier'].permissions, 'quick_keys.manage')
    assert.equal(byName['Manager'].maxDiscountBp, 5000)
    assert.equal(byName['Cashier'].maxDiscountBp, 1000)
    assert.sameMembers(
      [...byName['Stock clerk'].permissions],
      [
        'dashboard.view',
        'products.view',
        'products.print_labels',
        ...PERMISSIONS.filter((p) => p.startsWith('stock.') || p.startsWith('transfers.')),
        'suppliers.view',
        'purchases.view',
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
      assert.match(menuPath(entry.to), /^\//)
    }
  })
})

test.group('Policies of the administration screens', () => {
  test('settings need settings.manage; the audit log audit.view; users either users permission', ({
    assert,
  }) => {
    const settings = new SettingsPolicy()
    const audit = new AuditPolicy()
    const users = new UserPolicy()
    assert.isTrue(settings.manage(userWith(['settings.manage'])))
    assert.isFalse(
      settings.manage(userWith([...PERMISSIONS].filter((p) => p !== 'settings.manage')))
    )
    assert.isFalse(settings.manage(userWith(['settings.manage'], false)), 'deactivated')
    assert.isTrue(audit.view(userWith(['audit.view'])))
    assert.isFalse(audit.view(userWith(['dashboard.view', 'users.manage'])))
    assert.isTrue(users.view(userWith(['users.view'])))
    assert.isTrue(users.view(userWith(['users.manage'])))
    assert.isFalse(users.view(userWith(['roles.manage'])))
  })
})
