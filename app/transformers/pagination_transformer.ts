import type { SimplePaginatorContract } from '@adonisjs/lucid/types/querybuilder'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A list page's position, as every list screen's `meta` prop carries it. */
export default class PaginationTransformer extends BaseTransformer<
  SimplePaginatorContract<unknown>
> {
  toObject() {
    const page = this.resource
    return {
      total: page.total,
      perPage: page.perPage,
      currentPage: page.currentPage,
      lastPage: page.lastPage,
    }
  }
}
