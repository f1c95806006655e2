import { test } from '@japa/runner'
import {
  accountChangeProblem,
  escalationProblem,
  mayManageHolderOf,
  scopedBranchIds,
  type Grants,
} from '#services/accounts/access_rules'
import { holdersMessage, roleAttributes } from '#services/accounts/roles'
import { PERMISSIONS, type Permission } from '#support/permissions'

const administrator: Grants = {
  permissions: [...PERMISSIONS],
  allBranches: true,
  maxDiscountBp: 10000,
  isSystem: true,
}
const manager: Grants = {
  permissions: ['dashboard.view', 'orders.view', 'orders.create', 'users.view', 'users.manage'],
  allBranches: false,
  maxDiscountBp: 5000,
  isSystem: false,
}
const role = (permissions: Permission[], extra: Partial<Grants> = {}): Grants => ({
  permissions,
  allBranches: false,
  maxDiscountBp: 0,
  isSystem: false,
  ...extra,
})

test.group('Access rules: escalation', () => {
  test('an Administrator may grant anything', ({ assert }) => {
    assert.isNull(escalationProblem(administrator, administrator))
    assert.isNull(
      escalationProblem(administrator, role(['settings.manage'], { allBranches: true }))
    )
  })

  test('anyone else grants at most what they hold, naming what is missing', ({ assert }) => {
    assert.isNull(escalationProblem(manager, role(['orders.view', 'orders.create'])))
    assert.deepEqual(
      escalationProblem(manager, role(['orders.view', 'settings.manage', 'orders.void'])),
      {
        field: 'permissions',
        message:
          'You cannot grant permissions you do not hold: Void orders, Change the shop settings.',
      }
    )
    assert.deepEqual(escalationProblem(manager, role(['orders.view'], { allBranches: true })), {
      field: 'all_branches',
      message: 'You cannot grant access to all branches: your own role does not have it.',
    })
    assert.isNull(escalationProblem(manager, role(['orders.view'], { maxDiscountBp: 5000 })))
    assert.deepEqual(escalationProblem(manager, role(['orders.view'], { maxDiscountBp: 5001 })), {
      field: 'max_discount_bp',
      message: 'You cannot allow discounts above your own cap of 50 %.',
    })
    assert.equal(
      escalationProblem({ ...administrator, isSystem: false }, administrator)?.message,
      'Only an Administrator can make someone Administrator.'
    )
    assert.equal(escalationProblem(null, role([]))?.message, 'You hold no role.')
  })

  test('editing a role checks only what the change adds', ({ assert }) => {
    const current = role(['orders.view', 'settings.manage'], {
      allBranches: true,
      maxDiscountBp: 9000,
    })
    assert.isNull(escalationProblem(manager, role(['orders.view', 'settings.manage']), current))
    assert.isNull(
      escalationProblem(
        manager,
        role(['settings.manage'], { allBranches: true, maxDiscountBp: 9000 }),
        current
      )
    )
    assert.match(
      escalationProblem(manager, role(['settings.manage', 'audit.view']), current)!.message,
      /Read the audit log/
    )
  })

  test('people and roles above the actor cannot be managed by them', ({ assert }) => {
    assert.isTrue(mayManageHolderOf(manager, null))
    assert.isFalse(mayManageHolderOf(null, null))
    assert.isTrue(mayManageHolderOf(manager, role(['orders.view'])))
    assert.isFalse(mayManageHolderOf(manager, administrator))
    assert.isFalse(mayManageHolderOf(manager, role(['settings.manage'])))
    assert.isTrue(mayManageHolderOf(administrator, administrator))
  })
})

test.group('Access rules: branches', () => {
  test('only branches in the actor scope change; the rest stay as they were', ({ assert }) => {
    assert.deepEqual(scopedBranchIds([3, 1, 2], [], 'all'), [1, 2, 3])
    assert.deepEqual(scopedBranchIds([1, 3], [], [1, 2]), [1])
    assert.deepEqual(scopedBranchIds([2], [1, 3], [1, 2]), [2, 3])
    assert.deepEqual(scopedBranchIds([], [3], [1, 2]), [3])
    assert.deepEqual(scopedBranchIds([1, 1], [1], [1]), [1])
  })
})

test.group('Access rules: accounts', () => {
  const base = {
    self: false,
    roleChanged: false,
    deactivating: false,
    lastActiveAdministrator: false,
    stillAdministrator: false,
  }

  test('nobody changes their own role or deactivates themselves', ({ assert }) => {
    assert.deepEqual(accountChangeProblem({ ...base, self: true, roleChanged: true }), {
      field: 'role_id',
      message: 'You cannot change your own role.',
    })
    assert.deepEqual(accountChangeProblem({ ...base, self: true, deactivating: true }), {
      field: 'is_active',
      message: 'You cannot deactivate your own account.',
    })
    assert.isNull(accountChangeProblem({ ...base, self: true }))
  })

  test('the last active Administrator is neither demoted nor deactivated', ({ assert }) => {
    const last = { ...base, lastActiveAdministrator: true, stillAdministrator: true }
    assert.equal(accountChangeProblem({ ...last, deactivating: true })?.field, 'is_active')
    assert.equal(
      accountChangeProblem({ ...last, roleChanged: true, stillAdministrator: false })?.field,
      'role_id'
    )
    assert.isNull(accountChangeProblem(last))
    assert.isNull(accountChangeProblem({ ...base, roleChanged: true, deactivating: true }))
  })
})

test.group('Role rules', () => {
  const input = {
    name: 'Supervisor',
    description: '',
    permissions: ['orders.void', 'made.up', 'dashboard.view', 'orders.void'],
    allBranches: false,
    maxDiscountBp: 1250,
  }

  test('a role keeps known permissions only, once each, in catalogue order', ({ assert }) => {
    const attributes = roleAttributes(input, false)
    assert.deepEqual(attributes.permissions, ['dashboard.view', 'orders.void'])
    assert.equal(attributes.maxDiscountBp, 1250)
    assert.isNull(attributes.description)
  })

  test('the Administrator role keeps everything whatever is sent', ({ assert }) => {
    const attributes = roleAttributes({ ...input, permissions: [], maxDiscountBp: 0 }, true)
    assert.deepEqual(attributes.permissions, [...PERMISSIONS])
    assert.isTrue(attributes.allBranches)
    assert.equal(attributes.maxDiscountBp, 10000)
    assert.equal(attributes.name, 'Supervisor')
  })

  test('the in-use message counts holders', ({ assert }) => {
    assert.equal(holdersMessage(1), '1 user holds this role')
    assert.equal(holdersMessage(3), '3 users hold this role')
  })
})
