import { test } from '@japa/runner'
import { weightedAverageCost } from '#common/weighted_cost'

test.group('Weighted average cost', () => {
  test('averages what is held at the old cost with what arrives at its cost', ({ assert }) => {
    // (10 x 100 + 30 x 200) / 40 = 175
    assert.equal(weightedAverageCost({ onHand: 10, cost: 100, quantity: 30, unitCost: 200 }), 175)
    // (3 x 250 + 1 x 90) / 4 = 210
    assert.equal(weightedAverageCost({ onHand: 3, cost: 250, quantity: 1, unitCost: 90 }), 210)
  })

  test('negative on hand counts as zero', ({ assert }) => {
    assert.equal(weightedAverageCost({ onHand: -4, cost: 100, quantity: 2, unitCost: 300 }), 300)
    assert.equal(weightedAverageCost({ onHand: -1, cost: 999, quantity: 5, unitCost: 120 }), 120)
  })

  test('nothing on hand takes the incoming cost', ({ assert }) => {
    assert.equal(weightedAverageCost({ onHand: 0, cost: 100, quantity: 7, unitCost: 333 }), 333)
  })

  test('an unknown cost takes the incoming cost, whatever is on hand', ({ assert }) => {
    assert.equal(weightedAverageCost({ onHand: 50, cost: null, quantity: 1, unitCost: 80 }), 80)
  })

  test('rounds half away from zero to whole minor units', ({ assert }) => {
    // (1 x 100 + 1 x 101) / 2 = 100.5 -> 101
    assert.equal(weightedAverageCost({ onHand: 1, cost: 100, quantity: 1, unitCost: 101 }), 101)
    // (2 x 100 + 1 x 101) / 3 = 100.33 -> 100
    assert.equal(weightedAverageCost({ onHand: 2, cost: 100, quantity: 1, unitCost: 101 }), 100)
    // (1 x 100 + 2 x 101) / 3 = 100.67 -> 101
    assert.equal(weightedAverageCost({ onHand: 1, cost: 100, quantity: 2, unitCost: 101 }), 101)
    // (3 x 0 + 1 x 2) / 4 = 0.5 -> 1
    assert.equal(weightedAverageCost({ onHand: 3, cost: 0, quantity: 1, unitCost: 2 }), 1)
  })

  test('a free line lowers the cost', ({ assert }) => {
    assert.equal(weightedAverageCost({ onHand: 3, cost: 100, quantity: 1, unitCost: 0 }), 75)
  })

  test('large amounts stay exact', ({ assert }) => {
    assert.equal(
      weightedAverageCost({
        onHand: 1_000_000,
        cost: 99_999_999_999,
        quantity: 1_000_000,
        unitCost: 99_999_999_997,
      }),
      99_999_999_998
    )
  })

  test('refuses a quantity that is not a whole number from 1', ({ assert }) => {
    assert.throws(() => weightedAverageCost({ onHand: 1, cost: 1, quantity: 0, unitCost: 1 }))
    assert.throws(() => weightedAverageCost({ onHand: 1, cost: 1, quantity: 1.5, unitCost: 1 }))
  })
})
