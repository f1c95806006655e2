import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { SortOrders } from '#support/list_scopes'
import PaginationTransformer from '#transformers/pagination_transformer'

/** Rows on a page of every list screen. */
export const LIST_PAGE_SIZE = 25

/**
 * How many rows past a page's start are counted. Counting every one of a
 * million orders on each page cost 0.4 to 1 s; a list this long says "more
 * than" instead, and its pages reach on as the user goes deeper.
 */
export const COUNT_CAP = 10_000

/**
 * Where a list's page stands; `more` when rows go on past `total`, which
 * then was not counted to the end. `first` and `last` are the keys of the
 * page's first and last rows when the list can seek: the links to the pages
 * either side carry them (`?before=`, `?after=`).
 */
export interface PagePosition {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
  more: boolean
  first?: number
  last?: number
}

/**
 * A list's order, for keyset pagination ("the page after this row"): its
 * columns, all ascending or all descending, none ever null, the last one
 * unique. `after` or `before` names the row, by key, that the page follows
 * or precedes.
 */
export interface Seek {
  order: SortOrders[string]
  after?: number
  before?: number
}

type ListQuery<Row extends LucidRow> = ModelQueryBuilderContract<LucidModel, Row>

/** Whether every column of an order runs the same way, so one row-value comparison seeks it. */
function seekable(order: Seek['order']) {
  return order.every(([, direction]) => direction === order[0][1])
}

/**
 * The list's rows that come after (`past`), from (`from`), or before
 * (`before`) the row `key` in the list's order: one row-value comparison
 * against that row, read through the list's own query, so a key outside
 * the user's branches or filters matches nothing. The index on the order's
 * columns answers it, however deep in the list the row is.
 */
function seekFrom<Row extends LucidRow>(
  query: ListQuery<Row>,
  seek: Seek,
  keyColumn: string,
  key: number,
  side: 'past' | 'from' | 'before'
) {
  const columns = seek.order.map(([column]) => column)
  const descending = seek.order[0][1] === 'desc'
  const operator = (
    descending ? { past: '<', from: '<=', before: '>' } : { past: '>', from: '>=', before: '<' }
  )[side]
  const anchor = query
    .clone()
    .clearSelect()
    .clearOrder()
    .clearLimit()
    .clearOffset()
    .where(keyColumn, key)
    .select(columns)
  // Lucid compiles a query builder among the bindings into a subquery, though its types list only values.
  const seeking = query
    .clone()
    .whereRaw(`(${columns.map(() => '??').join(', ')}) ${operator} (?)`, [
      ...columns,
      anchor as never,
    ])
  if (side !== 'before') return seeking
  // The rows just before the anchor are the first ones of the reversed order.
  seeking.clearOrder()
  for (const [column, direction] of seek.order) {
    seeking.orderBy(column, direction === 'desc' ? 'asc' : 'desc')
  }
  return seeking
}

/**
 * Rows matching `query` up to `limit`: a count that stops at the limit, so
 * it costs what the page costs however long the list.
 */
async function countUpTo(query: ModelQueryBuilderContract<LucidModel, LucidRow>, limit: number) {
  const rows = query
    .clone()
    .clearOrder()
    .clearLimit()
    .clearOffset()
    .clearSelect()
    .select(query.client.raw('1 AS counted'))
    .limit(limit)
  const [{ total }] = await query.client.query().from(rows.as('page_rows')).count('* as total')
  return Number(total)
}

/**
 * A page's rows. With `keyColumn`, a first query finds the page's keys
 * with nothing to read or compute per row but the order, and the rows are
 * then read whole for those keys only: a page deep in a long list skips
 * index entries instead of rows with their computed columns (the stocks
 * list's totals were summed for all 25,000 rows before page 1,000).
 */
function pageRows<Row extends LucidRow>(query: ListQuery<Row>, page: number, keyColumn?: string) {
  if (!keyColumn) return query.clone().forPage(page, LIST_PAGE_SIZE)
  return rowsKeyedBy(query, query.clone().forPage(page, LIST_PAGE_SIZE), keyColumn)
}

/** The rows of `query`, whole and in its order, whose keys `keySource` (a page of some order) picks. */
function rowsKeyedBy<Row extends LucidRow>(
  query: ListQuery<Row>,
  keySource: ListQuery<Row>,
  keyColumn: string
) {
  return query.clone().whereIn(keyColumn, keySource.clone().clearSelect().select(keyColumn))
}

/**
 * The page next to the one whose first or last row the link names,
 * sought through the order's index rather than by skipping rows: a page
 * 20,000 deep costs what the first one does. Nothing when the row is gone,
 * out of the list, or too near the start for a whole page before it (the
 * list changed since): the caller then counts pages from the start.
 */
async function soughtPage<Row extends LucidRow>(
  query: ListQuery<Row>,
  seek: Seek,
  keyColumn: string
) {
  const backwards = seek.after === undefined
  const sought = seekFrom(
    query,
    seek,
    keyColumn,
    (seek.after ?? seek.before)!,
    backwards ? 'before' : 'past'
  )
  const rows = await rowsKeyedBy(query, sought.limit(LIST_PAGE_SIZE), keyColumn)
  if (rows.length === 0 || (backwards && rows.length < LIST_PAGE_SIZE)) return null
  const firstKey = Number(rows[0].$primaryKeyValue)
  // Counted from the page's first row on, as far as a count from the list's start would reach past it.
  const counted = await countUpTo(seekFrom(query, seek, keyColumn, firstKey, 'from'), COUNT_CAP + 1)
  return { rows, counted }
}

/**
 * One page of a list screen's query: its rows and the `meta` prop. Rows are
 * counted up to `COUNT_CAP` past the page's start. A page past the last
 * shows the last one, so a link kept while rows went away still shows rows.
 * Long lists pass their key column, to find a page's keys first.
 */
export async function paginate<Row extends LucidRow>(
  query: ListQuery<Row>,
  page = 1,
  options: { keyColumn?: string; seek?: Seek } = {}
) {
  const { keyColumn, seek } = options
  const canSeek = keyColumn !== undefined && seek !== undefined && seekable(seek.order)
  const limit = (page - 1) * LIST_PAGE_SIZE + COUNT_CAP + 1
  const sought =
    canSeek && page > 1 && (seek.after ?? seek.before) !== undefined
      ? await soughtPage(query, seek, keyColumn)
      : null
  const counted = sought
    ? (page - 1) * LIST_PAGE_SIZE + sought.counted
    : await countUpTo(query, limit)
  const more = counted === limit
  const total = more ? limit - 1 : counted
  const lastPage = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  const currentPage = Math.min(page, lastPage)
  const rows = sought?.rows ?? (total === 0 ? [] : await pageRows(query, currentPage, keyColumn))
  const position: PagePosition = { total, perPage: LIST_PAGE_SIZE, currentPage, lastPage, more }
  if (canSeek && rows.length > 0) {
    position.first = Number(rows[0].$primaryKeyValue)
    position.last = Number(rows[rows.length - 1].$primaryKeyValue)
  }
  return { rows, meta: new PaginationTransformer(position).toObject() }
}

/** The seek of a list sorted by one of its `orders` (without `?sort=`, the first), as its query string asks. */
export function seekOf<Orders extends SortOrders>(
  orders: Orders,
  query: { sort?: keyof Orders; after?: number; before?: number }
): Seek {
  const [fallback] = Object.keys(orders)
  return { order: orders[query.sort ?? fallback], after: query.after, before: query.before }
}
