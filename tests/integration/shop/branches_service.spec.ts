import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Branch from '#models/branch'
import User from '#models/user'
import { createBranch, deleteBranch, updateBranch } from '#services/shop/branches'
import { referencesToEach } from '#services/platform/references'
import { BranchCodeTaken, BranchInUse } from '#exceptions/branch_errors'
import { freshDatabase } from '#tests/helpers/database'

async function actor() {
  const admin = await User.findByOrFail('email', 'admin@demo.test')
  return { user: admin, ip: '127.0.0.1' }
}

test.group('Branches service', (group) => {
  group.each.setup(() => freshDatabase())

  test('a code taken at the last moment is refused by the index, with nothing written', async ({
    assert,
  }) => {
    const by = await actor()
    await assert.rejects(
      () => createBranch({ code: 'DTN', name: 'Twin', is_active: true }, by),
      BranchCodeTaken
    )
    const northside = await Branch.findByOrFail('code', 'NTH')
    await assert.rejects(
      () => updateBranch(northside, { code: 'DTN', name: 'Northside', is_active: true }, by),
      BranchCodeTaken
    )
    const stored = await Branch.findByOrFail('id', northside.id)
    assert.equal(stored.code, 'NTH')
    assert.lengthOf(await Branch.query().where('name', 'Twin'), 0)
    assert.lengthOf(await AuditEvent.query().where('action', 'like', 'branch.%'), 0)
  })

  test('references are found per branch; a referenced branch is never deleted', async ({
    assert,
  }) => {
    const [downtown, harbour] = await Promise.all([
      Branch.findByOrFail('code', 'DTN'),
      Branch.findByOrFail('code', 'HBR'),
    ])
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
