import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Quick keys: who arranges a branch's pages (`quick_keys.manage`; the
 * branch itself is checked against the user's scope, 404 outside it).
 * The counter reads them under the sale's own permission.
 */
export default class QuickKeyPolicy extends BasePolicy {
  manage(user: User) {
    return user.can('quick_keys.manage')
  }
}
