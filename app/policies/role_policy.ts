import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Role from '#models/role'
import { mayManageHolderOf } from '#services/accounts/access_rules'
import { grantsOf } from '#services/accounts/roles'

/** Roles: `roles.manage`, and only roles within the manager's own rights. */
export default class RolePolicy extends BasePolicy {
  manage(user: User) {
    return user.can('roles.manage')
  }

  edit(user: User, role: Role) {
    return user.can('roles.manage') && mayManageHolderOf(grantsOf(user), role)
  }

  delete(user: User, role: Role) {
    return this.edit(user, role) && !role.isSystem
  }
}
