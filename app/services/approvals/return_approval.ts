import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order, { takesReturns } from '#models/order'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import type User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { BranchScope } from '#services/platform/branch_scope'
import type { ReturnInput } from '#services/sales/returns'
import { grantApproval } from '#services/approvals/grant_approval'
import { fingerprintOf, useApproval, type ApprovalTerms } from '#services/approvals/approval_tokens'
import { NothingToApprove } from '#exceptions/approval_errors'
import {
  OrderNotReturnable,
  ReturnExceedsSold,
  ReturnLineNotInOrder,
} from '#exceptions/sale_errors'
import { refundShare } from '#common/sale_totals'
import { refundPaidAnotherWay } from '#common/approvals'

/**
 * A return's approval names the order, how the refund is paid, the lines
 * taken back (units, restocked or not) and the refund total.
 */
export function returnTerms(
  order: Pick<Order, 'id' | 'branchId'>,
  input: Pick<ReturnInput, 'refundMethod' | 'lines'>,
  refundTotal: number
): ApprovalTerms {
  return {
    kind: 'return',
    branchId: order.branchId,
    reasons: ['refund_method'],
    fingerprint: fingerprintOf({
      order: order.id,
      refund: input.refundMethod,
      lines: input.lines.map((line) => [line.orderLineId, line.quantity, line.restock]),
    }),
    amount: refundTotal,
  }
}

/** The methods a sale was paid by. */
export async function paymentMethodsOf(orderId: number, client?: TransactionClientContract) {
  const payments = await OrderPayment.query({ client }).where('order_id', orderId)
  return payments.map((payment) => payment.method)
}

/**
 * What the return would refund now: the same cumulative shares
 * `createReturn` computes, refused the same way when a line is not the
 * sale's or asks more than is left.
 */
async function refundPreview(order: Order, input: ReturnInput) {
  const lines = await OrderLine.query().where('order_id', order.id)
  const returned = new Map(lines.map((line) => [line.id, line.returnedQuantity]))
  let total = 0
  for (const [index, wanted] of input.lines.entries()) {
    const line = lines.find((candidate) => candidate.id === wanted.orderLineId)
    if (!line) throw new ReturnLineNotInOrder(index)
    const before = returned.get(line.id)!
    if (before + wanted.quantity > line.quantity) {
      throw new ReturnExceedsSold(index, line, line.quantity - before)
    }
    total += refundShare(line.lineTotal, line.quantity, before, wanted.quantity)
    returned.set(line.id, before + wanted.quantity)
  }
  return total
}

/**
 * A manager approves, by their PIN on the cashier's screen, a return whose
 * refund is paid another way than the sale, for a cashier without
 * `returns.refund_any_method` (`mayRefundAnyMethod`, the policy's answer).
 * A return that needs nothing is refused.
 */
export async function grantReturnApproval(
  input: ReturnInput,
  approverId: number,
  pin: string,
  actor: Actor,
  mayRefundAnyMethod: boolean
) {
  const scope = await BranchScope.of(actor.user)
  const order = await scope.findOrFail(Order, input.orderId)
  if (!takesReturns(order.status)) throw new OrderNotReturnable(order.number, order.status)
  const paidBy = await paymentMethodsOf(order.id)
  if (mayRefundAnyMethod || !refundPaidAnotherWay(paidBy, input.refundMethod)) {
    throw new NothingToApprove()
  }
  const refund = await refundPreview(order, input)
  return grantApproval(returnTerms(order, input, refund), approverId, pin, actor)
}

/** Uses, in the return's transaction, the approval of exactly this return by this cashier. */
export function useReturnApproval(
  order: Order,
  input: ReturnInput,
  token: string,
  refundTotal: number,
  actor: Actor,
  trx: TransactionClientContract
): Promise<User> {
  return useApproval(token, returnTerms(order, input, refundTotal), actor, order.id, trx)
}
