import Product, { PRODUCT_ORDERS } from '#models/product'
import type { productIndexValidator } from '#validators/product'
import type { Infer } from '@vinejs/vine/types'
import { paginate, seekOf } from '#support/pagination'

/** The list's search, filters and sort, shared by the page and the export. */
export function productListQuery(filters: Infer<typeof productIndexValidator>) {
  return Product.query().apply((scopes) => {
    scopes.search(filters.search)
    scopes.inCategory(filters.category)
    scopes.withStatus(filters.status)
    scopes.sortedBy(filters.sort)
  })
}

/** One page of the products list. */
export function productListPage(filters: Infer<typeof productIndexValidator>) {
  return paginate(productListQuery(filters), filters.page, {
    keyColumn: 'products.id',
    seek: seekOf(PRODUCT_ORDERS, filters),
  })
}
