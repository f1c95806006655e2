import type Role from '#models/role'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A role for the roles screens; `users_count` comes from `withCount('users')` when loaded. */
export default class RoleTransformer extends BaseTransformer<Role> {
  toObject() {
    const role = this.resource
    return {
      id: role.id,
      name: role.name,
      description: role.description,
      permissions: role.permissions,
      allBranches: role.allBranches,
      maxDiscountBp: role.maxDiscountBp,
      isSystem: role.isSystem,
      usersCount: Number(role.$extras.users_count ?? 0),
    }
  }
}
