import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import AuditEvent from '#models/audit_event'
import OfflineSaleIssue from '#models/offline_sale_issue'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import type { Actor } from '#services/platform/actor'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { nextOrderNumber } from '#services/platform/document_numbers'
import { operation } from '#services/platform/transactions'
import { rollUpSale } from '#services/reports/rollups'
import { saleIncrements } from '#services/tills/session_filing'
import { cartFingerprint, type CartInput } from '#services/sales/cart'
import { paymentsRefusal, priceCart } from '#services/sales/cart_pricing'
import {
  auditPriceChanges,
  openOrder,
  postSale,
  writeFigures,
  writePayments,
} from '#services/sales/order_recording'
import { fileMadeOffline, sessionAt } from '#services/sales/offline/late_filing'
import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#support/unique_violation'
import { settlePayments } from '#common/sale_totals'
import {
  OFFLINE_REFUSALS,
  activeAt,
  offlineFlags,
  type OfflineFlag,
  type OfflineRefusal,
} from '#common/offline_sales'

/** A sale a till made offline, as it sends it from its outbox. */
export interface OfflineSaleInput extends CartInput {
  /** The pending receipt's reference: `P-` + the device's code + its sequence. */
  provisionalRef: string
  /** When the cashier completed it, in UTC. */
  madeAt: DateTime
}

/** Every answer acknowledges the sale: the till removes it from its outbox. */
export type OfflineSaleOutcome =
  | { result: 'recorded'; order: Order; flags: OfflineFlag[] }
  | { result: 'already_recorded'; order: Order }
  | { result: 'kept_for_review'; issue: OfflineSaleIssue }

/** What each flag tells the manager who reviews the sale. */
const FLAG_WORDS: Record<OfflineFlag, string> = {
  oversold: 'The branch held less than was sold: its stock went below zero.',
  price_changed: 'A price charged offline differs from the product’s price when it arrived.',
  late_session: 'The till session it was made in had closed: its totals and Z figures changed.',
}

/** A refusal found while the sale is read: kept with its reason, never recorded. */
class KeptForReview extends Error {
  constructor(
    readonly reason: string,
    readonly details: string
  ) {
    super(details)
  }
}

/**
 * Records a sale a till made while offline, handed over already: the goods
 * have left, so it is recorded as it was made whenever it can be trusted,
 * and kept for a manager when it cannot, never dropped.
 *
 * Recorded in one transaction with the time it was made as its completion
 * (its business day in reports and rollups, a closed day's figures added
 * to), filed in the session that was open on its till then (a closed
 * session's totals and expected cash adjusted: `late_session`), numbered
 * with the branch's next gap-free number as it arrives, its stock posted
 * even when the branch holds too little (`oversold`: the only sale that
 * may take a level below zero), at the prices charged offline
 * (`price_changed` where the product's price moved since). A flagged sale
 * is also listed for review.
 *
 * Kept for review instead: a seller whose account was deactivated when
 * the sale was made, a branch outside the seller's scope,
 * a key that already made a sale with another cart, a reference another
 * sale carries, discounts past the seller's cap, and whatever the counter
 * refuses as a rule (an archived product, payments that do not settle…).
 *
 * The key makes every replay, one after another or 20 at once, answer the
 * one order or the one kept issue it made.
 */
