import { DateTime } from 'luxon'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import type Setting from '#models/setting'
import type { Actor } from '#services/platform/actor'
import { BranchScope } from '#services/platform/branch_scope'
import { nextOrderNumber } from '#services/platform/document_numbers'
import { enterRollups, rollUpSale } from '#services/reports/rollups'
import { operation } from '#services/platform/transactions'
import { fileInTillSession, saleIncrements, sessionToFileIn } from '#services/tills/session_filing'
import { SaleKeyReused } from '#exceptions/sale_errors'
import { isUniqueViolation } from '#support/unique_violation'
import { settlePayments } from '#common/sale_totals'
import { cartFingerprint, type CartInput } from '#services/sales/cart'
import { approvalNeeded, paymentsRefusal, priceCart } from '#services/sales/cart_pricing'
import { useSaleApproval } from '#services/approvals/sale_approval'
import {
  auditDraft,
  auditPriceChanges,
  openOrder,
  postSale,
  writeFigures,
  writePayments,
} from '#services/sales/order_recording'

export type { CartInput, CartLineInput } from '#services/sales/cart'

/**
 * What the request already read and the sale may reuse rather than read
 * again: the shop's settings and the actor's branch scope.
 */
export interface RequestReads {
  settings?: Setting
  scope?: BranchScope
}

export interface CheckoutResult {
  order: Order
  /** True when the key had already made this order: a resubmitted form. */
  replayed: boolean
}

/**
 * Completes a sale at the counter (Orders / Create, or a parked draft from
 * Orders / Edit), in one transaction: the order with every figure computed
 * here (common/sale_totals.ts, never the browser's), its lines with
 * snapshots of name, SKU and cost, its payments, a `sale` ledger row per
 * line, and last the branch's next order number.
 *
 * Refused before anything is written: a branch out of scope (404) or
 * inactive, an archived product or customer, a discount past its line,
 * payments that do not settle the total, and, without a manager's approval
 * token, a price override the caller's policy did not allow
 * (`mayOverridePrice`) or discounts past the role's cap (ApprovalNeeded).
 * The approval is used up in the sale's own transaction. Refused with everything rolled
 * back: stock the branch does not hold, named by line; no open session on
 * the counter's till when the shop asks for one. Filed in the open session
 * of the counter's till by the UPDATE that finds it, under the session's
 * lock (a close at the same moment makes it refused, never lost); without
 * a till, refused before anything is written when the shop asks for a
 * session (a card-only sale may be let through).
 *
 * The idempotency key makes a resubmitted form (a double click, a retry
 * after a dropped connection) return the order it already made; the same
 * key with another cart is refused. A parked sale completed by its key is
 * audited as resumed.
 */
export async function completeSale(
  input: CartInput,
  actor: Actor,
  within?: TransactionClientContract,
  known: RequestReads = {}
): Promise<CheckoutResult> {
  const fingerprint = cartFingerprint(input, 'sale')
  const scope = known.scope ?? (await BranchScope.of(actor.user, within))
  const earlier = await orderOfKey(input.idempotencyKey, actor, scope, within)
  if (earlier && earlier.status !== 'draft') return replay(earlier, fingerprint)

  const cart = await priceCart(input, actor, scope, within, known.settings)
  const needsApproval = cart.exceptions.reasons.length > 0
  if (needsApproval && !input.approvalToken) throw approvalNeeded(cart.exceptions)
  const settlement = settlePayments(cart.figures.total, input.payments ?? [])
  if (settlement.problem) throw paymentsRefusal(settlement, cart.settings)
  const typed = input.payments ?? []
  const filing = {
    branchId: cart.branch.id,
    cardOnly: typed.length > 0 && typed.every((payment) => payment.method === 'card'),
  }
  const tillId = input.tillId ?? null
  // Without a till, refused here when the shop asks for a session; with one, found as it is filed.
  if (tillId === null) await sessionToFileIn(filing, cart.settings, within)

  try {
    const completed = await operation(async (trx) => {
      // First, so the time zone and the negative-stock rule come from one read inside the transaction.
      const entered = await enterRollups(trx)
      const now = DateTime.utc()
      const { order, parked } = await openOrder(earlier, input, fingerprint, actor, trx)
      order.merge({
        status: 'completed',
        completedAt: now,
        paidTotal: settlement.paidTotal,
        changeDue: settlement.changeDue,
      })
      const lines = await writeFigures(order, input, cart, trx)
      if (needsApproval) {
        const approver = await useSaleApproval(order, input.approvalToken!, cart, actor, trx)
        order.approvedBy = approver.id
      }
      const payments = await writePayments(order, input, settlement, trx)
      await postSale(order, input, cart, actor, trx, {
        allowNegative: entered.allowNegativeStock,
      })
      order.tillSessionId =
        tillId === null
          ? null
          : await fileInTillSession(
              { ...filing, tillId },
              saleIncrements(order, payments),
              cart.settings,
              trx
            )
      order.number = await nextOrderNumber(cart.branch.id, trx)
      await order.useTransaction(trx).save()
      await rollUpSale(order, lines, payments, trx, entered)
      if (parked) await auditDraft('order.resumed', order, parked, actor, trx)
      await auditPriceChanges(order, cart, actor, trx)
      return order
    }, within)
    return { order: completed, replayed: false }
  } catch (error) {
    // Two submissions of one form raced: the loser finds the winner's order.
    if (!isUniqueViolation(error, 'orders', 'idempotency_key')) throw error
    const winner = await orderOfKey(input.idempotencyKey, actor, scope, within)
    if (!winner) throw error
    return replay(winner, fingerprint)
  }
}

/**
 * Parks a sale (Save as draft): the order and its lines with their figures,
 * no number, no payments, no stock effect. Parking again with the same key
 * saves the draft's new content. Audited, with what changed when parked again.
 */
export async function parkSale(
  input: CartInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<Order> {
  const fingerprint = cartFingerprint(input, 'draft')
  const scope = await BranchScope.of(actor.user, within)
  const earlier = await orderOfKey(input.idempotencyKey, actor, scope, within)
  if (earlier && earlier.status !== 'draft') throw new SaleKeyReused(earlier.number)
  // What needs a manager's approval is asked when the sale completes: a parked sale sells nothing.
  const cart = await priceCart(input, actor, scope, within)
  return operation(async (trx) => {
    const { order, parked } = await openOrder(earlier, input, fingerprint, actor, trx)
    order.merge({ status: 'draft', paidTotal: 0, changeDue: 0 })
    await writeFigures(order, input, cart, trx)
    await auditDraft('order.parked', order, parked ?? {}, actor, trx)
    return order
  }, within)
}

/**
 * The order an idempotency key already made, or null for a new key. A key
 * is honoured for the order's own seller, or when the order's branch is in
 * the actor's scope (a manager completing a cashier's parked sale). Any
 * other is answered as an order out of scope is, as missing, so a key
 * neither takes over nor reveals another branch's sale.
 */
async function orderOfKey(
  key: string,
  actor: Actor,
  scope: BranchScope,
  within?: TransactionClientContract
) {
  const order = await Order.query({ client: within }).where('idempotency_key', key).first()
  if (!order || order.sellerId === actor.user.id || scope.includes(order.branchId)) return order
  throw new lucidErrors.E_ROW_NOT_FOUND(Order)
}

/** The order a resubmitted key made, or a refusal when it came from another cart. */
function replay(order: Order, fingerprint: string): CheckoutResult {
  if (order.requestFingerprint !== fingerprint) throw new SaleKeyReused(order.number)
  return { order, replayed: true }
}
