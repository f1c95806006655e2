import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import type { SessionIncrements } from '#services/tills/session_filing'

/** A session's running total that differs from what was filed in it. */
export interface SessionDifference {
  session: number
  column: string
  expected: number
  actual: number
}

type Totals = Map<number, Record<string, number>>

/** Adds rows of `{ session, column: value… }` into the per-session totals. */
function addRows(into: Totals, rows: Record<string, unknown>[]) {
  for (const row of rows) {
    const id = Number(row.session)
    const totals = into.get(id) ?? {}
    for (const [column, value] of Object.entries(row)) {
      if (column === 'session') continue
      totals[column] = (totals[column] ?? 0) + Number(value ?? 0)
    }
    into.set(id, totals)
  }
}

const PAID = (method: string, column: string) =>
  `COALESCE(SUM(CASE WHEN p.method = '${method}' THEN p.amount END), 0) AS ${column}`

/**
 * What every session's running totals should be, recomputed from the sales,
 * voids, returns and cash movements filed in it: the same figures the
 * checkout, void, return and movement services add as they happen.
 */
export async function filedTotals(client: QueryClientContract): Promise<Totals> {
  const totals: Totals = new Map()
  addRows(
    totals,
    await client
      .rawQuery(
        `SELECT o.till_session_id AS session, COUNT(*) AS sales_count,
              SUM(o.total) AS sales_total, SUM(o.discount_total) AS discount_total,
              SUM(o.tax_total) AS tax_total
         FROM orders o WHERE o.till_session_id IS NOT NULL GROUP BY o.till_session_id`
      )
      .then(rowsOf)
  )
  addRows(
    totals,
    await client
      .rawQuery(
        `SELECT o.till_session_id AS session, ${PAID('cash', 'cash_sales')},
              ${PAID('card', 'card_sales')}, ${PAID('other', 'other_sales')}
         FROM orders o JOIN order_payments p ON p.order_id = o.id
        WHERE o.till_session_id IS NOT NULL GROUP BY o.till_session_id`
      )
      .then(rowsOf)
  )
  addRows(
    totals,
    await client
      .rawQuery(
        `SELECT o.void_session_id AS session, COUNT(DISTINCT o.id) AS voids_count,
              ${PAID('cash', 'cash_voided')}, ${PAID('card', 'card_voided')},
              ${PAID('other', 'other_voided')}
         FROM orders o LEFT JOIN order_payments p ON p.order_id = o.id
        WHERE o.void_session_id IS NOT NULL GROUP BY o.void_session_id`
      )
      .then(rowsOf)
  )
  addRows(
    totals,
    await client
      .rawQuery(
        `SELECT o.void_session_id AS session, SUM(o.total) AS void_total
         FROM orders o WHERE o.void_session_id IS NOT NULL GROUP BY o.void_session_id`
      )
      .then(rowsOf)
  )
  addRows(
    totals,
    await client
      .rawQuery(
        `SELECT r.till_session_id AS session, COUNT(*) AS returns_count,
              SUM(r.refund_total) AS refund_total,
              COALESCE(SUM(CASE WHEN r.refund_method = 'cash' THEN r.refund_total END), 0) AS cash_refunds,
              COALESCE(SUM(CASE WHEN r.refund_method = 'card' THEN r.refund_total END), 0) AS card_refunds,
              COALESCE(SUM(CASE WHEN r.refund_method = 'other' THEN r.refund_total END), 0) AS other_refunds
         FROM returns r WHERE r.till_session_id IS NOT NULL GROUP BY r.till_session_id`
      )
      .then(rowsOf)
  )
  addRows(
    totals,
    await client
      .rawQuery(
        `SELECT m.till_session_id AS session, COUNT(*) AS movements_count,
              COALESCE(SUM(CASE WHEN m.direction = 'in' THEN m.amount END), 0) AS cash_in,
              COALESCE(SUM(CASE WHEN m.direction = 'out' THEN m.amount END), 0) AS cash_out
         FROM till_movements m GROUP BY m.till_session_id`
      )
      .then(rowsOf)
  )
  return totals
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows
}

/** Every running-total column of a session. */
export const SESSION_TOTAL_COLUMNS: (keyof SessionIncrements)[] = [
  'sales_count',
  'sales_total',
  'discount_total',
  'tax_total',
  'cash_sales',
  'card_sales',
  'other_sales',
  'returns_count',
  'refund_total',
  'cash_refunds',
  'card_refunds',
  'other_refunds',
  'voids_count',
  'void_total',
  'cash_voided',
  'card_voided',
  'other_voided',
  'movements_count',
  'cash_in',
  'cash_out',
]

/**
 * Compares every session's stored running totals with what was filed in
 * it, and each closed session's expected cash and difference with its
 * totals and count; lists each figure that differs.
 */
export async function verifySessions(client: QueryClientContract = db.connection()) {
  const wanted = await filedTotals(client)
  const sessions: Record<string, unknown>[] = await client
    .from('till_sessions')
    .select(
      'id',
      'status',
      'opening_float',
      'expected_cash',
      'counted_cash',
      'cash_difference',
      ...SESSION_TOTAL_COLUMNS
    )
    .orderBy('id')
  const differences: SessionDifference[] = []
  const differ = (session: number, column: string, expected: number, actual: number) => {
    if (expected !== actual) differences.push({ session, column, expected, actual })
  }
  for (const row of sessions) {
    const id = Number(row.id)
    const filed = wanted.get(id) ?? {}
    for (const column of SESSION_TOTAL_COLUMNS) {
      differ(id, column, filed[column] ?? 0, Number(row[column]))
    }
    if (row.status !== 'closed') continue
    const expected =
      Number(row.opening_float) +
      (filed.cash_sales ?? 0) -
      (filed.cash_refunds ?? 0) -
      (filed.cash_voided ?? 0) +
      (filed.cash_in ?? 0) -
      (filed.cash_out ?? 0)
    differ(id, 'expected_cash', expected, Number(row.expected_cash))
    differ(id, 'cash_difference', Number(row.counted_cash) - expected, Number(row.cash_difference))
  }
  const stored = new Set(sessions.map((row) => Number(row.id)))
  for (const id of wanted.keys()) {
    if (!stored.has(id)) differ(id, 'session', 1, 0)
  }
  return { sessions: sessions.length, differences }
}
