import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PagePosition } from '#support/pagination'

/** A list page's position, as every list screen's `meta` prop carries it. */
export default class PaginationTransformer extends BaseTransformer<PagePosition> {
  toObject() {
    const { total, perPage, currentPage, lastPage, more, first, last } = this.resource
    return {
      total,
      perPage,
      currentPage,
      lastPage,
      more,
      // Only a list that seeks its pages has them; the links either side carry them.
      ...(first !== undefined && last !== undefined && { first, last }),
    }
  }
}
