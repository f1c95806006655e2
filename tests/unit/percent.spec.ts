import { test } from '@japa/runner'
import { basisPointsToPercent, percentToBasisPoints } from '#support/percent'

test.group('Percentages to basis points', () => {
  test('parses digits exactly, never through a float', ({ assert }) => {
    assert.equal(percentToBasisPoints('8.25'), 825)
    assert.equal(percentToBasisPoints('8,25'), 825)
    assert.equal(percentToBasisPoints(' 20 '), 2000)
    assert.equal(percentToBasisPoints('0'), 0)
    assert.equal(percentToBasisPoints('0.01'), 1)
    assert.equal(percentToBasisPoints('8.5'), 850)
    assert.equal(percentToBasisPoints('100'), 10000)
    assert.equal(percentToBasisPoints('100.00'), 10000)
    // 0.29 * 100 is 28.999999999999996 in floating point
    assert.equal(percentToBasisPoints('0.29'), 29)
    assert.equal(percentToBasisPoints('19.99'), 1999)
    assert.equal(percentToBasisPoints(' 33.33 % '), 3333)
  })

  test('refuses what is not a percentage from 0 to 100 with two decimals at most', ({ assert }) => {
    for (const text of [
      '',
      ' ',
      '-1',
      '8.255',
      '100.01',
      '101',
      '1e2',
      '8.',
      '.5',
      'abc',
      '1,000',
      '0x10',
      '8.2.5',
      '%',
    ]) {
      assert.isNull(percentToBasisPoints(text), text)
    }
  })

  test('shows basis points as the shortest percentage', ({ assert }) => {
    assert.equal(basisPointsToPercent(825), '8.25')
    assert.equal(basisPointsToPercent(850), '8.5')
    assert.equal(basisPointsToPercent(800), '8')
    assert.equal(basisPointsToPercent(1), '0.01')
    assert.equal(basisPointsToPercent(0), '0')
    assert.equal(basisPointsToPercent(10000), '100')
    for (const basisPoints of [0, 1, 29, 825, 1999, 2000, 10000]) {
      assert.equal(percentToBasisPoints(basisPointsToPercent(basisPoints)), basisPoints)
    }
  })
})
