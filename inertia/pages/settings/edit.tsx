import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { SelectField, type SelectFieldOption } from '~/components/select_field'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { CheckField } from '~/components/check_field'
import { TextAreaField } from '~/components/text_area_field'
import { PercentInput } from '~/components/percent_input'
import { QuantityInput } from '~/components/quantity_input'
import { TILL_LOCK_MINUTES_MAX, TILL_LOCK_MINUTES_MIN } from '#common/till_lock'
import type { NumericValue } from '~/components/numeric_field'
import { formatMoney } from '#common/money'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  settings: Data.Settings
  currencyFixed: boolean
  currencies: SelectFieldOption[]
  locales: SelectFieldOption[]
  timeZones: SelectFieldOption[]
}

/** How an amount and this moment look with the chosen settings, or why they cannot. */
function preview(currency: string, locale: string, timeZone: string) {
  try {
    const moment = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(new Date())
    return `${formatMoney(123456, currency, locale)} · ${moment}`
  } catch {
    return 'Not a valid combination yet.'
  }
}

type SwitchName =
  | 'prices_include_tax'
  | 'allow_negative_stock'
  | 'registration_open'
  | 'scan_sound'
  | 'show_gravatar'
  | 'sale_needs_till_session'
  | 'card_sales_without_session'
  | 'blind_till_count'

/** An on/off setting: its field, its label and what On means. */
interface SwitchSetting {
  name: SwitchName
  label: string
  help: string
}

const TAX_SWITCHES: SwitchSetting[] = [
  {
    name: 'prices_include_tax',
    label: 'Prices include tax',
    help: 'On: tax is the part of each price. Off: tax is added on top at the counter.',
  },
]

const STOCK_SWITCHES: SwitchSetting[] = [
  {
    name: 'allow_negative_stock',
    label: 'Allow negative stock',
    help: 'On: a sale may go ahead when the system shows too little stock.',
  },
  {
    name: 'registration_open',
    label: 'Open registration',
    help: 'On: anyone can create an account, which waits for an administrator to give it a role.',
  },
  {
    name: 'scan_sound',
    label: 'Sound on an unknown scan',
    help: 'On: a scan field beeps when no product has the code scanned, so a cashier looking at the customer notices.',
  },
  {
    name: 'show_gravatar',
    label: 'Show Gravatar pictures',
    help: "On: each person's picture comes from gravatar.com, which then learns who uses the app; it needs the internet. Off: their initials.",
  },
]

const TILL_SWITCHES: SwitchSetting[] = [
  {
    name: 'sale_needs_till_session',
    label: 'A sale needs an open till session',
    help: "On: a sale, void or return at the counter is refused until the counter's till has an open session.",
  },
  {
    name: 'card_sales_without_session',
    label: 'Card-only sales allowed without a session',
    help: 'With the above on: a sale paid by card alone may go through when no session is open.',
  },
  {
    name: 'blind_till_count',
    label: 'Blind count',
    help: 'On: a cashier counts the drawer before seeing the expected cash and the difference; those who manage tills see them throughout.',
  },
]

