import { test } from '@japa/runner'
import PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import { createTransfer, sendTransfer } from '#services/stock/stock_moves'
import { setBranchReorderLevel } from '#services/stock/reorder_levels'
import { createSuggestedOrders, reorderSuggestions } from '#services/purchasing/suggestions'
import { lowStockCount, stockListQuery } from '#services/stock/stock_list'
import { BranchScope } from '#services/platform/branch_scope'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded } from '#tests/helpers/stock'
import { aSupplier, placedOrder, stockAt } from '#tests/helpers/purchasing'

/**
 * Northside, by hand:
 * - Cola: level 20 (product), no target → 40. On hand 8, in transit 6, on order 5:
 *   40 − 8 − 6 − 5 = 21, packs of 24 → 24, from Beverages.
 * - Chips: product level 5, Northside's own 12 and target 30. On hand 12 (at the
 *   level: low): 30 − 12 = 18, packs of 10 → 20, from Snacks.
 * - Nuts: level 10, on hand 3, target → 20: 17, no preferred supplier → 17 in units.
 * - Water: level 10, on hand 11: not low, nothing.
 * - Juice: level 10, on hand 2, but 20 on order: covered, left out.
 * - Gum: product level 50, Northside's own 4, on hand 6: not low at Northside.
 */
async function world() {
  const nth = await branchCoded('NTH')
  const dtn = await branchCoded('DTN')
  const cola = await labelProduct({ name: 'Cola', reorderLevel: 20, cost: 50 })
  const chips = await labelProduct({ name: 'Chips', reorderLevel: 5, cost: 80 })
  const nuts = await labelProduct({ name: 'Nuts', reorderLevel: 10, cost: 120 })
  const water = await labelProduct({ name: 'Water', reorderLevel: 10, cost: 20 })
  const juice = await labelProduct({ name: 'Juice', reorderLevel: 10, cost: 60 })
  const gum = await labelProduct({ name: 'Gum', reorderLevel: 50, cost: 10 })
  const beverages = await aSupplier('BEV', [
    { productId: cola.id, packSize: 24, isPreferred: true },
    { productId: juice.id, packSize: 6, isPreferred: true },
    { productId: nuts.id, packSize: 12, isPreferred: false },
  ])
  const snacks = await aSupplier('SNK', [{ productId: chips.id, packSize: 10, isPreferred: true }])
  await stockAt(cola, nth.id, 8)
  await stockAt(chips, nth.id, 12)
  await stockAt(nuts, nth.id, 3)
  await stockAt(water, nth.id, 11)
  await stockAt(juice, nth.id, 2)
  await stockAt(gum, nth.id, 6)
  await stockAt(cola, dtn.id, 50)
  const manager = await actorFor('manager@demo.test')
  const admin = await actorFor('admin@demo.test')
  const transfer = await createTransfer(
    { fromBranchId: dtn.id, toBranchId: nth.id, lines: [{ productId: cola.id, quantity: 6 }] },
    admin
  )
  await sendTransfer(transfer, admin)
  await placedOrder(beverages.id, nth.id, [{ productId: cola.id, quantity: 5, unitCost: 50 }])
  await placedOrder(beverages.id, nth.id, [{ productId: juice.id, quantity: 20, unitCost: 60 }])
  await setBranchReorderLevel(
    { productId: chips.id, branchId: nth.id, reorderLevel: 12, reorderTarget: 30 },
    manager
  )
  await setBranchReorderLevel(
    { productId: gum.id, branchId: nth.id, reorderLevel: 4, reorderTarget: null },
    manager
  )
  return { nth, dtn, cola, chips, nuts, water, juice, gum, beverages, snacks, manager }
}

test.group('Reorder suggestions', (group) => {
  group.each.setup(() => freshDatabase())

  test('a scripted branch, computed by hand', async ({ assert }) => {
    const w = await world()
    const suggestions = await reorderSuggestions(w.nth.id)
    assert.deepEqual(
      suggestions.map((row) => [
        row.name,
        row.onHand,
        row.inTransit,
        row.onOrder,
        row.reorderLevel,
        row.target,
        row.packSize,
        row.quantity,
        row.supplierName,
      ]),
      [
        ['Cola', 8, 6, 5, 20, 40, 24, 24, 'Supplier BEV'],
        ['Chips', 12, 0, 0, 12, 30, 10, 20, 'Supplier SNK'],
        ['Nuts', 3, 0, 0, 10, 20, 1, 17, null],
      ]
    )
  })

  test('the badge, the stocks filter and the suggestions count the same low products', async ({
    assert,
  }) => {
    const w = await world()
    const scope = await BranchScope.of(w.manager.user)
    const low = await stockListQuery({ scope, branchId: w.nth.id }, { level: 'low' })
    // Juice is low though covered; gum is not low at Northside whatever the product says.
    assert.sameMembers(
      low.map((row) => row.name),
      ['Cola', 'Chips', 'Nuts', 'Juice']
    )
    const clerk = await actorFor('clerk@demo.test')
    const nthOnly = await BranchScope.of(clerk.user)
    assert.equal(await lowStockCount(nthOnly), 4)
  })

  test('the adjusted suggestions become one draft order per supplier in one step', async ({
    assert,
  }) => {
    const w = await world()
    const orders = await createSuggestedOrders(
      w.nth.id,
      [
        { productId: w.cola.id, supplierId: w.beverages.id, quantity: 48 },
        { productId: w.nuts.id, supplierId: w.beverages.id, quantity: 12 },
        { productId: w.chips.id, supplierId: w.snacks.id, quantity: 20 },
      ],
      w.manager
    )
    assert.deepEqual(
      orders.map((order) => [order.supplierId, order.status]),
      [
        [w.beverages.id, 'draft'],
        [w.snacks.id, 'draft'],
      ]
    )
    const lines = await PurchaseOrderLine.query()
      .whereIn(
        'purchase_order_id',
        orders.map((order) => order.id)
      )
      .orderBy('id')
    assert.deepEqual(
      lines.map((line) => [line.productId, line.quantity, line.unitCost]),
      [
        [w.cola.id, 48, 50],
        [w.nuts.id, 12, 120],
        [w.chips.id, 20, 80],
      ]
    )
    // Drafts are not on order: the suggestion stays until they are placed.
    const again = await reorderSuggestions(w.nth.id)
    assert.equal(again.find((row) => row.name === 'Cola')?.quantity, 24)
    const drafts = await PurchaseOrder.query().where('status', 'draft')
    assert.lengthOf(drafts, 2)
    await assertLedgerInvariant(assert)
  })
})
