import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** Someone who can approve at the till, as the PIN dialog offers them. */
export default class ApproverTransformer extends BaseTransformer<User> {
  toObject() {
    return { id: this.resource.id, name: this.resource.name }
  }
}
