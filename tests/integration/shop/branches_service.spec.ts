import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Branch from '#models/branch'
import { createBranch, deleteBranch, updateBranch } from '#services/shop/branches'
import { referencesToEach } from '#services/platform/references'
import { BranchCodeTaken, BranchInUse } from '#exceptions/branch_errors'
import { freshDatabase } from '#tests/helpers/database'
import { BranchFactory } from '#database/factories/branch_factory'
import { UserFactory } from '#database/factories/user_factory'

async function actor() {
  return { user: await UserFactory.create(), ip: '127.0.0.1' }
}

test.group('Branches service', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('a code taken at the last moment is refused by the index, with nothing written', async ({
    assert,
  }) => {
    const by = await actor()
    const [taken, other] = await BranchFactory.merge([{ code: 'TKN' }, { code: 'OTH' }]).createMany(
      2
    )
    await assert.rejects(
      () => createBranch({ code: 'TKN', name: 'Twin', is_active: true }, by),
      BranchCodeTaken
    )
    await assert.rejects(
      () => updateBranch(other, { code: taken.code, name: other.name, is_active: true }, by),
      BranchCodeTaken
    )
    const stored = await Branch.findByOrFail('id', other.id)
    assert.equal(stored.code, 'OTH')
    assert.lengthOf(await Branch.query().where('name', 'Twin'), 0)
    assert.lengthOf(await AuditEvent.query().where('action', 'like', 'branch.%'), 0)
  })

  test('references are found per branch; a referenced branch is never deleted', async ({
    assert,
  }) => {
    const [downtown, harbour] = await BranchFactory.createMany(2)
    const staff = await UserFactory.create()
    await staff.related('branches').attach([downtown.id])
    const references = await referencesToEach('branch', [downtown.id, harbour.id])
    assert.deepEqual(references.get(downtown.id), ['staff assignments'])
    assert.isFalse(references.has(harbour.id))
    const none = await referencesToEach('branch', [])
    assert.equal(none.size, 0)

    const admin = await actor()
    await assert.rejects(() => deleteBranch(downtown, admin), BranchInUse)
    assert.isNotNull(await Branch.find(downtown.id))
  })
})
