import { test } from '@japa/runner'
import { divideRounded, multiplyAmount, scaleRounded } from '#common/rounding'

test.group('Rounding half away from zero', () => {
  test('halves go away from zero on both sides', ({ assert }) => {
    for (const [numerator, denominator, expected] of [
      [25, 2, 13],
      [-25, 2, -13],
      [25, -2, -13],
      [-25, -2, 13],
      [1, 2, 1],
      [-1, 2, -1],
      [3, 2, 2],
      [-3, 2, -2],
    ] as const) {
      assert.strictEqual(
        divideRounded(numerator, denominator),
        expected,
        `${numerator}/${denominator}`
      )
    }
  })

  test('below a half goes toward zero, above it away', ({ assert }) => {
    for (const [numerator, denominator, expected] of [
      [124, 10, 12],
      [126, 10, 13],
      [-124, 10, -12],
      [-126, 10, -13],
      [1, 3, 0],
      [2, 3, 1],
      [-1, 3, 0],
      [-2, 3, -1],
      [10, 5, 2],
      [-10, 5, -2],
      [0, 7, 0],
    ] as const) {
      assert.strictEqual(
        divideRounded(numerator, denominator),
        expected,
        `${numerator}/${denominator}`
      )
    }
    assert.isFalse(Object.is(divideRounded(-1, 3), -0), 'never -0')
  })

  test('amount x numerator / denominator is exact past 2^53 before dividing', ({ assert }) => {
    assert.strictEqual(scaleRounded(1995, 1000, 10_000), 200)
    assert.strictEqual(scaleRounded(-1995, 1000, 10_000), -200)
    assert.strictEqual(scaleRounded(1994, 1000, 10_000), 199)
    // 9007199254740991 * 3 exceeds 2^53: a float product would be off by one.
    assert.strictEqual(scaleRounded(9007199254740991, 3, 3), 9007199254740991)
    assert.strictEqual(scaleRounded(9007199254740991, 5000, 10_000), 4503599627370496)
  })

  test('refuses what is not exact integer arithmetic', ({ assert }) => {
    assert.throws(() => divideRounded(1, 0), RangeError)
    assert.throws(() => divideRounded(1.5, 2), RangeError)
    assert.throws(() => divideRounded(2 ** 53, 2), RangeError)
    assert.throws(() => scaleRounded(9007199254740991, 2, 1), RangeError)
  })
})

test.group('Amount times quantity', () => {
  test('a line total in minor units, negative quantities too', ({ assert }) => {
    assert.strictEqual(multiplyAmount(1999, 3), 5997)
    assert.strictEqual(multiplyAmount(1999, -2), -3998)
    assert.strictEqual(multiplyAmount(-250, 4), -1000)
    assert.strictEqual(multiplyAmount(1999, 0), 0)
    assert.strictEqual(multiplyAmount(4503599627370495, 2), 9007199254740990)
  })

  test('refused past exact arithmetic or with a fraction', ({ assert }) => {
    assert.throws(() => multiplyAmount(4503599627370496, 2), RangeError)
    assert.throws(() => multiplyAmount(1999, 1.5), RangeError)
    assert.throws(() => multiplyAmount(19.99, 3), RangeError)
  })
})
