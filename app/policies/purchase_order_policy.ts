import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type PurchaseOrder from '#models/purchase_order'
import { BranchScope } from '#services/platform/branch_scope'
import { purchaseRefusalMessage, type PurchaseOrderStatus } from '#common/purchasing'

/** The steps an order's page asks about, each a record action below. */
export const PURCHASE_ORDER_STEPS = ['edit', 'place', 'send', 'close', 'cancel', 'receive'] as const

/**
 * Purchase orders, scoped by their delivery branch: who reads them
 * (`purchases.view`), who drafts, places, sends, closes and cancels them
 * (`purchases.manage`), and who receives against them (`stock.receive`).
 * Outside the user's branches a step is forbidden; in another status it is
 * refused with the reason (422). The services check the status again
 * inside their transaction.
 */
export default class PurchaseOrderPolicy extends BasePolicy {
  view(user: User) {
    return user.canAny(['purchases.view', 'purchases.manage'])
  }

  manage(user: User) {
    return user.can('purchases.manage')
  }

  private async step(
    user: User,
    order: PurchaseOrder,
    permission: 'purchases.manage' | 'stock.receive',
    statuses: readonly PurchaseOrderStatus[],
    words: string
  ) {
    if (!user.can(permission)) return false
    const scope = await BranchScope.of(user)
    if (!scope.includes(order.branchId)) return false
    if (statuses.includes(order.status)) return true
    return AuthorizationResponse.deny(
      purchaseRefusalMessage(order.number, order.status, words),
      422
    )
  }

  /** A draft changes entirely; an open order only its expected date and note. */
  edit(user: User, order: PurchaseOrder) {
    return this.step(user, order, 'purchases.manage', ['draft', 'ordered', 'partial'], 'changed')
  }

  place(user: User, order: PurchaseOrder) {
    return this.step(user, order, 'purchases.manage', ['draft'], 'ordered')
  }

  send(user: User, order: PurchaseOrder) {
    return this.step(user, order, 'purchases.manage', ['ordered', 'partial'], 'sent')
  }

  close(user: User, order: PurchaseOrder) {
    return this.step(user, order, 'purchases.manage', ['ordered', 'partial'], 'closed')
  }

  cancel(user: User, order: PurchaseOrder) {
    return this.step(user, order, 'purchases.manage', ['draft', 'ordered'], 'cancelled')
  }

  receive(user: User, order: PurchaseOrder) {
    return this.step(user, order, 'stock.receive', ['ordered', 'partial'], 'received')
  }
}
