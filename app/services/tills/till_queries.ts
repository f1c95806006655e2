import Till from '#models/till'
import TillSession from '#models/till_session'
import type { BranchScope } from '#services/platform/branch_scope'

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
