import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Approvals at the till: whoever sells or takes returns asks for one (the
 * manager's PIN on the same screen decides); who may approve is checked on
 * the manager, not here (`grantApproval`).
 */
export default class ApprovalPolicy extends BasePolicy {
  /** A sale's or a void's approval: the seller asks. */
  request(user: User) {
    return user.can('orders.create')
  }

  /** A return's approval: who takes returns asks. */
  requestReturn(user: User) {
    return user.can('returns.create')
  }

  /** Who can approve at a branch, for either. */
  listApprovers(user: User) {
    return user.canAny(['orders.create', 'returns.create'])
  }
}
