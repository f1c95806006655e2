import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Order from '#models/order'
import { takesReturns } from '#models/order'
import { BranchScope } from '#services/platform/branch_scope'

/**
 * Orders: what a user may open and which steps they are offered on an order
 * of their branches. A step's action takes the order as optional: the route
 * asks it without one (the permission), the controller and the page's button
 * with the record (permission, branch and status). The services check
 * status, business day and scope again when a step is taken.
 */
export default class OrderPolicy extends BasePolicy {
  view(user: User) {
    return user.can('orders.view')
  }

  create(user: User) {
    return user.can('orders.create')
  }

  /** The orders list's CSV export is a manager's tool: `orders.edit`. */
  export(user: User) {
    return user.can('orders.edit')
  }

  overridePrice(user: User) {
    return user.can('orders.override_price')
  }

  /** The counter's customer picker serves selling and changing a sale's customer. */
  pickCustomer(user: User) {
    return user.canAny(['orders.create', 'orders.edit'])
  }

  /** A customer added from the counter is a sale's step and a customer record at once. */
  createCustomer(user: User) {
    return user.can('orders.create') && user.can('customers.manage')
  }

  private async holds(user: User, order: Order) {
    const scope = await BranchScope.of(user)
    return scope.includes(order.branchId)
  }

  /** Orders / Edit: a parked draft resumes at the counter for whoever sells at its branch; a sale's details are `update`. */
  async edit(user: User, order?: Order) {
    if (!order) return this.pickCustomer(user)
    if (order.status === 'draft') {
      return user.can('orders.create') && (await this.holds(user, order))
    }
    return this.update(user, order)
  }

  /** A checked-out sale's customer and note, changed with `orders.edit` until it is voided. */
  async update(user: User, order?: Order) {
    if (!user.can('orders.edit')) return false
    if (!order) return true
    return order.status !== 'draft' && order.status !== 'voided' && (await this.holds(user, order))
  }

  /** A parked sale is discarded by whoever may sell at its branch; a completed one never is. */
  async discard(user: User, order?: Order) {
    if (!user.can('orders.create')) return false
    return !order || (order.status === 'draft' && (await this.holds(user, order)))
  }

  /** Whether the user may void sales of the order's branch; `voidRefusal` says whether this one still can be. */
  async void(user: User, order?: Order) {
    if (!user.can('orders.void')) return false
    return !order || (await this.holds(user, order))
  }

  /**
   * A seller who may not void alone (`orders.create` without `orders.void`)
   * asks a manager to approve the void by PIN on the same screen.
   */
  async voidWithApproval(user: User, order?: Order) {
    if (user.can('orders.void') || !user.can('orders.create')) return false
    return !order || (await this.holds(user, order))
  }

  /** Goods come back against a sale with units still to return (`takesReturns`). */
  async returnGoods(user: User, order?: Order) {
    if (!user.can('returns.create')) return false
    return !order || (takesReturns(order.status) && (await this.holds(user, order)))
  }
}
