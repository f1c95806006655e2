import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A user as an option of a select: id and name. */
export default class UserOptionTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      value: String(this.resource.id),
      label: this.resource.name,
    }
  }
}
