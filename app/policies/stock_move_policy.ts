import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type StockTransfer from '#models/stock_transfer'
import { BranchScope } from '#services/platform/branch_scope'

/**
 * Stock moves (stored as `stock_transfers`, with `transfers.*` permission
 * keys): which steps a user is offered on a move. A step's action takes the
 * move as optional: the route asks it without one (the permission), the page
 * with the record (status and branches). The service checks status and
 * branches again when the step is taken, so a stale page cannot do what
 * this no longer allows.
 */
export default class StockMovePolicy extends BasePolicy {
  view(user: User) {
    return user.can('transfers.view')
  }

  manage(user: User) {
    return user.can('transfers.manage')
  }

  private async holds(user: User, branchId: number) {
    const scope = await BranchScope.of(user)
    return scope.includes(branchId)
  }

  /** A draft is changed, like it is sent, by a manager of stock moves at the source. */
  async edit(user: User, move?: StockTransfer) {
    if (!user.can('transfers.manage')) return false
    return !move || (move.status === 'draft' && (await this.holds(user, move.fromBranchId)))
  }

  async send(user: User, move?: StockTransfer) {
    return this.edit(user, move)
  }

  /** Received at the destination, by a user of it with `transfers.receive`. */
  async receive(user: User, move?: StockTransfer) {
    if (!user.can('transfers.receive')) return false
    return !move || (move.status === 'sent' && (await this.holds(user, move.toBranchId)))
  }

  /** A draft or a sent move, cancelled at the source. */
  async cancel(user: User, move?: StockTransfer) {
    if (!user.can('transfers.manage')) return false
    if (!move) return true
    return (
      (move.status === 'draft' || move.status === 'sent') &&
      (await this.holds(user, move.fromBranchId))
    )
  }
}
