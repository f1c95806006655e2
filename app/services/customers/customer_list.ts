import Customer, { CUSTOMER_ORDERS } from '#models/customer'
import Order from '#models/order'
import type { BranchScope } from '#services/platform/branch_scope'
import { referencesToEach } from '#services/platform/references'
import { customerFigures } from '#services/customers/customer_figures'
import type { customerIndexValidator } from '#validators/customer'
import type { Infer } from '@vinejs/vine/types'
import { paginate, seekOf } from '#support/pagination'

/** The customer's page lists their latest sales; the orders list has the rest. */
const RECENT_ORDERS = 10

/** The list's search, filter and sort, shared by the page and the export. */
export function customerListQuery(filters: Infer<typeof customerIndexValidator>) {
  return Customer.query().apply((scopes) => {
    scopes.search(filters.search)
    scopes.withStatus(filters.status)
    scopes.sortedBy(filters.sort)
  })
}

/** One page of the customers list. */
export function customerListPage(filters: Infer<typeof customerIndexValidator>) {
  return paginate(customerListQuery(filters), filters.page, {
    keyColumn: 'customers.id',
    seek: seekOf(CUSTOMER_ORDERS, filters),
  })
}

/** What refers to each customer (while nothing does, they may be deleted) and their purchases at the scope's branches. */
export async function customerDetails(customers: Customer[], scope: BranchScope) {
  const ids = customers.map((customer) => customer.id)
  const references = await referencesToEach('customer', ids)
  const figures = await customerFigures(ids, scope)
  return { references, figures }
}

/** The customer's latest sales at the scope's branches, newest first. */
export function recentOrdersOf(customer: Customer, scope: BranchScope) {
  return scope
    .restrict(Order.query().withScopes((scopes) => scopes.sold()))
    .where('customer_id', customer.id)
    .preload('branch')
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_ORDERS)
}
