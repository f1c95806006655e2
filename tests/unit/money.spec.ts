import { test } from '@japa/runner'
import {
  decimalSeparator,
  formatMoney,
  minorDigits,
  minorToDecimal,
  parseMoney,
} from '#common/money'

/** U+202F, the narrow no-break space fr-FR groups thousands with. */
const NARROW_NBSP = '\u202f'

test.group('Money: minor digits', () => {
  test('USD has 2, JPY 0, BHD and KWD 3', ({ assert }) => {
    assert.equal(minorDigits('USD'), 2)
    assert.equal(minorDigits('EUR'), 2)
    assert.equal(minorDigits('JPY'), 0)
    assert.equal(minorDigits('BHD'), 3)
    assert.equal(minorDigits('KWD'), 3)
  })

  test('each locale types its own decimal separator', ({ assert }) => {
    assert.equal(decimalSeparator('en-US'), '.')
    assert.equal(decimalSeparator('de-DE'), ',')
    assert.equal(decimalSeparator('fr-FR'), ',')
  })
})

test.group('Money: what people type', () => {
  test('USD amounts become exact cents', ({ assert }) => {
    for (const [typed, minor] of [
      ['19.99', 1999],
      // 0.29 * 100 is 28.999999999999996 in floating point
      ['0.29', 29],
      ['1,299.50', 129950],
      ['1,299.5', 129950],
      ['$4', 400],
      ['  12 ', 1200],
      ['.5', 50],
      ['7.', 700],
      ['0', 0],
      ['90071992547409.91', 9007199254740991],
    ] as const) {
      assert.strictEqual(parseMoney(typed, 'USD'), minor, typed)
    }
  })

  test('de-DE and fr-FR read their own separators', ({ assert }) => {
    assert.strictEqual(parseMoney('1.299,50', 'EUR', { locale: 'de-DE' }), 129950)
    assert.strictEqual(parseMoney('19,99', 'EUR', { locale: 'de-DE' }), 1999)
    // The point groups thousands in de-DE; "19.99" groups nothing and is refused, not guessed.
    assert.isNull(parseMoney('19.99', 'EUR', { locale: 'de-DE' }))
    assert.strictEqual(parseMoney('1.299', 'EUR', { locale: 'de-DE' }), 129900)
    assert.strictEqual(parseMoney(`1${NARROW_NBSP}299,50`, 'EUR', { locale: 'fr-FR' }), 129950)
    assert.strictEqual(parseMoney('1\u00a0299,5', 'EUR', { locale: 'fr-FR' }), 129950)
    assert.strictEqual(parseMoney("1'299.50", 'CHF', { locale: 'de-CH' }), 129950)
    assert.strictEqual(parseMoney('1\u2019299.50', 'CHF', { locale: 'de-CH' }), 129950)
  })

  test('JPY has no minor units, BHD three', ({ assert }) => {
    assert.strictEqual(parseMoney('1200', 'JPY'), 1200)
    assert.strictEqual(parseMoney('¥1,200', 'JPY'), 1200)
    assert.isNull(parseMoney('1200.5', 'JPY'))
    assert.strictEqual(parseMoney('1.234', 'BHD'), 1234)
    assert.strictEqual(parseMoney('1.2', 'BHD'), 1200)
    assert.isNull(parseMoney('1.2345', 'BHD'))
  })

  test('a minus only where allowed', ({ assert }) => {
    assert.isNull(parseMoney('-5', 'USD'))
    assert.strictEqual(parseMoney('-5', 'USD', { allowNegative: true }), -500)
    assert.strictEqual(parseMoney('-$2.50', 'USD', { allowNegative: true }), -250)
    assert.strictEqual(
      parseMoney('-1.299,50', 'EUR', { locale: 'de-DE', allowNegative: true }),
      -129950
    )
    assert.strictEqual(parseMoney('-1200', 'JPY', { allowNegative: true }), -1200)
    assert.strictEqual(parseMoney('-0', 'USD', { allowNegative: true }), 0)
    assert.isFalse(Object.is(parseMoney('-0', 'USD', { allowNegative: true }), -0))
  })

  test('refuses what is not an amount', ({ assert }) => {
    for (const typed of [
      '',
      ' ',
      'abc',
      '.',
      '1.999',
      '1.2.3',
      '12a',
      '1e3',
      '--1',
      '1,299.50.1',
    ]) {
      assert.isNull(parseMoney(typed, 'USD'), typed)
    }
    assert.isNull(parseMoney('1,29,9', 'EUR', { locale: 'de-DE' }))
    assert.isNull(parseMoney('900719925474099.20', 'USD'), 'past exact integers')
  })
})

