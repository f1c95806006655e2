import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PagePosition } from '#support/pagination'

/** A list page's position, as every list screen's `meta` prop carries it. */
export default class PaginationTransformer extends BaseTransformer<PagePosition> {
  toObject() {
    const { total, perPage, currentPage, lastPage, more } = this.resource
    return { total, perPage, currentPage, lastPage, more }
  }
}
