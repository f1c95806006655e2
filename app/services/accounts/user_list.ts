import Branch from '#models/branch'
import Role from '#models/role'
import User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'
import { escalationProblem } from '#services/accounts/access_rules'
import { grantsOf } from '#services/accounts/roles'
import type { userIndexValidator } from '#validators/user'
import type { Infer } from '@vinejs/vine/types'
import { paginate } from '#support/pagination'

/**
 * One page of the accounts in the scope, by the chosen order, with every
 * role (the filter's options) and how many accounts wait for access.
 */
export async function userListPage(filters: Infer<typeof userIndexValidator>, scope: BranchScope) {
  const { rows, meta } = await paginate(
    User.query()
      .preload('role')
      .preload('branches')
      .apply((scopes) => {
        scopes.withinBranchScope(scope)
        scopes.search(filters.search)
        scopes.withRole(filters.role)
        scopes.withStatus(filters.status)
        scopes.sortedBy(filters.sort)
      }),
    filters.page
  )
  const [roles, waiting] = await Promise.all([
    Role.query().orderBy('name'),
    User.query()
      .apply((scopes) => {
        scopes.waitingForAccess()
        scopes.withinBranchScope(scope)
      })
      .count('* as total'),
  ])
  return { rows, meta, roles, waitingCount: Number(waiting[0].$extras.total) }
}

/** What the user form offers a manager: the roles they may grant and the branches in their scope. */
export async function userFormChoices(manager: User, scope: BranchScope) {
  const [roles, branches] = await Promise.all([
    Role.query().orderBy('name'),
    scope.restrict(Branch.query(), 'id').orderBy('name'),
  ])
  const grants = grantsOf(manager)
  return { roles: roles.filter((role) => escalationProblem(grants, role) === null), branches }
}