export async function recordOfflineSale(
  input: OfflineSaleInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<OfflineSaleOutcome> {
  // The price charged offline stands, whoever sold: a price that moved since is flagged.
  const sale: CartInput = { ...input, mayOverridePrice: true, approvalToken: null }
  const fingerprint = cartFingerprint(sale, 'sale')
  const scope = await BranchScope.of(actor.user, within)
  // A refusal found on the way is kept; anything else is not an answer, and the till sends again.
  const keptIf = (error: unknown) => {
    if (error instanceof KeptForReview) {
      return keep(input, fingerprint, actor, error.reason, error.details, within)
    }
    if (error instanceof DomainError) {
      const code = (error.constructor as typeof DomainError).code
      return keep(input, fingerprint, actor, reasonOf(code), error.message, within)
    }
    throw error
  }
  try {
    const earlier = await earlierAnswer(input, sale, fingerprint, actor, scope, within)
    if (earlier) return earlier
    await checkTrust(input, actor, scope, within)
    return await record(input, sale, fingerprint, actor, scope, within)
  } catch (error) {
    const raced =
      isUniqueViolation(error, 'orders', 'idempotency_key') ||
      isUniqueViolation(error, 'orders', 'provisional_ref')
    if (!raced) return keptIf(error)
    // Two sendings raced: the loser answers as a replay after the winner would.
    try {
      const winner = await earlierAnswer(input, sale, fingerprint, actor, scope, within)
      return winner ?? (await refused(input, fingerprint, actor, 'reference_taken', within))
    } catch (again) {
      return keptIf(again)
    }
  }
}

/** `E_PRODUCT_NOT_FOR_SALE` → `product_not_for_sale`. */
function reasonOf(code: string) {
  return code.replace(/^E_/, '').toLowerCase().slice(0, 60)
}

/**
 * What an earlier sending of this sale already made: its order (the same
 * key and cart, whether the till sent it online or from its outbox), or
 * the issue it was kept as. The key on an order of another cart, or of a
 * branch and seller not the actor's, is refused.
 */
async function earlierAnswer(
  input: OfflineSaleInput,
  sale: CartInput,
  fingerprint: string,
  actor: Actor,
  scope: BranchScope,
  within?: TransactionClientContract
): Promise<OfflineSaleOutcome | null> {
  const order = await Order.query({ client: within })
    .where('idempotency_key', input.idempotencyKey)
    .first()
  if (order) {
    const mine = order.sellerId === actor.user.id || scope.includes(order.branchId)
    if (mine && order.status !== 'draft' && (await sameCart(order, sale, fingerprint, within))) {
      return { result: 'already_recorded', order }
    }
    throw new KeptForReview('key_reused', OFFLINE_REFUSALS.key_reused)
  }
  const issue = await OfflineSaleIssue.query({ client: within })
    .where('idempotency_key', input.idempotencyKey)
    .where('request_fingerprint', fingerprint)
    .whereNull('order_id')
    .first()
  return issue ? { result: 'kept_for_review', issue } : null
}

/**
 * Whether an order is this cart: its fingerprint, or the counter's for the
 * same cart, which sends no price on a line sold at the product's own (a
 * sale whose answer was lost online and that the till kept offline).
 */
async function sameCart(
  order: Order,
  sale: CartInput,
  fingerprint: string,
  within?: TransactionClientContract
) {
  if (order.requestFingerprint === fingerprint) return true
  const lines = await OrderLine.query({ client: within })
    .where('order_id', order.id)
    .orderBy('position')
  const asCounter = {
    ...sale,
    lines: sale.lines.map((line, index) => {
      const stored = lines[index]
      const ownPrice =
        stored && stored.originalUnitPrice === null && stored.unitPrice === line.unitPrice
      return ownPrice ? { ...line, unitPrice: null } : line
    }),
  }
  return order.requestFingerprint === cartFingerprint(asCounter, 'sale')
}

/** Refuses a sale by a seller not active when it was made, or at a branch outside their scope. */
async function checkTrust(
  input: OfflineSaleInput,
  actor: Actor,
  scope: BranchScope,
  within?: TransactionClientContract
) {
  if (!scope.includes(input.branchId)) {
    throw new KeptForReview('branch_out_of_scope', OFFLINE_REFUSALS.branch_out_of_scope)
  }
  const changes = await AuditEvent.query({ client: within })
    .where('subject_type', 'user')
    .where('subject_id', String(actor.user.id))
    .whereIn('action', ['user.deactivated', 'user.activated'])
    .select('action', 'created_at')
  const active = activeAt(
    changes.map((event) => ({
      at: event.createdAt.toMillis(),
      active: event.action === 'user.activated',
    })),
    input.madeAt.toMillis()
  )
  if (!active) throw new KeptForReview('user_inactive', OFFLINE_REFUSALS.user_inactive)
}

async function record(
  input: OfflineSaleInput,
  sale: CartInput,
  fingerprint: string,
  actor: Actor,
  scope: BranchScope,
  within?: TransactionClientContract
): Promise<OfflineSaleOutcome> {
  const cart = await priceCart(sale, actor, scope, within)
  // The till kept the seller's cap and refused past it offline: past it here, the cap fell since or the till was bypassed.
  if (cart.exceptions.reasons.includes('discount_over_cap')) {
    throw new KeptForReview('discount_over_cap', cart.exceptions.details.join(' '))
  }
  const settlement = settlePayments(cart.figures.total, sale.payments ?? [])
  if (settlement.problem) throw paymentsRefusal(settlement, cart.settings)
  const session = sale.tillId
    ? await sessionAt(sale.tillId, cart.branch.id, input.madeAt, within)
    : null

  return operation(async (trx) => {
    const { order } = await openOrder(null, sale, fingerprint, actor, trx)
    order.merge({
      status: 'completed',
      completedAt: input.madeAt,
      paidTotal: settlement.paidTotal,
      changeDue: settlement.changeDue,
      provisionalRef: input.provisionalRef,
    })
    const lines = await writeFigures(order, sale, cart, trx)
    const payments = await writePayments(order, sale, settlement, trx)
    const movements = await postSale(order, sale, cart, actor, trx, { allowNegative: true })
    const filed = session
      ? await fileMadeOffline(session.id, saleIncrements(order, payments), trx)
      : { late: false }
    const flags = offlineFlags({
      oversold: movements.some((movement) => movement.balanceAfter < 0),
      price_changed: cart.originalPrices.some((price) => price !== null),
      late_session: filed.late,
    })
    order.merge({
      tillSessionId: session?.id ?? null,
      offlineFlags: flags.length > 0 ? flags.join(',') : null,
      number: await nextOrderNumber(cart.branch.id, trx),
    })
    await order.useTransaction(trx).save()
    await rollUpSale(order, lines, payments, trx)
    await auditPriceChanges(order, cart, actor, trx)
    await recordAudit(
      {
        action: 'order.recorded_offline',
        actor,
        subject: { type: 'order', id: order.id, branchId: order.branchId },
        changes: valuesSet({
          provisional_ref: input.provisionalRef,
          made_at: input.madeAt.toISO(),
          flags: flags.join(', ') || null,
        }),
      },
      trx
    )
    if (flags.length > 0) {
      await OfflineSaleIssue.create(
        {
          ...issueFacts(input, fingerprint, actor, order.branchId),
          kind: 'flagged',
          orderId: order.id,
          reason: flags.join(','),
          details: flags.map((flag) => FLAG_WORDS[flag]).join(' '),
        },
        { client: trx }
      )
    }
    return { result: 'recorded' as const, order, flags }
  }, within)
}

function issueFacts(
  input: OfflineSaleInput,
  fingerprint: string,
  actor: Actor,
  branchId: number | null
) {
  const { madeAt, mayOverridePrice, approvalToken, ...sent } = input
  return {
    branchId,
    userId: actor.user.id,
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: fingerprint,
    provisionalRef: input.provisionalRef,
    madeAt,
    payload: JSON.stringify({ ...sent, madeAt: madeAt.toISO() }),
  }
}

function refused(
  input: OfflineSaleInput,
  fingerprint: string,
  actor: Actor,
  reason: OfflineRefusal,
  within?: TransactionClientContract
) {
  return keep(input, fingerprint, actor, reason, OFFLINE_REFUSALS[reason], within)
}

/**
 * Keeps a sale that was not recorded, with what the till sent and why,
 * audited; once per key and cart, however many replays arrive at once.
 */
async function keep(
  input: OfflineSaleInput,
  fingerprint: string,
  actor: Actor,
  reason: string,
  details: string,
  within?: TransactionClientContract
): Promise<OfflineSaleOutcome> {
  const branch = await Branch.find(input.branchId, { client: within })
  try {
    const issue = await operation(async (trx) => {
      const kept = await OfflineSaleIssue.create(
        {
          ...issueFacts(input, fingerprint, actor, branch?.id ?? null),
          kind: 'refused',
          orderId: null,
          reason,
          details: details.slice(0, 500),
        },
        { client: trx }
      )
      await recordAudit(
        {
          action: 'order.offline_kept',
          actor,
          subject: { type: 'offline_sale_issue', id: kept.id, branchId: kept.branchId },
          changes: valuesSet({ provisional_ref: input.provisionalRef, reason }),
        },
        trx
      )
      return kept
    }, within)
    return { result: 'kept_for_review', issue }
  } catch (error) {
    if (
      !isUniqueViolation(error, 'offline_sale_issues', 'refused') &&
      !isUniqueViolation(error, 'offline_sale_issues', 'idempotency_key')
    ) {
      throw error
    }
    const issue = await OfflineSaleIssue.query({ client: within })
      .where('idempotency_key', input.idempotencyKey)
      .where('request_fingerprint', fingerprint)
      .whereNull('order_id')
      .firstOrFail()
    return { result: 'kept_for_review', issue }
  }
}
