import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { filedTotals, SESSION_TOTAL_COLUMNS } from '#services/tills/session_verify'
import { dayPeriod } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'
import { returnedRows } from '#support/returned_rows'

/** The float each generated session opens with. */
const FLOAT = 10_000
/** One session in this many is counted short, by this much. */
const SHORT_EVERY = 9
const SHORT_BY = 250

/**
 * The benchmark's tills: one per branch ("Front"), and a session on it for
 * every business day of the history, opened at the day's start and closed
 * at its end, counted, numbered without gaps, with that day's sales, voids
 * and returns of the branch filed in it and its running totals the sums of
 * what was filed (so `rollups:verify` accepts them). Written after the
 * history, from the orders, so data generated before the benchmark had
 * tills gets them the same way. Does nothing where a session exists.
 */
export async function addTillSessions(client: QueryClientContract, zone: string) {
  const any = await client.from('till_sessions').select('id').first()
  if (any) return 0
  const dialect = client.dialect.name
  const stamp = (instant: DateTime) => timestampBinding(instant, dialect)
  const now = stamp(DateTime.utc())
  const admin = await client.from('users').where('email', 'admin@demo.test').firstOrFail()
  // Every branch, every day from the first day sold to the last: a day may sell nothing.
  const range = await client
    .from('sales_branch_days')
    .min('day as first')
    .max('day as last')
    .first()
  if (!range?.first) return 0
  const branchRows: { id: number }[] = await client.from('branches').orderBy('id').select('id')
  const branches = branchRows.map((row) => Number(row.id))
  const dayList: string[] = []
  const last = DateTime.fromISO(range.last, { zone: 'utc' })
  for (let day = DateTime.fromISO(range.first, { zone: 'utc' }); day <= last;) {
    dayList.push(day.toISODate()!)
    day = day.plus({ days: 1 })
  }
  const days = branches.flatMap((branchId) => dayList.map((day) => ({ day, branch_id: branchId })))
  const tills = new Map<number, { id: number; code: string }>()
  for (const branchId of branches) {
    const code = `FRONT${branchId}`
    const [till] = returnedRows<{ id: number }>(
      await client.rawQuery(
        `INSERT INTO tills (branch_id, name, code, is_active, next_z_seq, created_at, updated_at)
         VALUES (?, 'Front', ?, ?, 1, ?, ?) RETURNING id`,
        [branchId, code, true, now, now]
      )
    )
    tills.set(branchId, { id: Number(till.id), code })
  }

  const sequence = new Map<number, number>()
  const rows = days.map((row, index) => {
    const branchId = Number(row.branch_id)
    const till = tills.get(branchId)!
    const z = (sequence.get(branchId) ?? 0) + 1
    sequence.set(branchId, z)
    const period = dayPeriod(row.day, zone)
    return {
      till_id: till.id,
      branch_id: branchId,
      status: 'closed',
      open_key: `bench-open-${index + 1}`,
      opened_by: admin.id,
      opened_at: stamp(period.start),
      opening_float: FLOAT,
      float_source: 'counted',
      close_key: `bench-close-${index + 1}`,
      closed_by: admin.id,
      closed_at: stamp(period.end.minus({ seconds: 1 })),
      z_number: `Z-${till.code}-${String(z).padStart(6, '0')}`,
      created_at: now,
      updated_at: now,
    }
  })
  for (let start = 0; start < rows.length; start += 500) {
    await client.table('till_sessions').multiInsert(rows.slice(start, start + 500))
  }
  for (const [branchId, lastZ] of sequence) {
    await client
      .from('tills')
      .where('id', tills.get(branchId)!.id)
      .update({ next_z_seq: lastZ + 1 })
  }

  // Each sale, void and return into the session of its branch open at its time: the
  // last one opened before it, found backwards through the (branch, opened) index.
  const within = (column: string, branch: string) =>
    `(SELECT s.id FROM till_sessions s WHERE s.branch_id = ${branch}
       AND s.opened_at <= ${column} AND s.closed_at >= ${column}
       ORDER BY s.opened_at DESC LIMIT 1)`
  await client.rawQuery(
    `UPDATE orders SET till_session_id = ${within('orders.completed_at', 'orders.branch_id')}
     WHERE completed_at IS NOT NULL`
  )
  await client.rawQuery(
    `UPDATE orders SET void_session_id = ${within('orders.voided_at', 'orders.branch_id')}
     WHERE voided_at IS NOT NULL`
  )
  await client.rawQuery(
    `UPDATE returns SET till_session_id = ${within('returns.created_at', 'returns.branch_id')}`
  )

  // The running totals of what was filed, and each close's count.
  const totals = await filedTotals(client)
  const sessions: { id: number }[] = await client.from('till_sessions').select('id').orderBy('id')
  for (const [index, session] of sessions.entries()) {
    const filed = totals.get(Number(session.id)) ?? {}
    const figures = Object.fromEntries(
      SESSION_TOTAL_COLUMNS.map((column) => [column, filed[column] ?? 0])
    )
    const expected =
      FLOAT +
      figures.cash_sales -
      figures.cash_refunds -
      figures.cash_voided +
      figures.cash_in -
      figures.cash_out
    const difference = index % SHORT_EVERY === 0 ? -SHORT_BY : 0
    await client
      .from('till_sessions')
      .where('id', session.id)
      .update({
        ...figures,
        expected_cash: expected,
        counted_cash: expected + difference,
        cash_difference: difference,
      })
  }
  return sessions.length
}
