import type { Infer } from '@vinejs/vine/types'
import Till from '#models/till'
import TillSession from '#models/till_session'
import User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'
import type { tillSessionIndexValidator } from '#validators/till'
import { paginate } from '#support/pagination'
import { optionOf } from '#support/select_options'

/** The tills of the user's branches, by branch and name, each with its open session if any. */
export async function tillsInScope(scope: BranchScope) {
  const tills = await scope
    .restrict(Till.query())
    .preload('branch')
    .orderBy('branch_id')
    .orderBy('name')
    .orderBy('id')
  const open = await scope.restrict(TillSession.query()).where('status', 'open').preload('opener')
  const byTill = new Map(open.map((session) => [session.tillId, session]))
  return tills.map((till) => ({ till, session: byTill.get(till.id) ?? null }))
}

/** The tills a counter may sell from: active, at the user's active branches, with their open sessions. */
export async function counterTills(scope: BranchScope) {
  const active = new Set(scope.activeBranches().map((branch) => branch.id))
  const rows = await tillsInScope(scope)
  return rows.filter(({ till }) => till.isActive && active.has(till.branchId))
}

export async function tillInScope(scope: Promise<BranchScope> | BranchScope, id: unknown) {
  const branches = await scope
  return branches.findOrFail(Till, id)
}

export async function sessionInScope(scope: Promise<BranchScope> | BranchScope, id: unknown) {
  const branches = await scope
  return branches.findOrFail(TillSession, id)
}

/** The session as its page shows it: till, branch, who opened and closed it, its movements. */
export async function withTimeline(session: TillSession) {
  await session.load((loader) =>
    loader
      .load('till')
      .load('branch')
      .load('opener')
      .load('closer')
      .load('movements', (movements) => movements.preload('user').orderBy('id'))
  )
  return session
}

/**
 * The sessions list (and its export) at the user's branches, filtered and
 * ordered as its query string says; a branch filter outside the scope is a 404.
 */
export function sessionListQuery(
  scope: BranchScope,
  filters: Infer<typeof tillSessionIndexValidator>,
  timezone: string
) {
  scope.branchFilter(filters.branch)
  return scope
    .restrict(TillSession.query(), 'till_sessions.branch_id')
    .apply((scopes) => {
      scopes.filtered({ ...filters, withDifference: filters.difference }, timezone)
      scopes.sortedBy(filters.sort)
    })
    .preload('till', (till) => till.select('id', 'name', 'code'))
    .preload('branch', (branch) => branch.select('id', 'code', 'name'))
    .preload('opener', (user) => user.select('id', 'name'))
}

/**
 * One page of the sessions list, with its Branch, Till and Cashier choices:
 * the branches and tills in scope, and whoever opened a session there.
 */
export async function sessionListPage(
  scope: BranchScope,
  filters: Infer<typeof tillSessionIndexValidator>,
  timezone: string
) {
  const query = sessionListQuery(scope, filters, timezone)
  const { rows, meta } = await paginate(query, filters.page, { keyColumn: 'till_sessions.id' })
  const tills = await scope
    .restrict(Till.query())
    .select('id', 'name')
    .orderBy('name')
    .orderBy('id')
  const cashiers = await User.query()
    .select('id', 'name')
    .whereIn('id', scope.restrict(TillSession.query().select('opened_by')))
    .orderBy('name')
    .orderBy('id')
  const choices = {
    branches: scope.branches.map(optionOf),
    tills: tills.map(optionOf),
    cashiers: cashiers.map(optionOf),
  }
  return { rows, meta, choices }
}
