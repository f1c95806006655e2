import type Setting from '#models/setting'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** What every signed-in page needs of the settings to show money, dates and avatars. */
export default class ShopTransformer extends BaseTransformer<Setting> {
  toObject() {
    return {
      companyName: this.resource.companyName,
      currency: this.resource.currency,
      locale: this.resource.locale,
      timezone: this.resource.businessTimezone,
      showGravatar: this.resource.showGravatar,
      scanSound: this.resource.scanSound,
    }
  }
}
