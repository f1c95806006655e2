import { test } from '@japa/runner'
import { formatMoney, minorToInput, parseMoney } from '#common/money'
import { basisPointsToInput, parsePercent } from '#common/basis_points'
import { formatDay, parseDay } from '#common/days'
import { COMMON_LOCALES } from '#support/intl_options'

const money = (typed: string, locale: string, currency = 'EUR') =>
  parseMoney(typed, currency, { locale, allowNegative: true })

test.group("Locale numbers: amounts typed in the shop's locale", () => {
  test('de-DE reads "21,49" and en-US "21.49" as 2149 minor units', ({ assert }) => {
    assert.strictEqual(money('21,49', 'de-DE'), 2149)
    assert.strictEqual(money('21.49', 'en-US', 'USD'), 2149)
    assert.strictEqual(money('1.234,5', 'de-DE'), 123450)
    assert.strictEqual(money('1.234', 'de-DE'), 123400)
    assert.strictEqual(money('21,49 €', 'de-DE'), 2149)
    assert.strictEqual(money('-21,49', 'de-DE'), -2149)
    assert.strictEqual(money('1 234,50', 'fr-FR'), 123450)
    assert.strictEqual(money('12,34,567.89', 'en-IN', 'INR'), 123456789)
  })

  test('Arabic-Indic digits and separators, as ar-SA writes them', ({ assert }) => {
    assert.strictEqual(money('٢١٫٤٩', 'ar-SA', 'SAR'), 2149)
    assert.strictEqual(money('١٬٢٣٤٫٥٠', 'ar-SA', 'SAR'), 123450)
    // The same keys on a Latin keyboard.
    assert.strictEqual(money('21.49', 'ar-SA', 'SAR'), 2149)
  })

  test('a separator that is not the locale’s, or groups nothing, is refused rather than guessed', ({
    assert,
  }) => {
    for (const [typed, locale] of [
      ['21.49', 'de-DE'],
      ['21,49', 'en-US'],
      ['1,5', 'en-US'],
      ['1.23,4', 'de-DE'],
      ['1.2345,6', 'de-DE'],
      ['21.49', 'fr-FR'],
      ['1 234,5', 'de-DE'],
      ['21,49', 'de-CH'],
      ['21,499', 'de-DE'],
      ['21,49 $', 'de-DE'],
    ]) {
      assert.isNull(money(typed, locale), `${typed} in ${locale}`)
    }
  })

  test('an input shows the amount in the locale, without grouping', ({ assert }) => {
    assert.equal(minorToInput(2149, 'EUR', 'de-DE'), '21,49')
    assert.equal(minorToInput(2149, 'USD', 'en-US'), '21.49')
    assert.equal(minorToInput(123450, 'EUR', 'de-DE'), '1234,50')
    assert.equal(minorToInput(-5, 'EUR', 'fr-FR'), '-0,05')
    assert.equal(minorToInput(1200, 'JPY', 'ja-JP'), '1200')
    assert.equal(minorToInput(1005, 'KWD', 'de-DE'), '1,005')
    assert.equal(minorToInput(2149, 'SAR', 'ar-SA'), '٢١٫٤٩')
  })

  test('in every listed locale, what an input or a list shows reads back as the same amount', ({
    assert,
  }) => {
    for (const locale of COMMON_LOCALES) {
      for (const currency of ['EUR', 'JPY', 'BHD']) {
        for (const minor of [0, 5, 2149, 123456789, -2149]) {
          for (const shown of [
            minorToInput(minor, currency, locale),
            formatMoney(minor, currency, locale),
          ]) {
            assert.strictEqual(
              money(shown, locale, currency),
              minor,
              `${shown} (${currency}, ${locale})`
            )
          }
        }
      }
    }
  })
})

test.group("Locale numbers: percentages typed in the shop's locale", () => {
  test('the locale’s decimal separator only', ({ assert }) => {
    assert.strictEqual(parsePercent('8,25', 'de-DE'), 825)
    assert.strictEqual(parsePercent('8.25', 'en-US'), 825)
    assert.strictEqual(parsePercent('١٩٫٥ ٪', 'ar-SA'), 1950)
    assert.isNull(parsePercent('8.25', 'de-DE'))
    assert.isNull(parsePercent('8,25', 'en-US'))
    // A file (no locale) takes either, as before.
    assert.strictEqual(parsePercent('8,25'), 825)
  })

  test('an input shows them in the locale and reads them back', ({ assert }) => {
    assert.equal(basisPointsToInput(1950, 'de-DE'), '19,5')
    assert.equal(basisPointsToInput(825, 'en-US'), '8.25')
    assert.equal(basisPointsToInput(800, 'fr-FR'), '8')
    for (const locale of COMMON_LOCALES) {
      for (const basisPoints of [0, 1, 50, 825, 1950, 10000]) {
        const shown = basisPointsToInput(basisPoints, locale)
        assert.strictEqual(parsePercent(shown, locale), basisPoints, `${shown} in ${locale}`)
      }
    }
  })
})

test.group("Locale numbers: days in the shop's locale", () => {
  test('shown as the locale writes a day', ({ assert }) => {
    assert.equal(formatDay('2026-03-31', 'de-DE'), '31.03.2026')
    assert.equal(formatDay('2026-03-31', 'en-US'), '03/31/2026')
    assert.equal(formatDay('2026-03-31', 'en-GB'), '31/03/2026')
    assert.equal(formatDay('2026-03-31', 'ja-JP'), '2026/03/31')
    assert.equal(formatDay('', 'de-DE'), '')
  })

  test('read in the locale’s order of day, month and year', ({ assert }) => {
    assert.equal(parseDay('31.3.2026', 'de-DE'), '2026-03-31')
    assert.equal(parseDay('4/3/2026', 'en-US'), '2026-04-03')
    assert.equal(parseDay('4/3/2026', 'en-GB'), '2026-03-04')
    assert.equal(parseDay('2026. 3. 31.', 'ko-KR'), '2026-03-31')
    assert.equal(parseDay('2026-03-31', 'de-DE'), '2026-03-31')
    assert.equal(parseDay('٣١/٣/٢٠٢٦', 'ar-SA'), '2026-03-31')
    for (const locale of COMMON_LOCALES) {
      assert.equal(parseDay(formatDay('2026-12-01', locale), locale), '2026-12-01', locale)
    }
  })

  test('refuses a two-digit year, a day the calendar lacks, and anything else', ({ assert }) => {
    for (const typed of ['31.3.26', '31.02.2026', '3/31/2026', '31.3', 'tomorrow', '31..3.2026x']) {
      assert.isNull(parseDay(typed, 'de-DE'), typed)
    }
    assert.isNull(parseDay('31/3/2026', 'en-US'))
  })
})
