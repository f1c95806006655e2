import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Till from '#models/till'
import TillSession from '#models/till_session'
import { TillNotAtBranch } from '#exceptions/till_errors'
import type { SessionIncrements } from '#services/tills/session_filing'
import { returnedRows } from '#support/returned_rows'
import { timestampBinding } from '#support/sql_time'

/**
 * The session that was open on the till at `madeAt`: opened at or before
 * it and not closed before it; null when the till had none then (the sale
 * is filed in no session). A till of another branch is refused.
 */
export async function sessionAt(
  tillId: number,
  branchId: number,
  madeAt: DateTime,
  client?: TransactionClientContract
): Promise<TillSession | null> {
  const till = await Till.find(tillId, { client })
  if (!till || till.branchId !== branchId) throw new TillNotAtBranch()
  const dialect = (client ?? Till.query().client).dialect.name
  const at = timestampBinding(madeAt, dialect)
  return TillSession.query({ client })
    .where('till_id', till.id)
    .where('opened_at', '<=', at)
    .where((open) => open.whereNull('closed_at').orWhere('closed_at', '>', at))
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .first()
}

/**
 * Adds a sale made offline to the session it was made in, open or closed,
 * by one UPDATE under the session row's lock: a closed session's expected
 * cash takes the sale's cash and its difference from the count moves the
 * other way, as if the sale had been filed before the close. A close at the
 * same moment waits for this row or is waited for, and either way counts
 * the sale once. Answers whether the session was already closed.
 */
export async function fileMadeOffline(
  sessionId: number,
  increments: SessionIncrements,
  trx: TransactionClientContract
): Promise<{ late: boolean }> {
  const columns = Object.entries(increments).filter(([, value]) => value !== 0) as [
    string,
    number,
  ][]
  const cash = increments.cash_sales ?? 0
  const sets = columns.map(([column]) => `${column} = ${column} + ?`)
  const result = await trx.rawQuery(
    `UPDATE till_sessions SET ${[
      ...sets,
      "expected_cash = CASE WHEN status = 'closed' THEN expected_cash + ? ELSE expected_cash END",
      "cash_difference = CASE WHEN status = 'closed' THEN cash_difference - ? ELSE cash_difference END",
      'updated_at = ?',
    ].join(', ')}
      WHERE id = ? RETURNING status`,
    [
      ...columns.map(([, value]) => value),
      cash,
      cash,
      timestampBinding(DateTime.utc(), trx.dialect.name),
      sessionId,
    ]
  )
  const [row] = returnedRows<{ status: string }>(result)
  return { late: row?.status === 'closed' }
}
