import Customer from '#models/customer'
import Order from '#models/order'
import Product from '#models/product'
import type User from '#models/user'
import { BranchScope } from '#services/platform/branch_scope'
import { whereTextMatches } from '#support/search'
import { PROVISIONAL_REF_PATTERN } from '#common/offline_sales'

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

/**
 * An order number as typed or scanned, in any case, with or without its
 * branch's code and zeros: `DTN-000263`, `dtn-263`, `263`, or a start such
 * as `DTN-0000`. Its branch code, if any, and its digits.
 */
const ORDER_NUMBER = /^(?:([A-Za-z0-9]{1,10})-)?(\d{1,6})$/

/** Digits of an order number as numbers are written: six of them, zero-padded. */
const ORDER_DIGITS = 6

/**
 * The orders of the scope's branches whose number `words` names:
 * the numbers it spells out in full first (`263` is 263 at each branch),
 * then numbers holding its digits (after its branch code, if given),
 * newest first; or the sale made offline whose provisional reference it is.
 */
async function ordersNumbered(scope: BranchScope, words: string) {
  // A pending receipt's reference, scanned or typed: the one sale made offline that carries it.
  const reference = words.toUpperCase()
  if (PROVISIONAL_REF_PATTERN.test(reference)) {
    return scope.restrict(Order.query()).where('provisional_ref', reference).preload('customer')
  }
  const parts = ORDER_NUMBER.exec(words)
  if (!parts) return undefined
  const code = parts[1]?.toUpperCase()
  const digits = parts[2]
  const whole = digits.padStart(ORDER_DIGITS, '0')
  // Numbers holding `000263` are those holding `263`; `0000` alone is kept as typed.
  const held = digits.replace(/^0+/, '') || digits
  const codes = code ? [code] : scope.branches.map((branch) => branch.code)
  const exact = Number(digits) > 0 ? codes.map((each) => `${each}-${whole}`) : []
  const found = (query = Order.query()) =>
    scope.restrict(query).whereNotNull('number').preload('customer')
  const named = exact.length ? await found().whereIn('number', exact).orderBy('id', 'desc') : []
  const orders = Order.query()
  const holding = await found(orders)
    .whereNotIn(
      'id',
      named.map((order) => order.id)
    )
    // The index finds the numbers holding the digits; LIKE keeps those of the branch typed.
    .where((inner) =>
      whereTextMatches(inner, {
        table: 'orders',
        words: held,
        dialect: orders.client.dialect.name,
      })
    )
    // The pattern admits no LIKE wildcard: letters, digits and one hyphen.
    .whereLike('number', code ? `${code}-%${held}%` : `%-%${held}%`)
    .orderBy('id', 'desc')
    .limit(SEARCH_GROUP_LIMIT)
  return [...named, ...holding].slice(0, SEARCH_GROUP_LIMIT)
}

/**
 * Products and customers matching `query` through their `search` scopes,
 * within what the user's role lets them see. Exact and prefix matches
 * first, then active records, then by name; erased customers are never
 * found. Something shaped like an order number also finds the
 * orders of the user's branches that it names.
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
  if (user.can('orders.view')) {
    const orders = await ordersNumbered(await BranchScope.of(user), words)
    if (orders) results.orders = orders
  }
  return results
}
