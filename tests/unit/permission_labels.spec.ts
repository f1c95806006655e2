import { test } from '@japa/runner'
import { PERMISSION_LABELS, permissionGroups } from '#support/permission_labels'
import { PERMISSIONS } from '#support/permissions'

test.group('Permission labels', () => {
  test('every permission has a label and one area group', ({ assert }) => {
    const grouped = permissionGroups().flatMap((group) => group.permissions.map((p) => p.key))
    assert.deepEqual(grouped, [...PERMISSIONS])
    for (const key of PERMISSIONS) assert.isAbove(PERMISSION_LABELS[key].length, 3)
    for (const group of permissionGroups()) assert.notEqual(group.label, group.area)
  })
})
