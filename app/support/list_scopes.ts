import { scope } from '@adonisjs/lucid/orm'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { likePattern, whereTextMatches, type SearchedTable } from '#support/search'
import { dayPeriod } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'

/** The `?status=` filter of lists whose records are archived rather than deleted. */
export const ACTIVE_STATUSES = ['active', 'inactive'] as const

export type ActiveStatus = (typeof ACTIVE_STATUSES)[number]

/** Columns and directions, in order; each list ends on a unique column so pages never overlap. */
export type SortOrders = Record<
  string,
  readonly (readonly [column: string, direction: 'asc' | 'desc'])[]
>

/** `withStatus(status)`: active or archived records, every record without a status. */
export const activeStatusScope = () =>
  scope((query, status?: ActiveStatus) => {
    if (status) query.where('is_active', status === 'active')
  })

/** `sortedBy(sort)` over a list's named orders; without a sort, the first order. */
export const sortScope = <Orders extends SortOrders>(orders: Orders) =>
  scope((query, sort?: keyof Orders) => {
    const [fallback] = Object.keys(orders)
    for (const [column, direction] of orders[sort ?? fallback]) query.orderBy(column, direction)
  })

/** The names of a list's orders, for its validator. */
export const sortNames = <Orders extends SortOrders>(orders: Orders) =>
  Object.keys(orders) as [keyof Orders & string, ...(keyof Orders & string)[]]

/**
 * `search(words)`: the words anywhere in any of `columns`, case-blind, with
 * LIKE's wildcards taken literally; every row without words.
 */
export const searchScope = (columns: readonly [string, ...string[]]) =>
  scope((query, words?: string) => {
    if (!words) return
    const like = likePattern(words)
    query.where((inner) => {
      for (const column of columns) inner.orWhereILike(column, like)
    })
  })

/**
 * `search(words)` over a table with a trigram index (`TEXT_SEARCH_COLUMNS`):
 * the words anywhere in its searched columns, found through the index;
 * every row without words.
 */
export const indexedSearchScope = (table: SearchedTable) =>
  scope((query, words?: string) => {
    if (!words) return
    whereTextMatches(query, { table, words, dialect: query.client.dialect.name })
  })

/**
 * `rankedByMatch(words)`: the best matches of a search first. A column equal
 * to the words comes first, then one that starts with them, then one with a
 * word that starts with them, then the rest ("cola" finds "Cola 330 ml Can"
 * before "Chocolate Bar"). Case-blind; every row ranks alike without words.
 */
export const matchRankScope = (columns: readonly [string, ...string[]]) =>
  scope((query, words?: string) => {
    const needle = words?.trim().toLowerCase()
    if (!needle) return
    const position = query.client.dialect.name === 'postgres' ? 'strpos' : 'instr'
    const anyColumn = (test: (column: string) => string) =>
      columns.map((column) => test(`lower(${column})`)).join(' OR ')
    query.orderByRaw(
      `CASE WHEN ${anyColumn((column) => `${column} = ?`)} THEN 0
        WHEN ${anyColumn((column) => `substr(${column}, 1, ${needle.length}) = ?`)} THEN 1
        WHEN ${anyColumn((column) => `${position}(' ' || ${column}, ?) > 0`)} THEN 2
        ELSE 3 END`,
      [
        ...columns.map(() => needle),
        ...columns.map(() => needle),
        ...columns.map(() => ` ${needle}`),
      ]
    )
  })

/**
 * A list's `from` and `to` business days, each whole in the shop's time
 * zone, applied to a timestamp column: `from` at its local midnight, `to`
 * up to the next one.
 */
export function withinDays(
  query: ModelQueryBuilderContract<LucidModel>,
  column: string,
  days: { from?: string; to?: string },
  timezone: string
) {
  const dialect = query.client.dialect.name
  if (days.from) {
    query.where(column, '>=', timestampBinding(dayPeriod(days.from, timezone).start, dialect))
  }
  if (days.to) {
    query.where(column, '<', timestampBinding(dayPeriod(days.to, timezone).end, dialect))
  }
}
