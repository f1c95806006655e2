import { test } from '@japa/runner'
import { errors as lucidErrors } from '@adonisjs/lucid'
import db from '@adonisjs/lucid/services/db'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Branch from '#models/branch'
import User from '#models/user'
import { BranchScope } from '#services/platform/branch_scope'
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

/** Stands in for stock transfers, which name a branch at each end. */
class ScratchTransfer extends BaseModel {
  static table = 'scratch_transfers'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fromBranchId: number

  @column()
  declare toBranchId: number

  @column()
  declare note: string
}

const ENDS = ['from_branch_id', 'to_branch_id'] as const

/** Transfers between the demo branches, by note: `DTN>HBR` goes from Downtown to Harbour. */
async function scratchTransfers() {
  await db.connection().schema.createTable('scratch_transfers', (table) => {
    table.increments('id')
    table.integer('from_branch_id').notNullable()
    table.integer('to_branch_id').notNullable()
    table.string('note').notNullable()
  })
  const rows: Record<string, ScratchTransfer> = {}
  for (const note of ['DTN>HBR', 'HBR>NTH', 'HBR>HBR', 'DTN>NTH']) {
    const [from, to] = note.split('>')
    rows[note] = await ScratchTransfer.create({
      fromBranchId: await branchId(from),
      toBranchId: await branchId(to),
      note,
    })
  }
  return rows
}

async function notes(query: ModelQueryBuilderContract<typeof ScratchTransfer>) {
  const rows = await query.orderBy('id')
  return rows.map((row) => row.note)
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
    // What the pages show of them, by name, and where the manager works today.
    assert.deepEqual(
      scope.branches.map((branch) => [branch.code, branch.name, branch.isActive]),
      [
        ['DTN', 'Downtown', true],
        ['NTH', 'Northside', false],
      ]
    )
    assert.deepEqual(
      scope.activeBranches().map((branch) => branch.code),
      ['DTN']
    )
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

  test('restricts across two columns: a row is in scope when either end is', async ({
    assert,
    cleanup,
  }) => {
    await scratchTransfers()
    cleanup(() => db.connection().schema.dropTable('scratch_transfers'))
    const manager = await BranchScope.of(await user('manager@demo.test'))
    const clerk = await BranchScope.of(await user('clerk@demo.test'))
    const admin = await BranchScope.of(await user('admin@demo.test'))
    const nobody = await user('cashier@demo.test')
    nobody.isActive = false
    const none = await BranchScope.of(nobody)

    assert.deepEqual(await notes(manager.restrict(ScratchTransfer.query(), ENDS)), [
      'DTN>HBR',
      'HBR>NTH',
      'DTN>NTH',
    ])
    assert.deepEqual(await notes(clerk.restrict(ScratchTransfer.query(), ENDS)), [
      'HBR>NTH',
      'DTN>NTH',
    ])
    assert.deepEqual(await notes(admin.restrict(ScratchTransfer.query(), ENDS)), [
      'DTN>HBR',
      'HBR>NTH',
      'HBR>HBR',
      'DTN>NTH',
    ])
    assert.deepEqual(await notes(none.restrict(ScratchTransfer.query(), ENDS)), [])

    // One column alone still means that column only.
    assert.deepEqual(await notes(clerk.restrict(ScratchTransfer.query(), 'from_branch_id')), [])
    const raw = await clerk.restrict(db.from('scratch_transfers').orderBy('id'), ENDS)
    assert.deepEqual(
      raw.map((row: { note: string }) => row.note),
      ['HBR>NTH', 'DTN>NTH']
    )
  })

  test('the two-column restriction never widens the other conditions', async ({
    assert,
    cleanup,
  }) => {
    await scratchTransfers()
    cleanup(() => db.connection().schema.dropTable('scratch_transfers'))
    const clerk = await BranchScope.of(await user('clerk@demo.test'))
    const before = clerk.restrict(ScratchTransfer.query().where('note', 'DTN>HBR'), ENDS)
    assert.deepEqual(await notes(before), [])
    const after = clerk.restrict(ScratchTransfer.query(), ENDS).where('note', 'DTN>HBR')
    assert.deepEqual(await notes(after), [])
    const either = clerk.restrict(
      ScratchTransfer.query().where('note', 'DTN>NTH').orWhere('note', 'DTN>HBR'),
      ENDS
    )
    assert.deepEqual(await notes(either), ['DTN>NTH'])
  })

  test('find-in-scope across two columns: either end finds it, neither is a 404', async ({
    assert,
    cleanup,
  }) => {
    const rows = await scratchTransfers()
    cleanup(() => db.connection().schema.dropTable('scratch_transfers'))
    const clerk = await BranchScope.of(await user('clerk@demo.test'))
    const incoming = await clerk.findOrFail(ScratchTransfer, rows['HBR>NTH'].id, { column: ENDS })
    assert.equal(incoming.note, 'HBR>NTH')
    const first = await clerk.firstOrFail(ScratchTransfer.query().where('note', 'DTN>NTH'), ENDS)
    assert.equal(first.note, 'DTN>NTH')

    for (const note of ['DTN>HBR', 'HBR>HBR']) {
      const error = await clerk
        .findOrFail(ScratchTransfer, rows[note].id, { column: ENDS })
        .then(() => null)
        .catch((caught) => caught)
      assert.instanceOf(error, lucidErrors.E_ROW_NOT_FOUND, note)
      assert.equal(error.status, 404)
    }
    await assert.rejects(
      () => clerk.firstOrFail(ScratchTransfer.query().where('note', 'HBR>HBR'), ENDS),
      lucidErrors.E_ROW_NOT_FOUND
    )
    const admin = await BranchScope.of(await user('admin@demo.test'))
    const anywhere = await admin.findOrFail(ScratchTransfer, rows['HBR>HBR'].id, { column: ENDS })
    assert.equal(anywhere.note, 'HBR>HBR')
  })
})
