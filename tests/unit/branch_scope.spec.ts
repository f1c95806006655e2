import { test } from '@japa/runner'
import { errors as lucidErrors } from '@adonisjs/lucid'
import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import User from '#models/user'
import { BranchScope } from '#services/branch_scope'
import { freshDatabase } from '#tests/helpers/database'

async function user(email: string) {
  return User.query().where('email', email).preload('role').firstOrFail()
}

async function branchId(code: string) {
  const branch = await Branch.findByOrFail('code', code)
  return branch.id
}

/** A table holding branch_id the way stock or orders will: staff assignments. */
function assignmentCodes() {
  return db
    .from('branch_user')
    .join('branches', 'branches.id', 'branch_user.branch_id')
    .distinct('branches.code')
    .orderBy('branches.code')
}

test.group('Branch scope', (group) => {
  group.each.setup(() => freshDatabase())

  test('a role with all branches sees every branch, including one created later', async ({
    assert,
  }) => {
    const admin = await user('admin@demo.test')
    const later = await Branch.create({ code: 'NEW', name: 'New branch' })
    const scope = await BranchScope.of(admin)
    assert.isTrue(scope.allBranches)
    const every = await Branch.all()
    assert.sameMembers(
      [...scope.branchIds],
      every.map((branch) => branch.id)
    )
    assert.isTrue(scope.includes(later.id))
  })

  test('anyone else sees the assigned branches only, inactive ones included', async ({
    assert,
  }) => {
    const manager = await user('manager@demo.test')
    await Branch.query().where('code', 'NTH').update({ isActive: false })
    const scope = await BranchScope.of(manager)
    assert.isFalse(scope.allBranches)
    assert.sameMembers([...scope.branchIds], [await branchId('DTN'), await branchId('NTH')])
    assert.isFalse(scope.includes(await branchId('HBR')))
  })

  test('a deactivated account or one without a role sees nothing', async ({ assert }) => {
    const cashier = await user('cashier@demo.test')
    cashier.isActive = false
    const inactive = await BranchScope.of(cashier)
    assert.deepEqual([...inactive.branchIds], [])
    const admin = await user('admin@demo.test')
    admin.roleId = null
    const none = await BranchScope.of(admin)
    assert.isFalse(none.allBranches)
    assert.deepEqual([...none.branchIds], [])
  })

  test('loads the role when it was not preloaded', async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const scope = await BranchScope.of(admin)
    assert.isTrue(scope.allBranches)
  })

  test('restricts any query on a branch column', async ({ assert }) => {
    const clerk = await BranchScope.of(await user('clerk@demo.test'))
    const admin = await BranchScope.of(await user('admin@demo.test'))
    const nobody = await user('cashier@demo.test')
    nobody.isActive = false
    const none = await BranchScope.of(nobody)

    const codes = async (scope: BranchScope) => {
      const rows = await scope.restrict(assignmentCodes(), 'branch_user.branch_id')
      return rows.map((row: { code: string }) => row.code)
    }
    assert.deepEqual(await codes(clerk), ['NTH'])
    assert.deepEqual(await codes(admin), ['DTN', 'NTH'])
    assert.deepEqual(await codes(none), [])

    const models = await clerk.restrict(Branch.query(), 'id')
    assert.deepEqual(
      models.map((branch) => branch.code),
      ['NTH']
    )
  })

  test('find-in-scope returns the record or throws the not-found error (404)', async ({
    assert,
  }) => {
    const manager = await BranchScope.of(await user('manager@demo.test'))
    const downtown = await manager.findOrFail(Branch, await branchId('DTN'), { column: 'id' })
    assert.equal(downtown.code, 'DTN')

    const harbour = await branchId('HBR')
    const outOfRange = ['2147483648', '99999999999999999999', 2 ** 53]
    for (const id of [
      harbour,
      String(harbour),
      999999,
      'abc',
      '1 or 1=1',
      -1,
      0,
      '1e3',
      ...outOfRange,
    ]) {
      const error = await manager
        .findOrFail(Branch, id, { column: 'id' })
        .then(() => null)
        .catch((caught) => caught)
      assert.instanceOf(error, lucidErrors.E_ROW_NOT_FOUND, `id ${id}`)
      assert.equal(error.status, 404)
    }

    const admin = await BranchScope.of(await user('admin@demo.test'))
    const found = await admin.firstOrFail(Branch.query().where('id', harbour), 'id')
    assert.equal(found.code, 'HBR')
  })
})
