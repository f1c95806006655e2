import { test } from '@japa/runner'
import {
  MAX_BASIS_POINTS,
  applyBasisPoints,
  basisPointsOf,
  basisPointsToPercent,
  formatPercent,
  parsePercent,
} from '#common/basis_points'

test.group('Basis points: typed percent', () => {
  test('percent text becomes exact basis points', ({ assert }) => {
    assert.equal(MAX_BASIS_POINTS, 10_000)
    for (const [typed, basisPoints] of [
      ['8', 800],
      ['8.25', 825],
      ['8,25', 825],
      ['8.5', 850],
      ['8.', 800],
      ['8,', 800],
      ['.5', 50],
      ['0', 0],
      ['0.01', 1],
      // 0.29 * 100 is 28.999999999999996 in floating point
      ['0.29', 29],
      ['19.99', 1999],
      ['100', 10000],
      ['100.00', 10000],
      [' 20 ', 2000],
      [' 33.33 % ', 3333],
      ['8%', 800],
      ['8\u202f%', 800],
    ] as const) {
      assert.strictEqual(parsePercent(typed), basisPoints, typed)
    }
  })

  test('refuses what is not a percent from 0 to 100 with two decimals at most', ({ assert }) => {
    for (const typed of [
      '',
      ' ',
      '.',
      '%',
      '-1',
      '-0.5',
      '8.255',
      '100.01',
      '101',
      '1000',
      '1e2',
      'abc',
      '1,000',
      '0x10',
      '8.2.5',
      '8%%',
    ]) {
      assert.isNull(parsePercent(typed), typed)
    }
  })
})

test.group('Basis points: shown', () => {
  test('as an input shows them, negatives included', ({ assert }) => {
    for (const [basisPoints, shown] of [
      [825, '8.25'],
      [850, '8.5'],
      [800, '8'],
      [5, '0.05'],
      [1, '0.01'],
      [0, '0'],
      [10000, '100'],
      [-1250, '-12.5'],
      [-1255, '-12.55'],
      [-5, '-0.05'],
      [-800, '-8'],
    ] as const) {
      assert.strictEqual(basisPointsToPercent(basisPoints), shown, String(basisPoints))
    }
    for (const basisPoints of [0, 1, 5, 29, 50, 800, 825, 1999, 2000, 10000]) {
      assert.strictEqual(parsePercent(basisPointsToPercent(basisPoints)), basisPoints)
    }
  })

  test('as the locale writes a percent, rounded half away from zero', ({ assert }) => {
    assert.equal(formatPercent(825), '8.25%')
    assert.equal(formatPercent(800), '8%')
    assert.equal(formatPercent(-1250), '-12.5%')
    assert.equal(formatPercent(825, 'de-DE'), '8,25\u00a0%')
    assert.equal(formatPercent(-1250, 'fr-FR'), '-12,5\u00a0%')
    assert.equal(formatPercent(3100, 'en-US', 1), '31.0%')
    assert.equal(formatPercent(5084, 'en-US', 1), '50.8%')
    assert.equal(formatPercent(5085, 'en-US', 1), '50.9%')
    assert.equal(formatPercent(-5085, 'en-US', 1), '-50.9%')
    assert.equal(formatPercent(-1255, 'de-DE', 1), '-12,6\u00a0%')
  })
})

test.group('Basis points: applied to amounts', () => {
  test('a rate of an amount rounds half away from zero', ({ assert }) => {
    for (const [amount, basisPoints, share] of [
      [1995, 1000, 200],
      [-1995, 1000, -200],
      [1994, 1000, 199],
      [-1994, 1000, -199],
      [1, 2000, 0],
      [1, 5000, 1],
      [-1, 5000, -1],
      [1999, 825, 165],
      [10000, 825, 825],
      [1999, 0, 0],
      [1999, 10000, 1999],
      [125, 2000, 25],
      [1200, 1000, 120],
    ] as const) {
      assert.strictEqual(
        applyBasisPoints(amount, basisPoints),
        share,
        `${basisPoints} of ${amount}`
      )
    }
    assert.strictEqual(applyBasisPoints(9007199254740991, 10000), 9007199254740991)
    assert.throws(() => applyBasisPoints(19.99, 1000), RangeError)
  })

  test('part of a whole in basis points (a margin)', ({ assert }) => {
    for (const [part, whole, basisPoints] of [
      [1, 8, 1250],
      [1, 3, 3333],
      [2, 3, 6667],
      [-1, 16, -625],
      [-1, 3, -3333],
      [-2, 3, -6667],
      // -12.5 basis points: Math.round would give -12
      [-1, 800, -13],
      [1, 800, 13],
      [39, 129, 3023],
      [0, 129, 0],
    ] as const) {
      assert.strictEqual(basisPointsOf(part, whole), basisPoints, `${part} of ${whole}`)
    }
    assert.isNull(basisPointsOf(5, 0))
  })
})
