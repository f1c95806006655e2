import type Setting from '#models/setting'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** The settings as the settings form edits them; the tax rate in basis points. */
export default class SettingsTransformer extends BaseTransformer<Setting> {
  toObject() {
    const settings = this.resource
    return {
      companyName: settings.companyName,
      taxId: settings.taxId,
      currency: settings.currency,
      locale: settings.locale,
      businessTimezone: settings.businessTimezone,
      pricesIncludeTax: settings.pricesIncludeTax,
      defaultTaxRateBp: settings.defaultTaxRateBp,
      allowNegativeStock: settings.allowNegativeStock,
      registrationOpen: settings.registrationOpen,
      showGravatar: settings.showGravatar,
      scanSound: settings.scanSound,
      saleNeedsTillSession: settings.saleNeedsTillSession,
      cardSalesWithoutSession: settings.cardSalesWithoutSession,
      blindTillCount: settings.blindTillCount,
      tillLockMinutes: settings.tillLockMinutes,
      receiptHeader: settings.receiptHeader,
      receiptFooter: settings.receiptFooter,
    }
  }
}
