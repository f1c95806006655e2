import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Approvals at the till: whoever sells asks for one (the manager's PIN on
 * the same screen decides); who may approve is checked on the manager, not
 * here (`grantApproval`).
 */
export default class ApprovalPolicy extends BasePolicy {
  request(user: User) {
    return user.can('orders.create')
  }
}
