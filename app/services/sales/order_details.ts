import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#models/customer'
import Order from '#models/order'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { operation } from '#services/platform/transactions'
import { CustomerNotForSale, OrderDetailsLocked } from '#exceptions/sale_errors'

export interface OrderDetailsInput {
  /** Null for a walk-in customer. */
  customerId: number | null
  note: string | null
}

/**
 * Orders / Edit of a completed sale: only who bought
 * and the note change; figures, lines and payments never do (a correction
 * is a return or a void). A voided or parked order is refused. Audited with
 * the customer's names before and after, not their ids.
 */
export async function updateOrderDetails(
  orderId: number,
  input: OrderDetailsInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<Order> {
  return operation(async (trx) => {
    const scope = await BranchScope.of(actor.user, trx)
    const order = await scope.firstOrFail(
      Order.query({ client: trx }).where('id', orderId).forUpdate()
    )
    if (order.status === 'draft' || order.status === 'voided') {
      throw new OrderDetailsLocked(order.status)
    }
    const [before, after] = await Promise.all([
      order.customerId ? Customer.find(order.customerId, { client: trx }) : null,
      input.customerId ? Customer.find(input.customerId, { client: trx }) : null,
    ])
    if (input.customerId !== order.customerId && input.customerId && !after?.isActive) {
      throw new CustomerNotForSale()
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {}
    if (input.customerId !== order.customerId) {
      changes.customer = { from: before?.name ?? null, to: after?.name ?? null }
    }
    if ((input.note ?? null) !== order.note) changes.note = { from: order.note, to: input.note }
    if (Object.keys(changes).length === 0) return order
    order.merge({ customerId: input.customerId, note: input.note })
    await order.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'order.updated',
        actor,
        subject: { type: 'order', id: order.id, branchId: order.branchId },
        changes,
      },
      trx
    )
    return order
  }, within)
}
