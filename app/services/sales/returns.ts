import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { affectedRows } from '#support/affected_rows'
import Order, { takesReturns } from '#models/order'
import OrderLine from '#models/order_line'
import ReturnLine from '#models/return_line'
import SaleReturn, { type ReturnReason } from '#models/sale_return'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { nextDocumentNumber } from '#services/platform/document_numbers'
import { postStockChanges } from '#services/stock/stock_ledger'
import { rollUpReturn } from '#services/reports/rollups'
import { operation } from '#services/platform/transactions'
import { fileInSession, returnIncrements, sessionToFileIn } from '#services/tills/session_filing'
import Setting from '#models/setting'
import { PAYMENT_LABELS, refundShare, type PaymentMethod } from '#common/sale_totals'
import { refundPaidAnotherWay } from '#common/approvals'
import { ApprovalNeeded } from '#exceptions/approval_errors'
import { paymentMethodsOf, useReturnApproval } from '#services/approvals/return_approval'
import {
  OrderNotReturnable,
  ReturnExceedsSold,
  ReturnLineNotInOrder,
} from '#exceptions/sale_errors'

export interface ReturnLineInput {
  orderLineId: number
  /** Whole units, at least one. */
  quantity: number
  /** Back on the shelf (a `return` ledger row), or written off (no stock effect). */
  restock: boolean
}

export interface ReturnInput {
  orderId: number
  reason: ReturnReason
  refundMethod: PaymentMethod
  note?: string | null
  lines: ReturnLineInput[]
  /** The till the refund is given from: the return is filed in its open session. */
  tillId?: number | null
  /**
   * The policy's answer: the user refunds any way (`returns.refund_any_method`).
   * False: a refund paid another way than the sale needs a manager's approval.
   */
  mayRefundAnyMethod?: boolean
  /** A manager's approval of this return (`grantReturnApproval`), used in its transaction. */
  approvalToken?: string | null
}

/** What a line still allows back: sold less what earlier returns took. */
export function returnableOf(line: Pick<OrderLine, 'quantity' | 'returnedQuantity'>) {
  return line.quantity - line.returnedQuantity
}

/**
 * Takes goods back against an order. One transaction:
 * the order row is locked first (a void locks it too, so a void and a
 * return never both happen); each line's returned quantity grows by a
 * conditional update whose affected rows are checked, so concurrent returns
 * of one line never exceed what was sold; each refund is the returned share
 * of what the customer paid for the line, after its discounts and with tax
 * (`refundShare`, cumulative, so returning every unit refunds exactly the
 * line total); restocked units come back through the ledger as `return`
 * rows at the order's branch; the order becomes partially returned or
 * returned; the return is numbered `RT-000001`, filed in the rollups on
 * its own day (credited to the order's seller), filed in the open session
 * of the till it is refunded from, and audited. A refund paid another way
 * than the sale by a user who may not (`mayRefundAnyMethod: false`) is
 * answered ApprovalNeeded, or made with a manager's approval of exactly
 * this return, used here once; the return and the audit keep both names.
 */
