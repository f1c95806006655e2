import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** Someone signed in on this till, as its lock screen offers them: by PIN, or by password when they have none. */
export default class TillCashierTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      id: this.resource.id,
      name: this.resource.name,
      hasPin: this.resource.pinHash !== null,
    }
  }
}
