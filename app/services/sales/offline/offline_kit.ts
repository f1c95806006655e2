import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Product from '#models/product'
import type User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'

/** Products in one page of the offline catalogue. */
export const OFFLINE_CATALOGUE_PAGE = 1000

/** Customers a till keeps: the branch's most recent buyers. */
export const OFFLINE_KIT_CUSTOMERS = 500

/**
 * The branch's latest sales read for recent buyers: a bound on the work
 * however many orders the branch has, through its (branch, completion) index.
 */
const RECENT_SALES_READ = 20_000

/**
 * What a till keeps to sell offline at a branch of the seller's scope
 * (404 outside it): the branch, the seller's role with its permissions and
 * cap, and the branch's most recent buyers who are still active.
 */
export async function offlineKit(user: User, scope: BranchScope, branchId: number) {
  const branch = await scope.findOrFail(Branch, branchId, { column: 'id' })
  await user.load('role')
  const recent = db
    .from('orders')
    .select('customer_id', 'completed_at')
    .where('branch_id', branch.id)
    .whereNotNull('completed_at')
    .orderBy('completed_at', 'desc')
    .limit(RECENT_SALES_READ)
    .as('recent')
  const buyers = await db
    .from(recent)
    .select('customer_id')
    .max('completed_at as last_sale')
    .whereNotNull('customer_id')
    .groupBy('customer_id')
    .orderBy('last_sale', 'desc')
    .orderBy('customer_id', 'desc')
    .limit(OFFLINE_KIT_CUSTOMERS)
  const order = buyers.map((row) => Number(row.customer_id))
  const found = await Customer.query()
    .whereIn('id', order)
    .apply((scopes) => scopes.active())
  const byId = new Map(found.map((customer) => [customer.id, customer]))
  const customers = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  return { branch, user, customers }
}

/**
 * One page of the offline catalogue, by id after `after`: every product,
 * archived ones too (marked not sellable, so a scan can say why), with
 * what the branch holds.
 */
export async function offlineCatalogue(scope: BranchScope, branchId: number, after: number) {
  const branch = await scope.findOrFail(Branch, branchId, { column: 'id' })
  const products = await Product.query()
    .select('products.*', 'stock_levels.on_hand as on_hand')
    .leftJoin('stock_levels', (join) => {
      join
        .on('stock_levels.product_id', 'products.id')
        .andOnVal('stock_levels.branch_id', branch.id)
    })
    .where('products.id', '>', after)
    .orderBy('products.id')
    .limit(OFFLINE_CATALOGUE_PAGE)
  const next = products.length === OFFLINE_CATALOGUE_PAGE ? products.at(-1)!.id : null
  return { products, next }
}
