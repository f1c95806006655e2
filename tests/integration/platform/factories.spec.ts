import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { BranchFactory } from '#database/factories/branch_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { ProductFactory, stockUp } from '#database/factories/product_factory'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase } from '#tests/helpers/database'
import { assertLedgerInvariant, onHand } from '#tests/helpers/stock'

test.group('Factories', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('a user comes with a role, branches and the demo password', async ({ assert }) => {
    const created = await UserFactory.with('role', 1, (role) =>
      role.merge({ permissions: ['stock.view'] })
    )
      .with('branches', 2)
      .create()
    const user = await User.query()
      .where('id', created.id)
      .preload('role')
      .preload('branches')
      .firstOrFail()
    assert.deepEqual(user.role!.permissions, ['stock.view'])
    assert.lengthOf(user.branches, 2)
    assert.notEqual(user.branches[0].code, user.branches[1].code)
    assert.isTrue(user.isActive)
    assert.isNotNull(user.emailVerifiedAt)
    assert.isTrue(await hash.verify(user.password!, 'demo-password'))
    const other = await UserFactory.create()
    assert.notEqual(other.email, user.email)
  })

  test('products are stocked through the ledger; customers are distinct', async ({ assert }) => {
    const branch = await BranchFactory.create()
    const actor = { user: await UserFactory.create(), ip: null }
    const [tea, jam] = await stockUp(await ProductFactory.createMany(2), branch, 7, actor)
    assert.equal(await onHand(tea.id, branch.id), 7)
    assert.equal(await onHand(jam.id, branch.id), 7)
    assert.notEqual(tea.sku, jam.sku)
    await assertLedgerInvariant(assert)
    const [first, second] = await CustomerFactory.createMany(2)
    assert.notEqual(first.email, second.email)
    assert.isTrue(first.isActive)
  })
})
