import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import Customer from '#models/customer'
import { referencesTo, referencesToEach } from '#services/platform/references'
import { REFERENCES } from '#support/references'
import { freshDatabase } from '#tests/helpers/database'
import { scratchReference } from '#tests/helpers/references'

async function branchIds() {
  const branches = await Branch.query().orderBy('code')
  return Object.fromEntries(branches.map((branch) => [branch.code, branch.id]))
}

test.group('References', (group) => {
  group.each.setup(() => freshDatabase())

  test('a branch with staff assigned is referred to; one without is not', async ({ assert }) => {
    const { DTN, HBR, NTH } = await branchIds()
    assert.deepEqual(await referencesTo('branch', DTN), ['staff assignments'])
    assert.deepEqual(await referencesTo('branch', HBR), [])
    const each = await referencesToEach('branch', [DTN, HBR, NTH])
    assert.deepEqual([...each.keys()].sort(), [DTN, NTH].sort())
    assert.deepEqual(each.get(NTH), ['staff assignments'])
    const none = await referencesToEach('branch', [])
    assert.equal(none.size, 0)
  })

  test('every declared table is asked, in the order declared, and only about its kind', async ({
    assert,
    cleanup,
  }) => {
    const jane = await Customer.create({ name: 'Jane Doe' })
    const john = await Customer.create({ name: 'John Doe' })
    const ann = await Customer.create({ name: 'Ann Lee' })
    const orders = await scratchReference('customer', 'orders', cleanup)
    const returns = await scratchReference('customer', 'returns', cleanup)
    const { HBR } = await branchIds()
    const tills = await scratchReference('branch', 'tills', cleanup)
    await orders.refer(jane.id)
    await orders.refer(jane.id)
    await returns.refer(jane.id)
    await returns.refer(john.id)
    await tills.refer(ann.id)

    assert.deepEqual(await referencesTo('customer', jane.id), ['orders', 'returns'])
    assert.deepEqual(await referencesTo('customer', john.id), ['returns'])
    assert.deepEqual(await referencesTo('customer', ann.id), [])
    const each = await referencesToEach('customer', [jane.id, john.id, ann.id])
    assert.deepEqual(Object.fromEntries(each), {
      [jane.id]: ['orders', 'returns'],
      [john.id]: ['returns'],
    })
    await tills.refer(HBR)
    assert.deepEqual(await referencesTo('branch', HBR), ['tills'])
  })

  test('two columns of one table with one label name it once', async ({ assert, cleanup }) => {
    const { DTN, HBR, NTH } = await branchIds()
    await db.connection().schema.createTable('scratch_transfers', (table) => {
      table.increments('id')
      table.integer('from_branch_id').notNullable()
      table.integer('to_branch_id').notNullable()
    })
    const declared = [
      { table: 'scratch_transfers', column: 'from_branch_id', label: 'stock transfers' },
      { table: 'scratch_transfers', column: 'to_branch_id', label: 'stock transfers' },
    ]
    REFERENCES.branch.push(...declared)
    cleanup(async () => {
      REFERENCES.branch.splice(REFERENCES.branch.indexOf(declared[0]), declared.length)
      await db.connection().schema.dropTable('scratch_transfers')
    })
    await db.table('scratch_transfers').insert({ from_branch_id: HBR, to_branch_id: HBR })
    await db.table('scratch_transfers').insert({ from_branch_id: DTN, to_branch_id: NTH })

    assert.deepEqual(await referencesTo('branch', HBR), ['stock transfers'])
    const each = await referencesToEach('branch', [DTN, HBR, NTH])
    assert.deepEqual(each.get(DTN), ['staff assignments', 'stock transfers'])
    assert.deepEqual(each.get(NTH), ['staff assignments', 'stock transfers'])
  })

  test('inside a transaction, a reference written in it counts', async ({ assert, cleanup }) => {
    const jane = await Customer.create({ name: 'Jane Doe' })
    await scratchReference('customer', 'orders', cleanup)
    const found = await db.transaction(async (trx) => {
      await trx.table('scratch_orders').insert({ customer_id: jane.id })
      return referencesTo('customer', jane.id, trx)
    })
    assert.deepEqual(found, ['orders'])
  })
})
