import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import Order, { ORDER_LIST_ORDERS } from '#models/order'
import SaleReturn, { RETURN_LIST_ORDERS } from '#models/sale_return'
import User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'
import type { orderIndexValidator } from '#validators/order'
import type { returnIndexValidator } from '#validators/return'
import { paginate, seekOf } from '#support/pagination'
import { PROVISIONAL_REF_PATTERN } from '#common/offline_sales'

/**
 * The orders of the user's branches that the list's filters keep, in its
 * order, with only the columns of their relations that the rows and the
 * export show: hydrating whole users, customers and branches (timestamps
 * parsed) was the list's largest cost after SQLite itself.
 */
export function orderListQuery(
  scope: BranchScope,
  filters: Infer<typeof orderIndexValidator>,
  timezone: string
) {
  scope.branchFilter(filters.branch)
  return scope
    .restrict(Order.query(), 'orders.branch_id')
    .apply((scopes) => {
      scopes.checkedOut()
      scopes.filtered(filters, timezone)
      scopes.sortedBy(filters.sort, filters.search)
    })
    .preload('branch', (branch) => branch.select('id', 'code', 'name'))
    .preload('seller', (seller) => seller.select('id', 'name'))
    .preload('customer', (customer) => customer.select('id', 'name'))
    .preload('payments', (payments) => payments.select('id', 'order_id', 'method'))
}

/** One page of the orders list, with the sellers it filters by. */
export async function orderListPage(
  scope: BranchScope,
  filters: Infer<typeof orderIndexValidator>,
  timezone: string
) {
  const { rows, meta } = await paginate(orderListQuery(scope, filters, timezone), filters.page, {
    keyColumn: 'orders.id',
    seek: seekOf(ORDER_LIST_ORDERS, filters),
  })
  return { rows, meta, sellers: await sellersAt(scope) }
}

/**
 * The sellers the orders list filters by: whoever sold at one of the user's
 * branches. One index probe per user, where a DISTINCT over the orders read
 * them all (a million).
 */
function sellersAt(scope: BranchScope) {
  return User.query()
    .whereExists((sold) => {
      scope
        .restrict(sold.from('orders').whereColumn('orders.seller_id', 'users.id'), 'branch_id')
        .select(db.raw('1'))
    })
    .select('id', 'name')
    .orderBy('name')
    .orderBy('id')
    .pojo<{ id: number; name: string }>()
}

/** An order of the user's branches with everything its receipt shows; another branch's is missing. */
export async function receiptOf(scope: BranchScope, id: unknown) {
  const found = await scope.findOrFail(Order, id)
  const order = await Order.query()
    .where('id', found.id)
    .preload('branch')
    .preload('seller')
    .preload('customer')
    .preload('voider')
    .preload('voidApprover')
    .preload('approver')
    .preload('lines')
    .preload('payments')
    .firstOrFail()
  const returns = await SaleReturn.query()
    .where('order_id', order.id)
    .preload('user')
    .preload('approver')
    .orderBy('id')
  return { order, returns }
}

/**
 * The returns of the user's branches that the list's filters keep, in its
 * order; of their relations, only what the rows and the export show.
 */
export function returnListQuery(
  scope: BranchScope,
  filters: Infer<typeof returnIndexValidator>,
  timezone: string
) {
  scope.branchFilter(filters.branch)
  return scope
    .restrict(SaleReturn.query(), 'returns.branch_id')
    .apply((scopes) => {
      scopes.filtered(filters, timezone)
      scopes.sortedBy(filters.sort)
    })
    .preload('order', (order) => order.select('id', 'number'))
    .preload('branch', (branch) => branch.select('id', 'code', 'name'))
    .preload('user', (user) => user.select('id', 'name'))
    .withAggregate('lines', (lines) => lines.sum('quantity').as('units'))
}

/** One page of the returns list. */
export function returnListPage(
  scope: BranchScope,
  filters: Infer<typeof returnIndexValidator>,
  timezone: string
) {
  return paginate(returnListQuery(scope, filters, timezone), filters.page, {
    keyColumn: 'returns.id',
    seek: seekOf(RETURN_LIST_ORDERS, filters),
  })
}

/**
 * The sale Returns / Create opens: by its id (from its receipt) or by the
 * number its receipt's barcode carries, within the user's branches; null
 * when neither was asked for or nothing matches.
 */
export function orderToReturn(scope: BranchScope, lookup: { orderId?: number; code?: string }) {
  if (lookup.orderId === undefined && !lookup.code) return null
  const query = scope.restrict(Order.query())
  if (lookup.orderId !== undefined) query.where('id', lookup.orderId)
  // A pending receipt made offline carries its provisional reference, kept on the order.
  else if (PROVISIONAL_REF_PATTERN.test(lookup.code!)) query.where('provisional_ref', lookup.code!)
  else query.where('number', lookup.code!)
  return query
    .preload('branch')
    .preload('seller')
    .preload('customer')
    .preload('voider')
    .preload('voidApprover')
    .preload('approver')
    .preload('lines')
    .preload('payments')
    .first()
}
