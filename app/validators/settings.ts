import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { formMessages } from '#support/form_messages'
import { isCurrency, isTimeZone, listedLocale } from '#support/intl_options'
import { basisPoints, wholeNumber } from '#validators/numbers'
import { TILL_LOCK_MINUTES_MAX, TILL_LOCK_MINUTES_MIN } from '#common/till_lock'
import { code, text } from '#validators/text'

const currency = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isCurrency(value)) {
    field.report(
      'Choose a currency from the list (an ISO 4217 code such as USD).',
      'currency',
      field
    )
  }
})

const timeZone = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !isTimeZone(value)) {
    field.report(
      'Choose a time zone from the list, such as Europe/Paris or UTC.',
      'timeZone',
      field
    )
  }
})

/** One of the listed locales, kept as the list spells it ("en-us" is stored as "en-US"). */
const locale = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const listed = listedLocale(value)
  if (listed) field.mutate(listed, field)
  else
    field.report('Choose a locale from the list, such as English (United States).', 'locale', field)
})

const optionalText = (max: number) => text({ max }).nullable().optional()

/** Every shop setting; the tax rate in integer basis points. */
export const settingsValidator = vine.create({
  company_name: text({ min: 1, max: 120 }),
  tax_id: optionalText(60),
  currency: code().toUpperCase().use(currency()),
  locale: code().maxLength(35).use(locale()),
  business_timezone: code().maxLength(64).use(timeZone()),
  prices_include_tax: vine.boolean(),
  default_tax_rate_bp: basisPoints(),
  allow_negative_stock: vine.boolean(),
  registration_open: vine.boolean(),
  show_gravatar: vine.boolean(),
  scan_sound: vine.boolean(),
  sale_needs_till_session: vine.boolean(),
  card_sales_without_session: vine.boolean(),
  blind_till_count: vine.boolean(),
  till_lock_minutes: wholeNumber().range([TILL_LOCK_MINUTES_MIN, TILL_LOCK_MINUTES_MAX]),
  receipt_header: optionalText(500),
  receipt_footer: optionalText(500),
})

settingsValidator.messagesProvider = formMessages(
  {
    company_name: 'company name',
    tax_id: 'tax ID',
    business_timezone: 'time zone',
    default_tax_rate_bp: 'default tax rate',
    prices_include_tax: 'prices include tax choice',
    allow_negative_stock: 'negative stock choice',
    registration_open: 'registration choice',
    show_gravatar: 'Gravatar choice',
    scan_sound: 'scan sound choice',
    sale_needs_till_session: 'till session choice',
    card_sales_without_session: 'card-only sales choice',
    blind_till_count: 'blind count choice',
    till_lock_minutes: 'minutes before a till locks',
    receipt_header: 'receipt header',
    receipt_footer: 'receipt footer',
  },
  { 'default_tax_rate_bp.max': 'The default tax rate cannot be above 100 %.' }
)
