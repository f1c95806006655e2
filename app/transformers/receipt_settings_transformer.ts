import type Setting from '#models/setting'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** What a receipt prints of the shop's settings, on the page and in its PDF. */
export default class ReceiptSettingsTransformer extends BaseTransformer<Setting> {
  toObject() {
    const settings = this.resource
    return {
      companyName: settings.companyName,
      taxId: settings.taxId,
      receiptHeader: settings.receiptHeader,
      receiptFooter: settings.receiptFooter,
    }
  }

  /** The same, with what the PDF formats money and times by. */
  static forPdf(settings: Setting) {
    return {
      ...new ReceiptSettingsTransformer(settings).toObject(),
      currency: settings.currency,
      locale: settings.locale,
      timezone: settings.businessTimezone,
    }
  }
}