test.group('Money: what files hold (plain)', () => {
  test('digits with one point or comma, in USD, JPY and KWD', ({ assert }) => {
    for (const [text, currency, minor] of [
      ['19.99', 'USD', 1999],
      ['19,99', 'USD', 1999],
      ['4', 'USD', 400],
      ['.5', 'USD', 50],
      [' 0.29 ', 'USD', 29],
      ['1200', 'JPY', 1200],
      ['1.005', 'KWD', 1005],
      ['90071992547409.91', 'USD', 9007199254740991],
    ] as const) {
      assert.strictEqual(parseMoney(text, currency, { plain: true }), minor, `${text} ${currency}`)
    }
    assert.strictEqual(parseMoney('-2.50', 'USD', { plain: true, allowNegative: true }), -250)
  })

  test('no sign, symbol, grouping or exponent', ({ assert }) => {
    for (const [text, currency] of [
      ['', 'USD'],
      ['1.999', 'USD'],
      ['1200.5', 'JPY'],
      ['-1', 'USD'],
      ['$4', 'USD'],
      ['1,299.50', 'USD'],
      ['1 299.50', 'USD'],
      ['1e3', 'USD'],
      ['99999999999999999', 'USD'],
    ] as const) {
      assert.isNull(parseMoney(text, currency, { plain: true }), `${text} ${currency}`)
    }
  })
})

test.group('Money: shown', () => {
  test('as the plain decimal an input shows and a file holds', ({ assert }) => {
    assert.equal(minorToDecimal(1999, 'USD'), '19.99')
    assert.equal(minorToDecimal(5, 'USD'), '0.05')
    assert.equal(minorToDecimal(0, 'USD'), '0.00')
    assert.equal(minorToDecimal(-250, 'USD'), '-2.50')
    assert.equal(minorToDecimal(-5, 'USD'), '-0.05')
    assert.equal(minorToDecimal(1200, 'JPY'), '1200')
    assert.equal(minorToDecimal(-1200, 'JPY'), '-1200')
    assert.equal(minorToDecimal(1005, 'KWD'), '1.005')
    assert.equal(minorToDecimal(-7, 'BHD'), '-0.007')
  })

  test('as the locale writes the currency', ({ assert }) => {
    assert.equal(formatMoney(1999, 'USD'), '$19.99')
    assert.equal(formatMoney(-250, 'USD'), '-$2.50')
    assert.equal(formatMoney(9007199254740991, 'USD'), '$90,071,992,547,409.91')
    assert.equal(formatMoney(1200, 'JPY', 'ja-JP'), '￥1,200')
    assert.equal(formatMoney(-1200, 'JPY', 'ja-JP'), '-￥1,200')
    assert.equal(formatMoney(129950, 'EUR', 'de-DE'), '1.299,50\u00a0€')
    assert.equal(formatMoney(129950, 'EUR', 'fr-FR'), `1${NARROW_NBSP}299,50\u00a0€`)
    assert.equal(formatMoney(5, 'EUR', 'de-DE'), '0,05\u00a0€')
    assert.equal(formatMoney(123456789, 'BHD', 'en-US'), 'BHD\u00a0123,456.789')
    assert.equal(formatMoney(-1005, 'KWD', 'en-US'), '-KWD\u00a01.005')
  })

  test('what is shown reads back as the same minor units', ({ assert }) => {
    for (const minor of [0, 1, 5, 9, 10, 99, 100, 1999, 123456789, -1, -250]) {
      for (const currency of ['USD', 'JPY', 'BHD']) {
        const shown = minorToDecimal(minor, currency)
        assert.strictEqual(parseMoney(shown, currency, { allowNegative: true }), minor, shown)
        assert.strictEqual(
          parseMoney(shown, currency, { plain: true, allowNegative: true }),
          minor,
          shown
        )
      }
    }
  })
})
