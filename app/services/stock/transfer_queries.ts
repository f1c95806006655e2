import Branch from '#models/branch'
import StockTransfer from '#models/stock_transfer'
import type { BranchScope } from '#services/platform/branch_scope'
import type { stockTransferIndexValidator } from '#validators/stock_transfer'
import type { Infer } from '@vinejs/vine/types'
import { paginate } from '#support/pagination'

/** Both ends of a transfer: a user of either branch may see it. */
export const EITHER_END = ['from_branch_id', 'to_branch_id'] as const

/** One page of the transfers either end of which is in the scope, with their line and unit counts. */
export async function transferListPage(
  scope: BranchScope,
  filters: Infer<typeof stockTransferIndexValidator>,
  timezone: string
) {
  const query = scope
    .restrict(StockTransfer.query(), EITHER_END)
    .apply((scopes) => {
      scopes.filtered(filters, timezone)
      scopes.sortedBy(filters.sort)
    })
    .preload('fromBranch')
    .preload('toBranch')
    .preload('creator')
    .withCount('lines')
    .withAggregate('lines', (lines) => lines.sum('quantity').as('units'))
  return paginate(query, filters.page)
}

/** A transfer as its page shows it: both branches, who took each step, and its lines' products. */
export async function transferDocument(id: number) {
  return StockTransfer.query()
    .where('id', id)
    .preload('fromBranch')
    .preload('toBranch')
    .preload('creator')
    .preload('sender')
    .preload('receiver')
    .preload('canceller')
    .preload('lines', (lines) => lines.preload('product').orderBy('id'))
    .firstOrFail()
}

/** Branches the stock may leave (active, in scope) and go to (any active branch). */
export async function transferBranchChoices(scope: BranchScope) {
  const active = await Branch.query().where('is_active', true).orderBy('name').orderBy('id')
  return {
    sources: active.filter((branch) => scope.includes(branch.id)),
    destinations: active,
  }
}
