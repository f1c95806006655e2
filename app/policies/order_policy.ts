import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Order from '#models/order'
import { BranchScope } from '#services/platform/branch_scope'

/**
 * Orders: what a user may open and which steps
 * they are offered on an order of their branches. The services check status,
 * business day and scope again when a step is taken.
 */
export default class OrderPolicy extends BasePolicy {
  view(user: User) {
    return user.can('orders.view')
  }

  create(user: User) {
    return user.can('orders.create')
  }

  /** CSV export of the orders list needs the area's manage-level permission (orders.edit). */
  export(user: User) {
    return user.can('orders.view') && user.can('orders.edit')
  }

  overridePrice(user: User) {
    return user.can('orders.override_price')
  }

  private async holds(user: User, order: Order) {
    const scope = await BranchScope.of(user)
    return scope.includes(order.branchId)
  }

  /** A parked draft is resumed by whoever sells at its branch; a completed order's customer and note need orders.edit. */
  async edit(user: User, order: Order) {
    if (order.status === 'draft')
      return user.can('orders.create') && (await this.holds(user, order))
    return user.can('orders.edit') && order.status !== 'voided' && (await this.holds(user, order))
  }

  /** A parked sale is discarded by whoever may sell at its branch; a completed one never is. */
  async discard(user: User, order: Order) {
    return user.can('orders.create') && order.status === 'draft' && (await this.holds(user, order))
  }

  /** Whether the user may void sales of the order's branch; `voidRefusal` says whether this one still can be. */
  async void(user: User, order: Order) {
    return user.can('orders.void') && (await this.holds(user, order))
  }

  /** Goods come back against a sale that still has units to return. */
  async returnGoods(user: User, order: Order) {
    return (
      user.can('returns.create') &&
      (order.status === 'completed' || order.status === 'partially_returned') &&
      (await this.holds(user, order))
    )
  }
}
