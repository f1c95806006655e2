import type {
  LucidModel,
  LucidRow,
  ModelPaginatorContract,
  ModelQueryBuilderContract,
} from '@adonisjs/lucid/types/model'
import PaginationTransformer from '#transformers/pagination_transformer'

/** Rows on a page of every list screen. */
export const LIST_PAGE_SIZE = 25

/**
 * One page of a list screen's query: its rows and the `meta` prop. A page
 * past the last shows the last one, so a link kept while rows went away
 * still shows rows.
 */
export async function paginate<Row extends LucidRow>(
  query: ModelQueryBuilderContract<LucidModel, Row>,
  page = 1
) {
  const pageOf = (number: number) =>
    query.clone().paginate(number, LIST_PAGE_SIZE) as Promise<ModelPaginatorContract<Row>>
  let result = await pageOf(page)
  if (result.currentPage > result.lastPage) result = await pageOf(result.lastPage)
  return { rows: result.all(), meta: new PaginationTransformer(result).toObject() }
}
