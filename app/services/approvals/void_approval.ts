import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import Setting from '#models/setting'
import type User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { BranchScope } from '#services/platform/branch_scope'
import { voidRefusal } from '#services/sales/order_voids'
import { grantApproval } from '#services/approvals/grant_approval'
import { fingerprintOf, useApproval, type ApprovalTerms } from '#services/approvals/approval_tokens'
import { NothingToApprove } from '#exceptions/approval_errors'
import { OrderNotVoidable } from '#exceptions/sale_errors'

/** A void's approval names one order and the total it takes out of the figures. */
export function voidTerms(order: Pick<Order, 'id' | 'branchId' | 'total'>): ApprovalTerms {
  return {
    kind: 'void',
    branchId: order.branchId,
    reasons: ['void'],
    fingerprint: fingerprintOf({ order: order.id }),
    amount: order.total,
  }
}

/**
 * A manager approves, by their PIN on the cashier's screen, the void of
 * one order of the cashier's branches by a cashier who may not void alone
 * (`mayVoidAlone` is the policy's answer). A sale that can no longer be
 * voided says why, as the void itself would.
 */
export async function grantVoidApproval(
  orderId: number,
  approverId: number,
  pin: string,
  actor: Actor,
  mayVoidAlone: boolean
) {
  if (mayVoidAlone) throw new NothingToApprove()
  const scope = await BranchScope.of(actor.user)
  const order = await scope.findOrFail(Order, orderId)
  const settings = await Setting.query().orderBy('id').firstOrFail()
  const refusal = voidRefusal(order, settings.businessTimezone)
  if (refusal) throw new OrderNotVoidable(order.number, refusal)
  return grantApproval(voidTerms(order), approverId, pin, actor)
}

/** Uses, in the void's transaction, the approval of this void of this order by this cashier. */
export function useVoidApproval(
  order: Order,
  token: string,
  actor: Actor,
  trx: TransactionClientContract
): Promise<User> {
  return useApproval(token, voidTerms(order), actor, order.id, trx)
}
