import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** The shop's settings: one row, read and changed with `settings.manage` only. */
export default class SettingsPolicy extends BasePolicy {
  manage(user: User) {
    return user.can('settings.manage')
  }
}
