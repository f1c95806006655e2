import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import Setting from '#models/setting'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { postStockChanges } from '#services/stock/stock_ledger'
import { rollUpVoid } from '#services/reports/rollups'
import { operation } from '#services/platform/transactions'
import { fileInSession, sessionToFileIn, voidIncrements } from '#services/tills/session_filing'
import TillSession from '#models/till_session'
import { localDay } from '#support/business_day'
import { OrderNotVoidable, voidRefusalMessage, type VoidRefusal } from '#exceptions/sale_errors'
import { ApprovalNeeded } from '#exceptions/approval_errors'
import { useVoidApproval } from '#services/approvals/void_approval'

/** How a void is done: the till it is given back from, and who allowed it. */
export interface VoidOptions {
  tillId?: number | null
  /** The policy's answer: the user voids alone (`orders.void`). False: a manager's approval is needed. */
  mayVoidAlone?: boolean
  /** A manager's approval of this void (`grantVoidApproval`), used in the void's transaction. */
  approvalToken?: string | null
}

/**
 * Why a sale cannot be voided at `now`, or null while it can: only a
 * completed sale, on its own business day in the shop's time zone, with
 * nothing of it returned. The receipt page asks it to offer Void or say why
 * not; `voidOrder` asks it again under the order's lock.
 */
export function voidRefusal(
  order: Pick<Order, 'status' | 'completedAt'>,
  timezone: string,
  now = DateTime.utc()
): VoidRefusal | null {
  if (order.status === 'voided') return 'voided'
  if (order.status === 'partially_returned' || order.status === 'returned') return 'returned'
  if (order.status !== 'completed') return 'not_completed'
  if (localDay(order.completedAt!, timezone) !== localDay(now, timezone)) return 'other_day'
  return null
}

/**
 * What the receipt page offers a user who may void the order's sales
 * (`mayVoid`): the Void button while the sale can be voided, otherwise why
 * not, up front, when it is a sale of another day or with goods returned
 * (the page offers a return instead). A voided or parked sale says nothing.
 */
export function voidOffer(
  order: Pick<Order, 'status' | 'completedAt' | 'number'>,
  timezone: string,
  mayVoid: boolean
) {
  const refusal = voidRefusal(order, timezone)
  const told = refusal === 'other_day' || refusal === 'returned'
  return {
    void: mayVoid && refusal === null,
    voidRefused: mayVoid && told ? voidRefusalMessage(order.number, refusal) : null,
  }
}

/**
 * Voids a completed sale: only on the order's own
 * business day in the shop's time zone and while nothing of it was
 * returned; later corrections are returns. One transaction: the order row
 * is locked first (returns lock it too, so a void and a return never both
 * happen), every line's units go back through the ledger as `sale_void`
 * rows, the order leaves the sales figures (it is no longer in
 * SOLD_STATUSES, and its day's rollups lose what it added), and the void
 * is audited with its reason. The void is filed in the open session of
 * the till where it is done (the counter's till, else the till the sale was
 * made at): a sale from a closed session is given back from today's drawer.
 * A user who may not void alone (`mayVoidAlone: false`) is answered
 * ApprovalNeeded, or voids with a manager's approval of this order, used
 * here once; the order and the audit keep both names.
 */
export async function voidOrder(
  orderId: number,
  reason: string,
  actor: Actor,
  within?: TransactionClientContract,
  options: VoidOptions = {}
): Promise<Order> {
  return operation(async (trx) => {
    const scope = await BranchScope.of(actor.user, trx)
    const order = await scope.firstOrFail(
      Order.query({ client: trx }).where('id', orderId).forUpdate()
    )
    const settings = await Setting.query({ client: trx }).firstOrFail()
    const now = DateTime.utc()
    const refusal = voidRefusal(order, settings.businessTimezone, now)
    if (refusal) throw new OrderNotVoidable(order.number, refusal)
    const approver =
      options.mayVoidAlone === false ? await approverOfVoid(order, options, actor, trx) : null
    const session = await sessionToFileIn(
      { tillId: options.tillId ?? (await tillOfSale(order, trx)), branchId: order.branchId },
      settings,
      trx
    )

    const lines = await OrderLine.query({ client: trx }).where('order_id', order.id)
    await postStockChanges(
      lines.map((line) => ({
        productId: line.productId,
        branchId: order.branchId,
        quantity: line.quantity,
        type: 'sale_void' as const,
        unitCost: line.unitCost,
        reason,
        reference: { type: 'order' as const, id: order.id },
      })),
      actor,
      trx
    )
    const payments = await OrderPayment.query({ client: trx }).where('order_id', order.id)
    if (session) await fileInSession(session.id, voidIncrements(order, payments), trx)
    order.merge({
      status: 'voided',
      voidedAt: now,
      voidedBy: actor.user.id,
      voidReason: reason,
      voidSessionId: session?.id ?? null,
      voidApprovedBy: approver?.id ?? null,
    })
    await order.useTransaction(trx).save()
    await rollUpVoid(order, lines, payments, trx)
    await recordAudit(
      {
        action: 'order.voided',
        actor,
        subject: { type: 'order', id: order.id, branchId: order.branchId },
        changes: {
          status: { from: 'completed', to: 'voided' },
          reason: { from: null, to: reason },
          ...(approver && {
            voided_by: { from: null, to: actor.user.name },
            approved_by: { from: null, to: approver.name },
          }),
        },
      },
      trx
    )
    return order
  }, within)
}

/** The manager whose approval lets this user void this order: none sent asks for one. */
async function approverOfVoid(
  order: Order,
  options: VoidOptions,
  actor: Actor,
  trx: TransactionClientContract
) {
  if (!options.approvalToken) {
    throw new ApprovalNeeded(
      ['void'],
      [`Your role does not void sales alone: a manager approves the void of ${order.number}.`]
    )
  }
  return useVoidApproval(order, options.approvalToken, actor, trx)
}

/** The till a sale was filed at, for a void that names none. */
async function tillOfSale(order: Order, trx: TransactionClientContract) {
  if (!order.tillSessionId) return null
  const session = await TillSession.find(order.tillSessionId, { client: trx })
  return session?.tillId ?? null
}
