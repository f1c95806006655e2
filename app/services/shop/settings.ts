import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Setting from '#models/setting'
import { recordChanges } from '#services/platform/audit_log'
import { rebuildRollups } from '#services/reports/rollup_rebuild'
import type { Actor } from '#services/platform/actor'
import { CurrencyFixed } from '#exceptions/settings_errors'
import { MONEY_TABLES } from '#support/money_columns'

/** True once any table of `MONEY_COLUMNS` has a row: the currency is then fixed. */
export async function moneyAmountsExist(client?: QueryClientContract) {
  const connection = client ?? db.connection()
  // Any row: the monthly product rollup has no id column.
  for (const table of MONEY_TABLES) {
    if (await connection.from(table).first()) return true
  }
  return false
}

export interface SettingsInput {
  company_name: string
  tax_id?: string | null
  currency: string
  locale: string
  business_timezone: string
  prices_include_tax: boolean
  default_tax_rate_bp: number
  allow_negative_stock: boolean
  registration_open: boolean
  show_gravatar: boolean
  scan_sound: boolean
  sale_needs_till_session: boolean
  card_sales_without_session: boolean
  blind_till_count: boolean
  till_lock_minutes: number
  receipt_header?: string | null
  receipt_footer?: string | null
}

/** The settings as the audit trail records them, by their form names. */
function snapshot(settings: Setting) {
  return {
    company_name: settings.companyName,
    tax_id: settings.taxId,
    currency: settings.currency,
    locale: settings.locale,
    business_timezone: settings.businessTimezone,
    prices_include_tax: settings.pricesIncludeTax,
    default_tax_rate_bp: settings.defaultTaxRateBp,
    allow_negative_stock: settings.allowNegativeStock,
    registration_open: settings.registrationOpen,
    show_gravatar: settings.showGravatar,
    scan_sound: settings.scanSound,
    sale_needs_till_session: settings.saleNeedsTillSession,
    card_sales_without_session: settings.cardSalesWithoutSession,
    blind_till_count: settings.blindTillCount,
    till_lock_minutes: settings.tillLockMinutes,
    receipt_header: settings.receiptHeader,
    receipt_footer: settings.receiptFooter,
  }
}

/**
 * Saves every setting in one transaction and audits what changed. A new
 * currency is refused once money amounts are stored; a new business time
 * zone rebuilds the sales rollups, whose days it cuts differently.
 */
export async function updateSettings(input: SettingsInput, actor: Actor) {
  await db.transaction(async (trx) => {
    const settings = await Setting.query({ client: trx }).orderBy('id').forUpdate().firstOrFail()
    if (input.currency !== settings.currency && (await moneyAmountsExist(trx))) {
      throw new CurrencyFixed(settings.currency)
    }
    const before = snapshot(settings)
    settings.merge({
      companyName: input.company_name,
      taxId: input.tax_id || null,
      currency: input.currency,
      locale: input.locale,
      businessTimezone: input.business_timezone,
      pricesIncludeTax: input.prices_include_tax,
      defaultTaxRateBp: input.default_tax_rate_bp,
      allowNegativeStock: input.allow_negative_stock,
      registrationOpen: input.registration_open,
      showGravatar: input.show_gravatar,
      scanSound: input.scan_sound,
      saleNeedsTillSession: input.sale_needs_till_session,
      cardSalesWithoutSession: input.card_sales_without_session,
      blindTillCount: input.blind_till_count,
      tillLockMinutes: input.till_lock_minutes,
      receiptHeader: input.receipt_header || null,
      receiptFooter: input.receipt_footer || null,
    })
    await settings.save()
    // Every rollup row is filed under a business day of the old zone.
    if (before.business_timezone !== settings.businessTimezone) {
      await rebuildRollups({ within: trx })
    }
    await recordChanges(
      {
        action: 'settings.updated',
        actor,
        subject: { type: 'settings', id: settings.id },
        before,
        after: snapshot(settings),
      },
      trx
    )
  })
}
