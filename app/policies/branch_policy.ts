import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Branches: `branches.view` reads, `branches.manage` writes, each within
 * the user's branch scope (records outside it answer 404 through
 * BranchScope before the policy is asked). Creating a branch needs a role
 * with all branches: a branch someone creates would otherwise sit outside
 * their own scope at once, since assigning branches belongs to user
 * management.
 */
export default class BranchPolicy extends BasePolicy {
  create(user: User) {
    return user.can('branches.manage') && user.role?.allBranches === true
  }

  view(user: User) {
    return user.can('branches.view')
  }

  manage(user: User) {
    return user.can('branches.manage')
  }
}
