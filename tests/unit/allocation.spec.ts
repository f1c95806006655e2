import { test } from '@japa/runner'
import { allocate } from '#common/allocation'

test.group('Allocation over lines', () => {
  test('shares follow the weights exactly when they divide', ({ assert }) => {
    assert.deepEqual(allocate(600, [100, 200, 300]), [100, 200, 300])
    assert.deepEqual(allocate(300, [1999, 1999, 1999]), [100, 100, 100])
    assert.deepEqual(allocate(0, [1999, 500]), [0, 0])
  })

  test('what rounding leaves goes to the largest lines', ({ assert }) => {
    // 10 over 1:2:3 is 1.67, 3.33, 5: truncated 1, 3, 5; the one left goes to the 3.
    assert.deepEqual(allocate(10, [1, 2, 3]), [1, 3, 6])
    // Largest line in the middle, then the next largest.
    assert.deepEqual(allocate(100, [300, 700, 500]), [20, 47, 33])
    // By size, not by the largest fraction: 3.67, 5.13, 2.2 become 3, 6, 2.
    assert.deepEqual(allocate(11, [500, 700, 300]), [3, 6, 2])
    // An order discount of $5.00 over $19.99, $5.50 and $0.99: 377.45, 103.85, 18.69.
    assert.deepEqual(allocate(500, [1999, 550, 99]), [378, 104, 18])
  })

  test('ties go to the earlier line', ({ assert }) => {
    assert.deepEqual(allocate(100, [1, 1, 1]), [34, 33, 33])
    assert.deepEqual(allocate(2, [1, 1, 1]), [1, 1, 0])
    assert.deepEqual(allocate(5, [1, 3, 3]), [0, 3, 2])
    assert.deepEqual(allocate(4, [2, 3, 3]), [1, 2, 1])
    assert.deepEqual(allocate(4, [3, 2, 3]), [2, 1, 1])
  })

  test('a negative total is spread the same way, signs kept', ({ assert }) => {
    assert.deepEqual(allocate(-100, [1, 1, 1]), [-34, -33, -33])
    assert.deepEqual(allocate(-10, [1, 2, 3]), [-1, -3, -6])
    assert.deepEqual(allocate(-500, [1999, 550, 99]), [-378, -104, -18])
  })

  test('negative weights count by size', ({ assert }) => {
    assert.deepEqual(allocate(10, [-1, -2, -3]), [1, 3, 6])
    assert.deepEqual(allocate(-100, [-300, -700, -500]), [-20, -47, -33])
    assert.deepEqual(allocate(-100, [-300, 0, -100]), [-75, 0, -25])
    assert.throws(() => allocate(100, [300, -100]), RangeError)
  })

  test('one line takes everything', ({ assert }) => {
    assert.deepEqual(allocate(1999, [1]), [1999])
    assert.deepEqual(allocate(-1999, [5]), [-1999])
    assert.deepEqual(allocate(1999, [0]), [1999])
  })

  test('zero weights get nothing; all zero spreads evenly', ({ assert }) => {
    assert.deepEqual(allocate(100, [0, 300, 0, 100]), [0, 75, 0, 25])
    assert.deepEqual(allocate(3, [0, 1, 0, 1]), [0, 2, 0, 1])
    assert.deepEqual(allocate(100, [0, 0, 0]), [34, 33, 33])
    assert.deepEqual(allocate(-2, [0, 0, 0]), [-1, -1, 0])
  })

  test('no lines: only nothing can be spread', ({ assert }) => {
    assert.deepEqual(allocate(0, []), [])
    assert.throws(() => allocate(1, []), RangeError)
  })

  test('the shares always add up to the total, each within one unit of its exact share', ({
    assert,
  }) => {
    const weights = [1999, 1, 550, 0, 99, 12_345, 7, 7]
    const weightSum = weights.reduce((a, b) => a + b, 0)
    for (const total of [0, 1, 2, 7, 99, 100, 1001, 12345, -1, -7, -1001, 9_999_999]) {
      const shares = allocate(total, weights)
      assert.equal(
        shares.reduce((a, b) => a + b, 0),
        total,
        `total ${total}`
      )
      shares.forEach((share, index) => {
        const exact = (total * weights[index]) / weightSum
        assert.isAtMost(Math.abs(share - exact), 1, `total ${total}, line ${index}`)
        assert.isTrue(share === 0 || Math.sign(share) === Math.sign(total), 'sign kept')
      })
    }
  })

  test('exact for amounts whose products pass 2^53', ({ assert }) => {
    assert.deepEqual(
      allocate(9007199254740991, [9007199254740991, 9007199254740991]),
      [4503599627370496, 4503599627370495]
    )
    assert.throws(() => allocate(1.5, [1, 1]), RangeError)
    assert.throws(() => allocate(100, [0.5, 1]), RangeError)
  })
})