export async function createReturn(
  input: ReturnInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<SaleReturn> {
  return operation(async (trx) => {
    const scope = await BranchScope.of(actor.user, trx)
    const order = await scope.firstOrFail(
      Order.query({ client: trx }).where('id', input.orderId).forUpdate()
    )
    if (!takesReturns(order.status)) {
      throw new OrderNotReturnable(order.number, order.status)
    }
    const paidBy = await paymentMethodsOf(order.id, trx)
    const needsApproval =
      input.mayRefundAnyMethod === false && refundPaidAnotherWay(paidBy, input.refundMethod)
    const settings = await Setting.query({ client: trx }).orderBy('id').firstOrFail()
    const session = await sessionToFileIn(
      { tillId: input.tillId, branchId: order.branchId },
      settings,
      trx
    )
    const orderLines = await OrderLine.query({ client: trx }).where('order_id', order.id)

    const taken: { line: OrderLine; input: ReturnLineInput; refund: number; tax: number }[] = []
    for (const [index, wanted] of input.lines.entries()) {
      const line = orderLines.find((candidate) => candidate.id === wanted.orderLineId)
      if (!line) throw new ReturnLineNotInOrder(index)
      const returnedBefore = line.returnedQuantity
      const updated = await trx
        .from('order_lines')
        .where('id', line.id)
        .whereRaw('returned_quantity + ? <= quantity', [wanted.quantity])
        .increment('returned_quantity', wanted.quantity)
      if (affectedRows(updated) !== 1) {
        const fresh = await OrderLine.query({ client: trx }).where('id', line.id).firstOrFail()
        throw new ReturnExceedsSold(index, line, returnableOf(fresh))
      }
      line.returnedQuantity = returnedBefore + wanted.quantity
      taken.push({
        line,
        input: wanted,
        refund: refundShare(line.lineTotal, line.quantity, returnedBefore, wanted.quantity),
        tax: refundShare(line.taxAmount, line.quantity, returnedBefore, wanted.quantity),
      })
    }

    // Asked once the lines are known to be returnable: what cannot be done is refused first.
    if (needsApproval && !input.approvalToken) {
      throw new ApprovalNeeded(['refund_method'], [refundMethodDetail(paidBy, input.refundMethod)])
    }
    const refundTotal = taken.reduce((sum, row) => sum + row.refund, 0)
    const approver = needsApproval
      ? await useReturnApproval(order, input, input.approvalToken!, refundTotal, actor, trx)
      : null
    const saleReturn = await SaleReturn.create(
      {
        number: await nextDocumentNumber('return', trx),
        orderId: order.id,
        branchId: order.branchId,
        userId: actor.user.id,
        reason: input.reason,
        refundMethod: input.refundMethod,
        refundTotal,
        taxTotal: taken.reduce((sum, row) => sum + row.tax, 0),
        note: input.note ?? null,
        tillSessionId: session?.id ?? null,
        approvedBy: approver?.id ?? null,
      },
      { client: trx }
    )
    if (session) await fileInSession(session.id, returnIncrements(saleReturn), trx)
    await ReturnLine.createMany(
      taken.map((row) => ({
        returnId: saleReturn.id,
        orderLineId: row.line.id,
        quantity: row.input.quantity,
        refundAmount: row.refund,
        taxAmount: row.tax,
        restock: row.input.restock,
      })),
      { client: trx }
    )
    const restocked = taken.filter((row) => row.input.restock)
    await postStockChanges(
      restocked.map((row) => ({
        productId: row.line.productId,
        branchId: order.branchId,
        quantity: row.input.quantity,
        type: 'return' as const,
        unitCost: row.line.unitCost,
        reason: input.reason,
        reference: { type: 'return' as const, id: saleReturn.id },
      })),
      actor,
      trx
    )

    const allBack = orderLines.every((line) => returnableOf(line) === 0)
    order.status = allBack ? 'returned' : 'partially_returned'
    await order.useTransaction(trx).save()
    await rollUpReturn(
      saleReturn,
      order,
      taken.map((row) => ({
        line: row.line,
        quantity: row.input.quantity,
        refund: row.refund,
        tax: row.tax,
        restock: row.input.restock,
      })),
      trx
    )
    await recordAudit(
      {
        action: 'return.created',
        actor,
        subject: { type: 'order', id: order.id, branchId: order.branchId },
        changes: {
          return: { from: null, to: saleReturn.number },
          refund_total: { from: null, to: saleReturn.refundTotal },
          status: { from: null, to: order.status },
          ...(approver && {
            refund_method: { from: null, to: input.refundMethod },
            returned_by: { from: null, to: actor.user.name },
            approved_by: { from: null, to: approver.name },
          }),
        },
      },
      trx
    )
    return saleReturn
  }, within)
}

/** "The sale was paid by card: a refund by cash needs a manager's approval." */
function refundMethodDetail(paidBy: readonly PaymentMethod[], refundBy: PaymentMethod) {
  const paid = [...new Set(paidBy)].map((method) => PAYMENT_LABELS[method].toLowerCase())
  return `The sale was paid by ${paid.join(' and ')}: a refund by ${PAYMENT_LABELS[refundBy].toLowerCase()} needs a manager.`
}
