import Customer from '#models/customer'
import Order from '#models/order'
import Product from '#models/product'
import type User from '#models/user'
import { BranchScope } from '#services/branch_scope'
import { whereTextMatches } from '#support/search'

/** Results per group: the header shows a handful, the list screens show the rest. */
export const SEARCH_GROUP_LIMIT = 5

/** Fewer characters than this match too much to be useful, so nothing is looked up. */
export const SEARCH_MIN_LENGTH = 2

/** What the header search found, per area; an area the user may not see is left out. */
export interface GlobalSearchResults {
  products?: Product[]
  customers?: Customer[]
  orders?: Order[]
}

/** An order number as typed or scanned: `DTN-000012`, or its start `DTN-0000`. */
const ORDER_NUMBER = /^[A-Za-z0-9]{1,10}-\d{1,6}$/

/**
 * Products and customers matching `query` through their `search` scopes,
 * within what the user's role lets them see. Exact and prefix matches
 * first, then active records, then by name; erased customers are never
 * found. Something shaped like an order number also finds the completed
 * orders of the user's branches that start with it, newest first.
 */
export async function globalSearch(user: User, query: string): Promise<GlobalSearchResults> {
  const words = query.trim()
  const results: GlobalSearchResults = {}
  if (words.length < SEARCH_MIN_LENGTH) return results

  if (user.can('products.view')) {
    results.products = await Product.query()
      .apply((scopes) => {
        scopes.search(words)
        scopes.rankedByMatch(words)
      })
      .orderBy('is_active', 'desc')
      .orderBy('name')
      .orderBy('id')
      .limit(SEARCH_GROUP_LIMIT)
  }
  if (user.can('customers.view')) {
    results.customers = await Customer.query()
      .apply((scopes) => {
        scopes.search(words)
        scopes.rankedByMatch(words)
      })
      .whereNull('erased_at')
      .orderBy('is_active', 'desc')
      .orderBy('name')
      .orderBy('id')
      .limit(SEARCH_GROUP_LIMIT)
  }
  if (user.can('orders.view') && ORDER_NUMBER.test(words)) {
    const scope = await BranchScope.of(user)
    const orders = Order.query()
    results.orders = await scope
      .restrict(orders)
      .whereNotNull('number')
      // The index finds the numbers holding the words; LIKE keeps those that start with them.
      .where((found) =>
        whereTextMatches(found, { table: 'orders', words, dialect: orders.client.dialect.name })
      )
      // The pattern admits no LIKE wildcard: letters, digits and one hyphen.
      .whereLike('number', `${words.toUpperCase()}%`)
      .preload('customer')
      .orderBy('id', 'desc')
      .limit(SEARCH_GROUP_LIMIT)
  }
  return results
}
