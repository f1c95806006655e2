import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { mayManageHolderOf } from '#services/accounts/access_rules'
import { grantsOf } from '#services/accounts/roles'
import { USERS_PAGE_PERMISSIONS } from '#support/permissions'

/**
 * Users: `users.view` reads, `users.manage` writes, and only accounts whose
 * role is within the manager's own rights. Needs `role` loaded on both.
 * Accounts outside the manager's branches never get here: the users routes
 * read them through `User.withinBranchScope`, which answers 404.
 */
export default class UserPolicy extends BasePolicy {
  view(user: User) {
    return user.canAny(USERS_PAGE_PERMISSIONS)
  }

  manage(user: User) {
    return user.can('users.manage')
  }

  edit(user: User, target: User) {
    return user.can('users.manage') && mayManageHolderOf(grantsOf(user), target.role ?? null)
  }
}
