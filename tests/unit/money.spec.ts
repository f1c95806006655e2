import { test } from '@japa/runner'

/*
 * The browser's money helpers are plain TypeScript; the pages project owns
 * their types, so they are loaded here by URL.
 */
const { formatMoney, minorDigits, minorToDecimal, parseMoney } = await import(
  new URL('../../inertia/lib/money.ts', import.meta.url).href
)

test.group('Money in the browser', () => {
  test('knows the minor digits of each currency', ({ assert }) => {
    assert.equal(minorDigits('USD'), 2)
    assert.equal(minorDigits('JPY'), 0)
    assert.equal(minorDigits('BHD'), 3)
  })

  test('typed USD amounts become exact cents', ({ assert }) => {
    assert.equal(parseMoney('19.99', 'USD'), 1999)
    assert.equal(parseMoney('0.29', 'USD'), 29)
    assert.equal(parseMoney('1,299.5', 'USD'), 129950)
    assert.equal(parseMoney('$4', 'USD'), 400)
    assert.equal(parseMoney('  12 ', 'USD'), 1200)
    assert.equal(parseMoney('.5', 'USD'), 50)
    assert.equal(parseMoney('90071992547409.91', 'USD'), 9007199254740991)
  })

  test('refuses what is not an amount', ({ assert }) => {
    for (const typed of ['', 'abc', '1.999', '1.2.3x', '12a', '-5', '--1']) {
      assert.isNull(parseMoney(typed, 'USD'), typed)
    }
    assert.equal(parseMoney('-5', 'USD', 'en-US', true), -500)
    assert.isNull(parseMoney('900719925474099.20', 'USD'))
  })

  test('JPY has no minor units', ({ assert }) => {
    assert.equal(parseMoney('1200', 'JPY'), 1200)
    assert.equal(parseMoney('¥1,200', 'JPY'), 1200)
    assert.isNull(parseMoney('1200.5', 'JPY'))
    assert.equal(minorToDecimal(1200, 'JPY'), '1200')
    assert.equal(formatMoney(1200, 'JPY', 'ja-JP'), '￥1,200')
  })

  test('a comma-decimal locale reads 1.299,50 as 1299.50', ({ assert }) => {
    assert.equal(parseMoney('1.299,50', 'EUR', 'de-DE'), 129950)
    assert.equal(parseMoney('19,99', 'EUR', 'de-DE'), 1999)
    assert.equal(parseMoney('19.99', 'EUR', 'de-DE'), 1999)
  })

  test('round trips: what is shown reads back as the same cents', ({ assert }) => {
    for (const cents of [0, 1, 5, 10, 99, 100, 1999, 123456789, -250]) {
      assert.equal(parseMoney(minorToDecimal(cents, 'USD'), 'USD', 'en-US', true), cents)
    }
    assert.equal(minorToDecimal(5, 'USD'), '0.05')
    assert.equal(formatMoney(1999, 'USD'), '$19.99')
    assert.equal(formatMoney(-250, 'USD'), '-$2.50')
    assert.equal(formatMoney(129950, 'EUR', 'de-DE'), '1.299,50\u00a0€')
  })
})
