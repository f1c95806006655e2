import type User from '#models/user'
import type { UserStatus } from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** Where an account stands: access waiting, invitation not yet used, in use, or switched off. */
export function userStatus(user: User): UserStatus {
  if (!user.isActive) return 'inactive'
  if (!user.roleId) return 'waiting'
  if (user.password === null) return 'invited'
  return 'active'
}

/**
 * An account on the users screens: who, which role, which branches, its
 * status. Never the password hash, the session epoch or an invitation token.
 * Needs `role` and `branches` loaded.
 */
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      gravatar: user.gravatar,
      initials: user.initials,
      emailVerified: user.emailVerifiedAt !== null,
      status: userStatus(user),
      isActive: user.isActive,
      role: user.role ? { id: user.role.id, name: user.role.name } : null,
      branches: (user.branches ?? []).map((branch) => ({
        id: branch.id,
        code: branch.code,
        name: branch.name,
      })),
      lastLoginAt: user.lastLoginAt?.toISO() ?? null,
      createdAt: user.createdAt.toISO()!,
    }
  }
}
