import { test } from '@japa/runner'
import {
  isLate,
  orderedUnits,
  orderTotal,
  outstanding,
  reorderTarget,
  roundUpToPack,
  statusFromLines,
  suggestedQuantity,
} from '#common/purchasing'

test.group('Purchasing rules', () => {
  test('an order line owes what it ordered less what came, never below zero', ({ assert }) => {
    assert.equal(outstanding({ quantity: 24, receivedQuantity: 10 }), 14)
    assert.equal(outstanding({ quantity: 24, receivedQuantity: 24 }), 0)
    assert.equal(outstanding({ quantity: 24, receivedQuantity: 30 }), 0)
  })

  test('the order status follows its lines', ({ assert }) => {
    assert.equal(
      statusFromLines([
        { quantity: 10, receivedQuantity: 0 },
        { quantity: 5, receivedQuantity: 0 },
      ]),
      'ordered'
    )
    assert.equal(
      statusFromLines([
        { quantity: 10, receivedQuantity: 4 },
        { quantity: 5, receivedQuantity: 0 },
      ]),
      'partial'
    )
    assert.equal(
      statusFromLines([
        { quantity: 10, receivedQuantity: 10 },
        { quantity: 5, receivedQuantity: 4 },
      ]),
      'partial'
    )
    assert.equal(
      statusFromLines([
        { quantity: 10, receivedQuantity: 12 },
        { quantity: 5, receivedQuantity: 5 },
      ]),
      'received'
    )
  })

  test('packs are ordered as units of the pack size, and totals are exact', ({ assert }) => {
    assert.equal(orderedUnits(3, 'packs', 12), 36)
    assert.equal(orderedUnits(3, 'units', 12), 3)
    assert.equal(
      orderTotal([
        { quantity: 36, unitCost: 125 },
        { quantity: 7, unitCost: 999 },
      ]),
      36 * 125 + 7 * 999
    )
  })

  test('quantities round up to whole packs', ({ assert }) => {
    assert.equal(roundUpToPack(13, 6), 18)
    assert.equal(roundUpToPack(12, 6), 12)
    assert.equal(roundUpToPack(1, 24), 24)
    assert.equal(roundUpToPack(5, 1), 5)
    assert.equal(roundUpToPack(0, 6), 0)
    assert.equal(roundUpToPack(-4, 6), 0)
  })

  test('the target is the one set, else twice the level', ({ assert }) => {
    assert.equal(reorderTarget(10, null), 20)
    assert.equal(reorderTarget(10, 35), 35)
  })

  test('a suggestion fills up to the target less on hand, in transit and on order, in packs', ({
    assert,
  }) => {
    // Level 10, no target: up to 20. Holds 4, 3 on the way, 2 on order: 11 missing, packs of 6: 12.
    assert.equal(
      suggestedQuantity({
        onHand: 4,
        inTransit: 3,
        onOrder: 2,
        reorderLevel: 10,
        reorderTarget: null,
        packSize: 6,
      }),
      12
    )
    // At the level exactly: low. Target 30 less 10 = 20, in units.
    assert.equal(
      suggestedQuantity({
        onHand: 10,
        inTransit: 0,
        onOrder: 0,
        reorderLevel: 10,
        reorderTarget: 30,
        packSize: 1,
      }),
      20
    )
    // Above the level: nothing, however far from the target.
    assert.equal(
      suggestedQuantity({
        onHand: 11,
        inTransit: 0,
        onOrder: 0,
        reorderLevel: 10,
        reorderTarget: 50,
        packSize: 1,
      }),
      0
    )
    // Low, but what is coming already covers the target.
    assert.equal(
      suggestedQuantity({
        onHand: 2,
        inTransit: 10,
        onOrder: 10,
        reorderLevel: 10,
        reorderTarget: null,
        packSize: 12,
      }),
      0
    )
    // Below zero on hand orders the shortfall too: -3 to 20 is 23, packs of 24.
    assert.equal(
      suggestedQuantity({
        onHand: -3,
        inTransit: 0,
        onOrder: 0,
        reorderLevel: 10,
        reorderTarget: null,
        packSize: 24,
      }),
      24
    )
  })

  test('an order is late once its expected day has passed with goods still awaited', ({
    assert,
  }) => {
    assert.isTrue(isLate('2026-03-01', 'ordered', '2026-03-02'))
    assert.isTrue(isLate('2026-03-01', 'partial', '2026-03-02'))
    assert.isFalse(isLate('2026-03-02', 'ordered', '2026-03-02'))
    assert.isFalse(isLate('2026-03-01', 'received', '2026-03-02'))
    assert.isFalse(isLate('2026-03-01', 'draft', '2026-03-02'))
    assert.isFalse(isLate(null, 'ordered', '2026-03-02'))
  })
})
