import { test } from '@japa/runner'
import { notesOf, quickCashAmounts } from '#common/quick_cash'

test.group('Quick cash amounts', () => {
  test('dollars: exact, then the next dollar, ten and twenty up', ({ assert }) => {
    assert.deepEqual(quickCashAmounts(1837, 'USD'), [1837, 1900, 2000, 5000])
    assert.deepEqual(quickCashAmounts(450, 'USD'), [450, 500, 1000, 2000])
  })

  test('an amount already round: exact, then the next notes above it', ({ assert }) => {
    assert.deepEqual(quickCashAmounts(2000, 'USD'), [2000, 5000, 10000])
  })

  test('euros start at the 5 € note', ({ assert }) => {
    assert.deepEqual(quickCashAmounts(1837, 'EUR'), [1837, 2000, 5000, 10000])
    assert.deepEqual(quickCashAmounts(312, 'EUR'), [312, 500, 1000, 2000])
  })

  test('yen have no minor unit: 1,000 yen notes up', ({ assert }) => {
    assert.deepEqual(quickCashAmounts(3480, 'JPY'), [3480, 4000, 5000, 10000])
  })

  test('pounds and an unlisted currency by its minor digits', ({ assert }) => {
    assert.deepEqual(quickCashAmounts(1234, 'GBP'), [1234, 1500, 2000, 5000])
    assert.deepEqual(notesOf('KWD'), [1000, 5000, 10000, 20000, 50000, 100000])
    assert.deepEqual(quickCashAmounts(1234, 'KWD'), [1234, 2000, 5000, 10000])
  })

  test('nothing owed: no buttons', ({ assert }) => {
    assert.deepEqual(quickCashAmounts(0, 'USD'), [])
  })
})
