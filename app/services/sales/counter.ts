import Customer from '#models/customer'
import Order from '#models/order'
import Product from '#models/product'
import type User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'
import { COUNTER_SEARCH_LIMIT } from '#common/limits'

/** How many parked sales the counter lists. */
const PARKED_LIST_LIMIT = 20

/** Products with what `branchId` holds of each, as `$extras.on_hand`. */
export function withStockAt(branchId: number | undefined) {
  const query = Product.query().select('products.*')
  if (branchId === undefined) return query.select(Product.query().client.raw('NULL as on_hand'))
  return query
    .leftJoin('stock_levels', (join) => {
      join.on('stock_levels.product_id', 'products.id').andOnVal('stock_levels.branch_id', branchId)
    })
    .select('stock_levels.on_hand as on_hand')
}

/** Active customers by name, phone or email, as the counter's picker offers them. */
export async function counterCustomers(search: string) {
  return Customer.query()
    .apply((scopes) => {
      scopes.active()
      scopes.search(search)
    })
    .orderBy('name')
    .orderBy('id')
    .limit(COUNTER_SEARCH_LIMIT)
}

/** A parked sale as the counter resumes it: its customer and lines, each line's product with stock at its branch. */
export interface DraftAtCounter {
  order: Order
  products: Map<number, Product>
}

async function draftAtCounter(draft: Order): Promise<DraftAtCounter> {
  await draft.load((loader) => {
    loader.load('customer').load('lines', (lines) => lines.orderBy('position'))
  })
  const products = await withStockAt(draft.branchId).whereIn(
    'products.id',
    draft.lines.map((line) => line.productId)
  )
  return { order: draft, products: new Map(products.map((product) => [product.id, product])) }
}

/**
 * What the counter opens with for a seller: the scope's open branches, the
 * seller's discount cap, the latest parked sales of the scope (not the one
 * resumed here: that one is the cart) and the resumed draft, if any.
 */
export async function counterState(seller: User, scope: BranchScope, draft: Order | null) {
  await seller.load('role')
  const [parked, resumed] = await Promise.all([
    scope
      .restrict(Order.query())
      .apply((scopes) => scopes.parked())
      .if(draft, (query) => query.whereNot('id', draft!.id))
      .preload('branch')
      .preload('seller')
      .preload('customer')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PARKED_LIST_LIMIT),
    draft ? draftAtCounter(draft) : null,
  ])
  return {
    branches: scope.activeBranches(),
    discountCapBp: seller.role?.maxDiscountBp ?? 0,
    parked,
    draft: resumed,
  }
}
