import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import PaginationTransformer from '#transformers/pagination_transformer'

/** Rows on a page of every list screen. */
export const LIST_PAGE_SIZE = 25

/**
 * How many rows past a page's start are counted. Counting every one of a
 * million orders on each page cost 0.4 to 1 s; a list this long says "more
 * than" instead, and its pages reach on as the user goes deeper.
 */
export const COUNT_CAP = 10_000

/** Where a list's page stands; `more` when rows go on past `total`, which then was not counted to the end. */
export interface PagePosition {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
  more: boolean
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
function pageRows<Row extends LucidRow>(
  query: ModelQueryBuilderContract<LucidModel, Row>,
  page: number,
  keyColumn?: string
) {
  if (!keyColumn) return query.clone().forPage(page, LIST_PAGE_SIZE)
  const keys = query.clone().clearSelect().select(keyColumn).forPage(page, LIST_PAGE_SIZE)
  return query.clone().whereIn(keyColumn, keys)
}

/**
 * One page of a list screen's query: its rows and the `meta` prop. Rows are
 * counted up to `COUNT_CAP` past the page's start. A page past the last
 * shows the last one, so a link kept while rows went away still shows rows.
 * Long lists pass their key column, to find a page's keys first.
 */
export async function paginate<Row extends LucidRow>(
  query: ModelQueryBuilderContract<LucidModel, Row>,
  page = 1,
  options: { keyColumn?: string } = {}
) {
  const limit = (page - 1) * LIST_PAGE_SIZE + COUNT_CAP + 1
  const counted = await countUpTo(query, limit)
  const more = counted === limit
  const total = more ? limit - 1 : counted
  const lastPage = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  const currentPage = Math.min(page, lastPage)
  const rows = total === 0 ? [] : await pageRows(query, currentPage, options.keyColumn)
  const position: PagePosition = { total, perPage: LIST_PAGE_SIZE, currentPage, lastPage, more }
  return { rows, meta: new PaginationTransformer(position).toObject() }
}
