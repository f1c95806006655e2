import { test } from '@japa/runner'
import { errors as vineErrors } from '@vinejs/vine'
import Setting from '#models/setting'
import AuditEvent from '#models/audit_event'
import User from '#models/user'
import { moneyAmountsExist, updateSettings, type SettingsInput } from '#services/shop/settings'
import { settingsValidator } from '#validators/settings'
import {
  canonicalLocale,
  isCurrency,
  isTimeZone,
  listedLocale,
  timeZoneOptions,
  timeZones,
} from '#support/intl_options'
import { CurrencyFixed } from '#exceptions/settings_errors'
import { freshDatabase } from '#tests/helpers/database'
import { aProduct } from '#tests/helpers/products'

const VALID = {
  company_name: 'Corner Market',
  tax_id: '',
  currency: 'EUR',
  locale: 'fr-FR',
  business_timezone: 'Europe/Paris',
  prices_include_tax: true,
  default_tax_rate_bp: 2000,
  allow_negative_stock: false,
  registration_open: false,
  show_gravatar: false,
  scan_sound: true,
  sale_needs_till_session: true,
  card_sales_without_session: false,
  blind_till_count: true,
  till_lock_minutes: 5,
  receipt_header: null,
  receipt_footer: 'Merci !',
}

async function errorsFor(data: Record<string, unknown>) {
  try {
    await settingsValidator.validate(data)
    return {}
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    return Object.fromEntries(
      (error.messages as { field: string; message: string }[]).map((m) => [m.field, m.message])
    )
  }
}

function input(overrides: Partial<SettingsInput> = {}): SettingsInput {
  return {
    company_name: 'Corner Market',
    currency: 'USD',
    locale: 'en-US',
    business_timezone: 'UTC',
    prices_include_tax: false,
    default_tax_rate_bp: 800,
    allow_negative_stock: false,
    registration_open: true,
    show_gravatar: false,
    scan_sound: true,
    // As freshDatabase leaves it for the tests not about tills.
    sale_needs_till_session: false,
    card_sales_without_session: false,
    blind_till_count: true,
    till_lock_minutes: 5,
    ...overrides,
  }
}

test.group('Settings rules: what Intl supports', () => {
  test('currencies are ISO 4217 codes the runtime knows', ({ assert }) => {
    assert.isTrue(isCurrency('USD'))
    assert.isTrue(isCurrency('JPY'))
    assert.isFalse(isCurrency('XYZ'))
    assert.isFalse(isCurrency('usd'))
  })

  test('time zones are IANA names, with UTC', ({ assert }) => {
    assert.isTrue(isTimeZone('UTC'))
    assert.isTrue(isTimeZone('America/New_York'))
    assert.isFalse(isTimeZone('Mars/Olympus_Mons'))
    assert.isFalse(isTimeZone('+02:00'))
    assert.equal(timeZones().filter((zone) => zone === 'UTC').length, 1)
  })

  test('locales are canonical BCP 47 tags Intl formats numbers for', ({ assert }) => {
    assert.equal(canonicalLocale('en-us'), 'en-US')
    assert.equal(canonicalLocale('fr-CA'), 'fr-CA')
    assert.isNull(canonicalLocale('not a locale'))
    assert.isNull(canonicalLocale('zz'))
    assert.isNull(canonicalLocale(''))
  })

  test('the locale is one of the list, spelled as the list spells it', ({ assert }) => {
    assert.equal(listedLocale('de-de'), 'de-DE')
    assert.equal(listedLocale('ar-SA'), 'ar-SA')
    // Intl formats numbers for these, but the list does not offer them.
    assert.isNull(listedLocale('de-LI'))
    assert.isNull(listedLocale('tlh'))
    assert.isNull(listedLocale('not a locale'))
  })

  test('time zones are offered by region with their offset from UTC', ({ assert }) => {
    const winter = new Date('2026-01-15T12:00:00Z')
    const options = timeZoneOptions(winter)
    assert.deepInclude(options, {
      value: 'Europe/Berlin',
      label: 'Berlin (UTC+01:00)',
      group: 'Europe',
    })
    assert.deepInclude(options, {
      value: 'America/Indiana/Vevay',
      label: 'Indiana / Vevay (UTC-05:00)',
      group: 'America',
    })
    assert.deepInclude(options, { value: 'UTC', label: 'UTC', group: 'Other' })
    assert.deepInclude(timeZoneOptions(new Date('2026-07-15T12:00:00Z')), {
      value: 'Europe/Berlin',
      label: 'Berlin (UTC+02:00)',
      group: 'Europe',
    })
    assert.deepEqual(
      options.map((option) => option.value),
      timeZones()
    )
  })
})