export default function SettingsEdit({
  settings,
  currencyFixed,
  currencies,
  locales,
  timeZones,
}: Props) {
  const form = useForm({
    company_name: settings.companyName,
    tax_id: settings.taxId ?? '',
    currency: settings.currency,
    locale: settings.locale,
    business_timezone: settings.businessTimezone,
    prices_include_tax: settings.pricesIncludeTax,
    default_tax_rate_bp: settings.defaultTaxRateBp as NumericValue,
    allow_negative_stock: settings.allowNegativeStock,
    registration_open: settings.registrationOpen,
    show_gravatar: settings.showGravatar,
    scan_sound: settings.scanSound,
    sale_needs_till_session: settings.saleNeedsTillSession,
    card_sales_without_session: settings.cardSalesWithoutSession,
    blind_till_count: settings.blindTillCount,
    till_lock_minutes: settings.tillLockMinutes as NumericValue,
    receipt_header: settings.receiptHeader ?? '',
    receipt_footer: settings.receiptFooter ?? '',
  })

  // The last field of a section sits on its card's edge, without a bottom margin.
  const toggle = (setting: SwitchSetting, last: boolean) => (
    <CheckField
      key={setting.name}
      name={setting.name}
      label={setting.label}
      className={last ? 'mb-0' : undefined}
      help={setting.help}
      checked={form.data[setting.name]}
      error={form.errors[setting.name]}
      onCheckedChange={(checked) => form.setData(setting.name, checked)}
    />
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    form.put(urlFor('settings.update'), { preserveScroll: true, preserveState: 'errors' })
  }

  return (
    <>
      <Head title="Settings" />
      <h1 className="h3 mb-4">Settings</h1>
      <FormCard
        onSubmit={submit}
        actions={
          <FormActions
            processing={form.processing}
            submitLabel="Save settings"
            cancel={{ route: 'dashboard' }}
          />
        }
      >
        <FormSection title="Company" help="The shop as staff and customers see it.">
          <div className="row g-3">
            <TextField
              name="company_name"
              label="Company name"
              className="col-sm-7"
              required
              maxLength={120}
              autoComplete="organization"
              value={form.data.company_name}
              error={form.errors.company_name}
              onValueChange={(value) => form.setData('company_name', value)}
            />
            <TextField
              name="tax_id"
              label="Tax ID"
              className="col-sm-5"
              maxLength={60}
              help="Printed on receipts."
              value={form.data.tax_id}
              error={form.errors.tax_id}
              onValueChange={(value) => form.setData('tax_id', value)}
            />
          </div>
        </FormSection>

        <FormSection
          title="Money and dates"
          help="How amounts, dates and times read everywhere, and where the business day starts and ends."
        >
          {currencyFixed ? (
            <TextField
              name="currency"
              label="Currency"
              readOnly
              help="Fixed: prices and other amounts are already stored in this currency."
              value={form.data.currency}
              error={form.errors.currency}
              onValueChange={() => undefined}
            />
          ) : (
            <SelectField
              name="currency"
              label="Currency"
              value={form.data.currency}
              options={currencies}
              error={form.errors.currency}
              onValueChange={(value) => form.setData('currency', value)}
            />
          )}
          <div className="row g-3">
            <SelectField
              name="locale"
              label="Locale"
              className="col-sm-6"
              value={form.data.locale}
              options={locales}
              error={form.errors.locale}
              onValueChange={(value) => form.setData('locale', value)}
            />
            <SelectField
              name="business_timezone"
              label="Business time zone"
              className="col-sm-6"
              value={form.data.business_timezone}
              options={timeZones}
              error={form.errors.business_timezone}
              onValueChange={(value) => form.setData('business_timezone', value)}
            />
          </div>
          <p className="form-text mt-3 mb-0" data-testid="format-preview">
            Preview: {preview(form.data.currency, form.data.locale, form.data.business_timezone)}
          </p>
        </FormSection>

        <FormSection
          title="Tax"
          help="What a new product starts with and how shelf prices are read."
        >
          <PercentInput
            // Typed in the locale chosen above, shown again in it when it changes.
            key={form.data.locale}
            locale={form.data.locale}
            name="default_tax_rate_bp"
            label="Default tax rate"
            className="mb-3 col-md-6"
            help="For new products. Two decimals at most."
            value={form.data.default_tax_rate_bp}
            error={form.errors.default_tax_rate_bp}
            onValueChange={(value) => form.setData('default_tax_rate_bp', value)}
          />
          {TAX_SWITCHES.map((setting, at, all) => toggle(setting, at === all.length - 1))}
        </FormSection>

        <FormSection
          title="Stock and accounts"
          help="What the shop allows at the counter and at the sign-up page."
        >
          {STOCK_SWITCHES.map((setting, at, all) => toggle(setting, at === all.length - 1))}
        </FormSection>

        <FormSection
          title="Tills"
          help="How sales at the counter meet the till sessions, and how drawers are counted."
        >
          {TILL_SWITCHES.map((setting) => toggle(setting, false))}
          <QuantityInput
            name="till_lock_minutes"
            label="Minutes before a till locks"
            className="mb-0 col-md-6"
            min={TILL_LOCK_MINUTES_MIN}
            max={TILL_LOCK_MINUTES_MAX}
            help={`A till where nobody typed or clicked for this long locks to its PIN screen; ${TILL_LOCK_MINUTES_MIN} to ${TILL_LOCK_MINUTES_MAX}.`}
            value={form.data.till_lock_minutes}
            error={form.errors.till_lock_minutes}
            onValueChange={(value) => form.setData('till_lock_minutes', value)}
          />
        </FormSection>

        <FormSection title="Receipts" help="The lines a receipt starts and ends with.">
          <TextAreaField
            name="receipt_header"
            label="Receipt header"
            rows={2}
            maxLength={500}
            value={form.data.receipt_header}
            error={form.errors.receipt_header}
            onValueChange={(value) => form.setData('receipt_header', value)}
          />
          <TextAreaField
            name="receipt_footer"
            label="Receipt footer"
            className="mb-0"
            rows={2}
            maxLength={500}
            value={form.data.receipt_footer}
            error={form.errors.receipt_footer}
            onValueChange={(value) => form.setData('receipt_footer', value)}
          />
        </FormSection>
      </FormCard>
    </>
  )
}
