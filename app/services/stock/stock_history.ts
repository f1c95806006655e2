import type Branch from '#models/branch'
import type Product from '#models/product'
import StockMovement from '#models/stock_movement'
import { onOrderByBranch } from '#services/purchasing/purchase_order_queries'
import { movementDocuments, type OpenableDocuments } from '#services/stock/movement_documents'
import { levelsByBranch, viewBranches, type StockView } from '#services/stock/stock_list'
import { paginate } from '#support/pagination'
import { likePattern } from '#support/search'

/** What one branch of the view holds of the product, and what is ordered for it. */
export interface BranchStock {
  branch: Pick<Branch, 'id' | 'code' | 'name'>
  onHand: number
  levelId: number | null
  onOrder: number
}

/**
 * A product's ledger at the view's branches, newest first, one page of it,
 * with the documents its rows point at (those the viewer may open) and
 * what each branch of the view holds and has on order.
 */
export async function stockHistory(
  product: Product,
  view: StockView,
  filters: { page?: number; search?: string },
  openable: OpenableDocuments
) {
  const query = StockMovement.query()
    .where('product_id', product.id)
    .preload('branch')
    .preload('user')
    .orderBy('id', 'desc')
  if (filters.search) {
    const like = likePattern(filters.search)
    query.where((words) => words.whereILike('reason', like).orWhereILike('note', like))
  }
  if (view.branchId !== undefined) query.where('branch_id', view.branchId)
  else view.scope.restrict(query)
  const { rows, meta } = await paginate(query, filters.page)
  const branches = viewBranches(view)
  const [documents, levels, onOrder] = await Promise.all([
    movementDocuments(rows, openable),
    levelsByBranch([product.id], view),
    onOrderByBranch(
      product.id,
      branches.map((branch) => branch.id)
    ),
  ])
  const held = levels.get(product.id)
  const onHand: BranchStock[] = branches.map((branch) => ({
    branch,
    onHand: held?.get(branch.id)?.onHand ?? 0,
    levelId: held?.get(branch.id)?.levelId ?? null,
    onOrder: onOrder.get(branch.id) ?? 0,
  }))
  return { rows, meta, documents, onHand }
}
