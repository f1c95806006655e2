import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type StockTransfer from '#models/stock_transfer'
import { BranchScope } from '#services/platform/branch_scope'

/**
 * Stock moves: which steps a user is offered on
 * a transfer. The service checks status and branches again when the step
 * is taken, so a stale page cannot do what this no longer allows.
 */
export default class StockTransferPolicy extends BasePolicy {
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

  private holdsSource(user: User, transfer: StockTransfer) {
    return this.holds(user, transfer.fromBranchId)
  }

  /** A draft is changed, like it is sent, by a manager of transfers at the source. */
  async edit(user: User, transfer: StockTransfer) {
    return (
      user.can('transfers.manage') &&
      transfer.status === 'draft' &&
      (await this.holdsSource(user, transfer))
    )
  }

  async send(user: User, transfer: StockTransfer) {
    return this.edit(user, transfer)
  }

  /** Received at the destination, by a user of it with `transfers.receive`. */
  async receive(user: User, transfer: StockTransfer) {
    return (
      user.can('transfers.receive') &&
      transfer.status === 'sent' &&
      (await this.holds(user, transfer.toBranchId))
    )
  }

  /** A draft or a sent transfer, cancelled at the source. */
  async cancel(user: User, transfer: StockTransfer) {
    return (
      user.can('transfers.manage') &&
      (transfer.status === 'draft' || transfer.status === 'sent') &&
      (await this.holdsSource(user, transfer))
    )
  }
}
