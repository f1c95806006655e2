import db from '@adonisjs/lucid/services/db'
import type { BranchScope } from '#services/platform/branch_scope'
import { ROLLUPS, type RollupName } from '#services/reports/rollups'
import { periodOf, periodsOf, type DayRange, type ReportGroup } from '#common/report_periods'
import { divideRounded } from '#common/rounding'

/** What every report reads: the user's branches, perhaps narrowed to one, over a range of business days. */
export interface ReportFilter {
  scope: BranchScope
  /** One branch of the scope, or every branch of it. */
  branchId?: number
}

/** Sums of rollup columns, by column name. */
export type Sums = Record<string, number>

/**
 * A rollup's rows within the user's branches (and the chosen one) and the
 * range of days. Reports read only the rollups, never the orders.
 */
export function rollupRows(name: RollupName, filter: ReportFilter, range: DayRange) {
  const { table } = ROLLUPS[name]
  const query = db
    .from(table)
    .where(`${table}.day`, '>=', range.from)
    .where(`${table}.day`, '<=', range.to)
  filter.scope.restrict(query, `${table}.branch_id`)
  if (filter.branchId) query.where(`${table}.branch_id`, filter.branchId)
  return query
}

/** `sum(column) as column` for each column of a rollup, qualified by its table. */
export function sumsOf(name: RollupName, columns: readonly string[]) {
  const { table } = ROLLUPS[name]
  return columns.map((column) => db.raw(`coalesce(sum(${table}.${column}), 0) as ${column}`))
}

/** Reads the named sums of each row as numbers (PostgreSQL returns them as numerics). */
export function numbersOf(row: Record<string, unknown>, columns: readonly string[]): Sums {
  return Object.fromEntries(columns.map((column) => [column, Number(row[column] ?? 0)]))
}

/** The sums of a rollup's columns over a range, per business day. */
export async function dailySums(
  name: RollupName,
  columns: readonly string[],
  filter: ReportFilter,
  range: DayRange
) {
  const rows = await rollupRows(name, filter, range)
    .groupBy(`${ROLLUPS[name].table}.day`)
    .select(`${ROLLUPS[name].table}.day`)
    .select(...sumsOf(name, columns))
  return new Map(rows.map((row) => [String(row.day), numbersOf(row, columns)]))
}

/** The sums of a rollup's columns over a whole range. */
export async function rangeSums(
  name: RollupName,
  columns: readonly string[],
  filter: ReportFilter,
  range: DayRange
): Promise<Sums> {
  const [row] = await rollupRows(name, filter, range).select(...sumsOf(name, columns))
  return numbersOf(row ?? {}, columns)
}

/** Daily sums added up per day, week or month of the range, every period present (zero when quiet). */
export function byPeriod(
  daily: Map<string, Sums>,
  columns: readonly string[],
  range: DayRange,
  group: ReportGroup
) {
  const periods = new Map<string, Sums>(
    periodsOf(range, group).map((period) => [
      period,
      Object.fromEntries(columns.map((column) => [column, 0])),
    ])
  )
  for (const [day, sums] of daily) {
    const into = periods.get(periodOf(day, group))
    if (!into) continue
    for (const column of columns) into[column] += sums[column]
  }
  return [...periods.entries()].map(([period, sums]) => ({ period, sums }))
}

/** An amount per count (an average order), rounded half away from zero; none for no count. */
export function average(amount: number, count: number) {
  return count === 0 ? null : divideRounded(amount, count)
}

/**
 * Rows in a table's order: `key` ascending or `key_desc` descending, over
 * the columns it allows, ties broken by `tie` so the order is stable; an
 * unknown sort falls back to `fallback`.
 */
export function sortRows<Row extends Record<string, unknown>>(
  rows: Row[],
  sort: string | undefined,
  allowed: readonly (keyof Row & string)[],
  fallback: string,
  tie: keyof Row & string
) {
  const chosen = parseSort(sort, allowed) ?? parseSort(fallback, allowed)!
  const value = (row: Row, key: string) => row[key] as number | string | null
  const compare = (a: Row, b: Row, key: string) => {
    const left = value(a, key)
    const right = value(b, key)
    if (left === right) return 0
    // Rows without a figure (a margin without revenue) sort last either way.
    if (left === null) return 1
    if (right === null) return -1
    return left < right ? -1 : 1
  }
  return [...rows].sort((a, b) => {
    const primary = compare(a, b, chosen.key)
    if (primary !== 0) return chosen.descending ? -primary : primary
    return compare(a, b, tie)
  })
}

/** `net_desc` as `{ key: 'net', descending: true }`, when the key is allowed. */
export function parseSort<Key extends string>(sort: string | undefined, allowed: readonly Key[]) {
  if (!sort) return null
  const descending = sort.endsWith('_desc')
  const key = (descending ? sort.slice(0, -'_desc'.length) : sort) as Key
  return allowed.includes(key) ? { key, descending } : null
}
