import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Returns; the branch scope is applied by every query on them. */
export default class ReturnPolicy extends BasePolicy {
  view(user: User) {
    return user.can('returns.view')
  }

  create(user: User) {
    return user.can('returns.create')
  }

  /** The returns list's CSV export is for those who take returns: `returns.create`. */
  export(user: User) {
    return user.can('returns.create')
  }

  /** A refund paid another way than the sale, without a manager's approval. */
  refundAnyMethod(user: User) {
    return user.can('returns.refund_any_method')
  }
}