test.group('Settings rules: the validator', () => {
  test('accepts a full form with the tax rate in basis points', async ({ assert }) => {
    const output = await settingsValidator.validate({ ...VALID, default_tax_rate_bp: 825 })
    assert.equal(output.default_tax_rate_bp, 825)
    assert.equal(output.currency, 'EUR')
  })

  test('upper-cases the currency and canonicalises the locale', async ({ assert }) => {
    const output = await settingsValidator.validate({ ...VALID, currency: 'eur', locale: 'de-de' })
    assert.equal(output.currency, 'EUR')
    assert.equal(output.locale, 'de-DE')
  })

  test('a locale Intl knows but the list does not offer is refused', async ({ assert }) => {
    assert.deepEqual(await errorsFor({ ...VALID, locale: 'de-LI' }), {
      locale: 'Choose a locale from the list, such as English (United States).',
    })
  })

  test('a message beside each wrong field', async ({ assert }) => {
    const errors = await errorsFor({
      ...VALID,
      company_name: '  ',
      currency: 'XYZ',
      locale: 'no such locale',
      business_timezone: 'Mars/Base',
      default_tax_rate_bp: 10001,
      receipt_footer: 'x'.repeat(501),
    })
    assert.deepEqual(errors, {
      company_name: 'The company name must have at least 1 characters.',
      currency: 'Choose a currency from the list (an ISO 4217 code such as USD).',
      locale: 'Choose a locale from the list, such as English (United States).',
      business_timezone: 'Choose a time zone from the list, such as Europe/Paris or UTC.',
      default_tax_rate_bp: 'The default tax rate cannot be above 100 %.',
      receipt_footer: 'The receipt footer must have at most 500 characters.',
    })
  })

  test('the tax rate is whole basis points from 0 to 10,000', async ({ assert }) => {
    for (const [rate, message] of [
      [82.5, 'The default tax rate must be a whole number.'],
      ['8.25 %', 'Enter the default tax rate as a number.'],
      [-1, 'The default tax rate cannot be below 0.'],
    ] as const) {
      assert.deepEqual(await errorsFor({ ...VALID, default_tax_rate_bp: rate }), {
        default_tax_rate_bp: message,
      })
    }
    const output = await settingsValidator.validate({ ...VALID, default_tax_rate_bp: 10000 })
    assert.equal(output.default_tax_rate_bp, 10000)
  })

  test('a missing required field is named in words', async ({ assert }) => {
    const withoutName = Object.fromEntries(
      Object.entries(VALID).filter(([key]) => key !== 'company_name')
    )
    const errors = await errorsFor(withoutName)
    assert.deepEqual(errors, { company_name: 'Enter the company name.' })
  })
})

test.group('Settings rules: the currency is fixed once amounts are stored', (group) => {
  group.each.setup(() => freshDatabase())

  test('no amounts on a fresh installation; a product is one', async ({ assert }) => {
    assert.isFalse(await moneyAmountsExist())
    await aProduct()
    assert.isTrue(await moneyAmountsExist())
  })

  test('changing the currency is refused once a product exists; the rest is untouched', async ({
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    await aProduct()
    await assert.rejects(
      () =>
        updateSettings(input({ currency: 'EUR', company_name: 'Renamed' }), {
          user: admin,
          ip: '127.0.0.1',
        }),
      CurrencyFixed
    )
    const settings = await Setting.current()
    assert.equal(settings.currency, 'USD')
    assert.equal(settings.companyName, 'Corner Market')
    assert.lengthOf(await AuditEvent.query().where('action', 'settings.updated'), 0)

    await updateSettings(input({ company_name: 'Renamed' }), { user: admin, ip: '127.0.0.1' })
    const renamed = await Setting.current()
    assert.equal(renamed.companyName, 'Renamed')
  })

  test('before any amount the currency changes, audited with before and after', async ({
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    await updateSettings(input({ currency: 'JPY', default_tax_rate_bp: 1000 }), {
      user: admin,
      ip: '127.0.0.1',
    })
    const settings = await Setting.current()
    assert.equal(settings.currency, 'JPY')
    assert.equal(settings.defaultTaxRateBp, 1000)
    const event = await AuditEvent.findByOrFail('action', 'settings.updated')
    assert.equal(event.userId, admin.id)
    assert.deepInclude(event.changes!, {
      currency: { from: 'USD', to: 'JPY' },
      default_tax_rate_bp: { from: 800, to: 1000 },
    })
    assert.notProperty(event.changes!, 'locale')
  })

  test('saving without a change writes no audit event', async ({ assert }) => {
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const current = await Setting.current()
    await updateSettings(
      input({
        tax_id: current.taxId,
        receipt_header: current.receiptHeader,
        receipt_footer: current.receiptFooter,
      }),
      { user: admin, ip: '127.0.0.1' }
    )
    assert.lengthOf(await AuditEvent.query().where('action', 'settings.updated'), 0)
  })
})
