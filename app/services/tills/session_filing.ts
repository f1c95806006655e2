import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Setting from '#models/setting'
import db from '@adonisjs/lucid/services/db'
import TillSession from '#models/till_session'
import { NoOpenTillSession, TillNotAtBranch, TillSessionClosed } from '#exceptions/till_errors'
import { timestampBinding } from '#support/sql_time'
import type { PaymentMethod } from '#common/sale_totals'
import { saleExcusedFromSession } from '#common/tills'

/** The running totals of a session, by column: what one sale, void, return or movement adds. */
export type SessionIncrements = Partial<
  Record<
    | 'sales_count'
    | 'sales_total'
    | 'discount_total'
    | 'tax_total'
    | 'cash_sales'
    | 'card_sales'
    | 'other_sales'
    | 'returns_count'
    | 'refund_total'
    | 'cash_refunds'
    | 'card_refunds'
    | 'other_refunds'
    | 'voids_count'
    | 'void_total'
    | 'cash_voided'
    | 'card_voided'
    | 'other_voided'
    | 'movements_count'
    | 'cash_in'
    | 'cash_out',
    number
  >
>

export interface FilingRequest {
  /** The till the counter remembers for this device, when it has one. */
  tillId?: number | null
  branchId: number
  /** A sale paid by card alone, which the shop may let through without a session. */
  cardOnly?: boolean
}

/**
 * The open session a sale, void or return at the counter is filed in, read
 * before anything is written so a refusal costs nothing: the till's open
 * session when the counter names a till of the branch; none when the shop
 * lets the sale through without one (the setting off, or a card-only sale
 * where that is allowed); otherwise refused with how to open one.
 * `fileInSession` checks again, under the session's lock, that it is still open.
 */
export async function sessionToFileIn(
  request: FilingRequest,
  settings: Pick<Setting, 'saleNeedsTillSession' | 'cardSalesWithoutSession'>,
  client?: TransactionClientContract
): Promise<TillSession | null> {
  const excused = saleExcusedFromSession(settings, request.cardOnly === true)
  if (!request.tillId) {
    if (excused) return null
    throw new NoOpenTillSession(null)
  }
  // The till and its open session in one read: the session's columns are null when none is open.
  const row = await (client ?? db)
    .from('tills')
    .leftJoin('till_sessions', (join) =>
      join.on('till_sessions.till_id', 'tills.id').andOnVal('till_sessions.status', 'open')
    )
    .where('tills.id', request.tillId)
    .select('till_sessions.*', 'tills.branch_id as till_branch_id', 'tills.name as till_name')
    .first()
  if (!row || row.till_branch_id !== request.branchId) throw new TillNotAtBranch()
  if (row.id !== null) return TillSession.$createFromAdapterResult(row)!
  if (excused) return null
  throw new NoOpenTillSession(row.till_name)
}

/**
 * Adds to an open session's running totals in the caller's transaction, by
 * one conditional UPDATE: it waits on a close holding the row, then finds it
 * closed and refuses, so the work rolls back rather than land in a closed
 * session or in none. The close, in turn, waits for every sale holding the
 * row, so what it reads includes them.
 */
export async function fileInSession(
  sessionId: number,
  increments: SessionIncrements,
  trx: TransactionClientContract
) {
  const filed = await addToOpenSession('id = ?', [sessionId], increments, trx)
  if (filed === null) throw new TillSessionClosed()
}

/**
 * Files a sale in the open session of the till the counter names, found by
 * the same UPDATE that adds to it (the session of that till at the sale's
 * branch), so a sale in a session reads nothing first. When none took it,
 * `sessionToFileIn` tells why, inside the transaction: a till of another
 * branch, or no open session where the shop asks for one, is refused and
 * the caller's transaction rolls back; a sale the shop lets through without
 * a session is filed in none (null). The session's id otherwise.
 */
export async function fileInTillSession(
  request: FilingRequest & { tillId: number },
  increments: SessionIncrements,
  settings: Pick<Setting, 'saleNeedsTillSession' | 'cardSalesWithoutSession'>,
  trx: TransactionClientContract
): Promise<number | null> {
  const filed = await addToOpenSession(
    'till_id = ? AND branch_id = ?',
    [request.tillId, request.branchId],
    increments,
    trx
  )
  if (filed !== null) return filed
  // Opened since the UPDATE looked (PostgreSQL reads each statement's own snapshot): filed there.
  const session = await sessionToFileIn(request, settings, trx)
  if (session) await fileInSession(session.id, increments, trx)
  return session?.id ?? null
}

/** The one UPDATE that adds to the open session matching `where`: its id, or null when none matched. */
async function addToOpenSession(
  where: string,
  bindings: number[],
  increments: SessionIncrements,
  trx: TransactionClientContract
) {
  const columns = Object.entries(increments).filter(([, value]) => value !== 0) as [
    string,
    number,
  ][]
  const sets = columns.map(([column]) => `${column} = ${column} + ?`)
  const result = await trx.rawQuery(
    `UPDATE till_sessions SET ${[...sets, 'updated_at = ?'].join(', ')}
      WHERE ${where} AND status = 'open' RETURNING id`,
    [
      ...columns.map(([, value]) => value),
      timestampBinding(DateTime.utc(), trx.dialect.name),
      ...bindings,
    ]
  )
  const rows = Array.isArray(result) ? result : result.rows
  return rows.length === 1 ? Number(rows[0].id) : null
}

/** A sale's payments by method, each what counted toward the sale (cash net of change). */
export function byMethod(payments: readonly { method: PaymentMethod; amount: number }[]) {
  const sums: Record<PaymentMethod, number> = { cash: 0, card: 0, other: 0 }
  for (const payment of payments) sums[payment.method] += payment.amount
  return sums
}

/** What a completed sale adds to its session. */
export function saleIncrements(
  order: { total: number; discountTotal: number; taxTotal: number },
  payments: readonly { method: PaymentMethod; amount: number }[]
): SessionIncrements {
  const paid = byMethod(payments)
  return {
    sales_count: 1,
    sales_total: order.total,
    discount_total: order.discountTotal,
    tax_total: order.taxTotal,
    cash_sales: paid.cash,
    card_sales: paid.card,
    other_sales: paid.other,
  }
}

/** What a void adds to the session it is filed in: the sale's payments given back. */
export function voidIncrements(
  order: { total: number },
  payments: readonly { method: PaymentMethod; amount: number }[]
): SessionIncrements {
  const paid = byMethod(payments)
  return {
    voids_count: 1,
    void_total: order.total,
    cash_voided: paid.cash,
    card_voided: paid.card,
    other_voided: paid.other,
  }
}

/** What a return adds to the session it is filed in: its refund by the method it was paid in. */
export function returnIncrements(refund: {
  refundTotal: number
  refundMethod: PaymentMethod
}): SessionIncrements {
  return {
    returns_count: 1,
    refund_total: refund.refundTotal,
    [`${refund.refundMethod}_refunds`]: refund.refundTotal,
  }
}
