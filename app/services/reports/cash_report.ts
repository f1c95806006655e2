import db from '@adonisjs/lucid/services/db'
import { dayPeriod, dayStartsOf } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'
import { sortRows, type ReportFilter } from '#services/reports/report_source'
import type { DayRange } from '#common/report_periods'

/** What a row of the cash report stands for: a business day, a branch, a till or a cashier. */
export const CASH_REPORT_DIMENSIONS = ['day', 'branch', 'till', 'cashier'] as const
export type CashReportDimension = (typeof CASH_REPORT_DIMENSIONS)[number]

const FIGURES = [
  'sessions',
  'withDifference',
  'cashIn',
  'cashOut',
  'expected',
  'counted',
  'difference',
] as const
type Figures = Record<(typeof FIGURES)[number], number>

export const CASH_SORTS = ['name', ...FIGURES] as const

function emptyFigures(): Figures {
  return {
    sessions: 0,
    withDifference: 0,
    cashIn: 0,
    cashOut: 0,
    expected: 0,
    counted: 0,
    difference: 0,
  }
}

/** What the report reads of a closed session: its keys, its closing instant (ms) and its cash. */
interface SessionRow {
  branchId: number
  tillId: number
  openedBy: number
  closedAt: number
  cashIn: number
  cashOut: number
  expectedCash: number | null
  countedCash: number | null
  cashDifference: number | null
}

const numberOrNull = (value: unknown) => (value === null ? null : Number(value))

/** A stored row as numbers; SQLite keeps a UTC timestamp as `yyyy-MM-dd HH:mm:ss` text. */
function sessionOf(row: Record<string, unknown>): SessionRow {
  const closed = row.closed_at
  return {
    branchId: Number(row.branch_id),
    tillId: Number(row.till_id),
    openedBy: Number(row.opened_by),
    closedAt:
      closed instanceof Date
        ? closed.getTime()
        : Date.parse(`${String(closed).replace(' ', 'T')}Z`),
    cashIn: Number(row.cash_in),
    cashOut: Number(row.cash_out),
    expectedCash: numberOrNull(row.expected_cash),
    countedCash: numberOrNull(row.counted_cash),
    cashDifference: numberOrNull(row.cash_difference),
  }
}

/**
 * The business day of an instant within the range: the days' first
 * instants worked out once (`dayStartsOf`), then found by bisection, where
 * converting every session's instant to the zone took most of a two-year report.
 */
function businessDays(range: DayRange, zone: string) {
  const starts = dayStartsOf(range, zone)
  return (instant: number) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (starts[middle].at <= instant) low = middle
      else high = middle - 1
    }
    return starts[low].day
  }
}

function add(into: Figures, session: SessionRow) {
  into.sessions += 1
  if (session.cashDifference !== 0) into.withDifference += 1
  into.cashIn += session.cashIn
  into.cashOut += session.cashOut
  into.expected += session.expectedCash ?? 0
  into.counted += session.countedCash ?? 0
  into.difference += session.cashDifference ?? 0
}

async function namesOf(dimension: CashReportDimension, ids: number[]) {
  const names = new Map<number, string>()
  if (dimension === 'day' || ids.length === 0) return names
  const rows =
    dimension === 'branch'
      ? await db.from('branches').whereIn('id', ids).select('id', 'name')
      : dimension === 'till'
        ? await db
            .from('tills')
            .join('branches', 'branches.id', 'tills.branch_id')
            .whereIn('tills.id', ids)
            .select('tills.id', db.raw(`tills.name || ' · ' || branches.name as name`))
        : await db.from('users').whereIn('id', ids).select('id', 'name')
  for (const row of rows) names.set(Number(row.id), String(row.name))
  return names
}

/**
 * The cash report: the till sessions closed in the range (by the business
 * day of their close, when the cash was counted), within the user's
 * branches, one row per day, branch, till or cashier (who opened the
 * session): how many sessions and how many of them counted a difference,
 * the cash paid in and out, the expected and counted cash and their
 * difference (counted − expected, short below zero), read from the figures
 * each session stored at its close. The chart is the difference per day.
 */
export async function cashReport(
  filter: ReportFilter,
  range: DayRange,
  zone: string,
  dimension: CashReportDimension,
  sort?: string
) {
  const dialect = db.connection().dialect.name
  // Plain rows, not models: two years of sessions at twenty branches are 14,600 rows.
  const query = db
    .from('till_sessions')
    .where('status', 'closed')
    .where('closed_at', '>=', timestampBinding(dayPeriod(range.from, zone).start, dialect))
    .where('closed_at', '<', timestampBinding(dayPeriod(range.to, zone).end, dialect))
    .select(
      'branch_id',
      'till_id',
      'opened_by',
      'closed_at',
      'cash_in',
      'cash_out',
      'expected_cash',
      'counted_cash',
      'cash_difference'
    )
  filter.scope.restrict(query, 'branch_id')
  if (filter.branchId) query.where('branch_id', filter.branchId)
  const stored: Record<string, unknown>[] = await query
  const sessions = stored.map(sessionOf)

  const dayOf = businessDays(range, zone)
  const keyOf = (session: SessionRow): string | number => {
    if (dimension === 'day') return dayOf(session.closedAt)
    if (dimension === 'branch') return session.branchId
    if (dimension === 'till') return session.tillId
    return session.openedBy
  }
  const groups = new Map<string | number, Figures>()
  const days = new Map<string, number>()
  const totals = emptyFigures()
  for (const session of sessions) {
    const key = keyOf(session)
    const group = groups.get(key) ?? emptyFigures()
    groups.set(key, group)
    add(group, session)
    add(totals, session)
    const day = dayOf(session.closedAt)
    days.set(day, (days.get(day) ?? 0) + (session.cashDifference ?? 0))
  }
  const names = await namesOf(
    dimension,
    [...groups.keys()].filter((key): key is number => typeof key === 'number')
  )
  const rows = [...groups.entries()].map(([key, figures]) => ({
    id: String(key),
    name: typeof key === 'string' ? key : (names.get(key) ?? ''),
    ...figures,
  }))
  const chartDays = [...days.keys()].sort()
  return {
    rows: sortRows(rows, sort, CASH_SORTS, 'name', 'name'),
    totals,
    chart: { days: chartDays, difference: chartDays.map((day) => days.get(day)!) },
  }
}
