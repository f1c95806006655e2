import { test } from '@japa/runner'
import { formatMajorUnits, minorDigits, parseMajorUnits } from '#support/money'

test.group('Money in files (server)', () => {
  test('major units become exact minor units in USD, JPY and BHD', ({ assert }) => {
    assert.equal(minorDigits('JPY'), 0)
    for (const [text, currency, minor] of [
      ['19.99', 'USD', 1999],
      ['19,99', 'USD', 1999],
      ['4', 'USD', 400],
      ['.5', 'USD', 50],
      [' 0.29 ', 'USD', 29],
      ['1200', 'JPY', 1200],
      ['1.234', 'BHD', 1234],
      ['90071992547409.91', 'USD', 9007199254740991],
    ] as const) {
      assert.equal(parseMajorUnits(text, currency), minor, `${text} ${currency}`)
    }
    for (const [text, currency] of [
      ['', 'USD'],
      ['1.999', 'USD'],
      ['1200.5', 'JPY'],
      ['-1', 'USD'],
      ['$4', 'USD'],
      ['1,299.50', 'USD'],
      ['1e3', 'USD'],
      ['99999999999999999', 'USD'],
    ] as const) {
      assert.isNull(parseMajorUnits(text, currency), `${text} ${currency}`)
    }
  })

  test('what is written reads back as the same minor units', ({ assert }) => {
    for (const minor of [0, 1, 9, 10, 99, 100, 1999, 123456789]) {
      for (const currency of ['USD', 'JPY', 'BHD']) {
        assert.equal(parseMajorUnits(formatMajorUnits(minor, currency), currency), minor)
      }
    }
    assert.equal(formatMajorUnits(1999, 'USD'), '19.99')
    assert.equal(formatMajorUnits(5, 'USD'), '0.05')
    assert.equal(formatMajorUnits(1200, 'JPY'), '1200')
  })
})
