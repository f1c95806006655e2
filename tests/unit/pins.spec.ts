import { test } from '@japa/runner'
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH, pinProblem } from '#common/pins'
import { describeReasons, parseReasons, refundPaidAnotherWay } from '#common/approvals'

test.group('Till PINs', () => {
  test('are 4 to 8 digits', ({ assert }) => {
    assert.equal(PIN_MIN_LENGTH, 4)
    assert.equal(PIN_MAX_LENGTH, 8)
    assert.isNull(pinProblem('3691'))
    assert.isNull(pinProblem('36915827'))
    for (const bad of ['369', '369158274', '36a1', ' 3691', '', '3691\n', '٣٦٩١']) {
      assert.equal(pinProblem(bad), 'format', bad)
    }
  })

  test('refuse runs and repeats', ({ assert }) => {
    for (const trivial of [
      '1234',
      '0000',
      '1111',
      '4321',
      '6789',
      '98765432',
      '12345678',
      '1212',
      '909090',
      '123123',
      '77777777',
    ]) {
      assert.equal(pinProblem(trivial), 'trivial', trivial)
    }
    // Near misses are fine: one digit breaks the run or the repeat.
    for (const fine of ['1235', '0001', '4320', '1213', '123124', '9091', '2468']) {
      assert.isNull(pinProblem(fine), fine)
    }
  })
})

test.group('Approval reasons', () => {
  test('read back as stored and in words', ({ assert }) => {
    assert.deepEqual(parseReasons('price_change,discount_over_cap,bogus'), [
      'discount_over_cap',
      'price_change',
    ])
    assert.equal(
      describeReasons(['discount_over_cap', 'price_change']),
      'Discount past the cashier’s cap, price change'
    )
  })
})

test.group('Refunds paid another way than the sale', () => {
  test('need approval only when no payment of the sale was made that way', ({ assert }) => {
    assert.isTrue(refundPaidAnotherWay(['card'], 'cash'))
    assert.isTrue(refundPaidAnotherWay(['cash'], 'card'))
    assert.isTrue(refundPaidAnotherWay(['cash', 'card'], 'other'))
    assert.isFalse(refundPaidAnotherWay(['card'], 'card'))
    // A split payment is refunded either way.
    assert.isFalse(refundPaidAnotherWay(['cash', 'card'], 'cash'))
    assert.isFalse(refundPaidAnotherWay(['cash', 'card'], 'card'))
    // Nothing was paid: there is no way to differ from.
    assert.isFalse(refundPaidAnotherWay([], 'cash'))
  })

  test('say what they cover in words', ({ assert }) => {
    assert.equal(describeReasons(['refund_method']), 'Refund paid another way than the sale')
    assert.equal(describeReasons(['void']), 'Void')
  })
})
