import { test } from '@japa/runner'
import { PERMISSION_LABELS, permissionGroups } from '#support/permission_labels'
import { PERMISSIONS } from '#support/permissions'

test.group('Permission labels', () => {
  test('every permission has a label', ({ assert }) => {
    for (const key of PERMISSIONS) assert.isAbove(PERMISSION_LABELS[key].length, 3)
    for (const group of permissionGroups()) assert.notEqual(group.label, group.area)
  })

  test('the role form offers every area, each permission of it once', ({ assert }) => {
    assert.deepEqual(
      permissionGroups().map((group) => group.label),
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
    const offered = permissionGroups().flatMap((group) => group.permissions.map((p) => p.key))
    assert.deepEqual(offered, [...PERMISSIONS])
  })
})
