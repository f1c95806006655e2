import db from '@adonisjs/lucid/services/db'
import TillSession from '#models/till_session'
import { dayPeriod, localDay } from '#support/business_day'
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

function add(into: Figures, session: TillSession) {
  into.sessions += 1
  if (session.cashDifference !== 0) into.withDifference += 1
  into.cashIn += session.cashIn
  into.cashOut += session.cashOut
  into.expected += session.expectedCash ?? 0
  into.counted += session.countedCash ?? 0
  into.difference += session.cashDifference ?? 0
}

/** Names of the branches, tills (with their branch) and cashiers the rows stand for. */
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
  const query = TillSession.query()
    .where('status', 'closed')
    .where('closed_at', '>=', timestampBinding(dayPeriod(range.from, zone).start, dialect))
    .where('closed_at', '<', timestampBinding(dayPeriod(range.to, zone).end, dialect))
    .select(
      'id',
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
  const sessions = await query

  const keyOf = (session: TillSession): string | number => {
    if (dimension === 'day') return localDay(session.closedAt!, zone)
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
    const day = localDay(session.closedAt!, zone)
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
