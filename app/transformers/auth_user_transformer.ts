import type User from '#models/user'
import type Branch from '#models/branch'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * The signed-in user as every page sees it (`auth.user`): who they are, what
 * their role lets them do and where. Never the password hash or epoch.
 */
export default class AuthUserTransformer extends BaseTransformer<User> {
  constructor(
    resource: User,
    protected branches: Branch[]
  ) {
    super(resource)
  }

  toObject() {
    const role = this.resource.role
    return {
      id: this.resource.id,
      name: this.resource.name,
      email: this.resource.email,
      gravatar: this.resource.gravatar,
      initials: this.resource.initials,
      emailVerified: this.resource.emailVerifiedAt !== null,
      role: role
        ? {
            id: role.id,
            name: role.name,
            allBranches: role.allBranches,
            maxDiscountBp: role.maxDiscountBp,
          }
        : null,
      permissions: this.resource.permissions,
      branches: this.branches.map((branch) => ({
        id: branch.id,
        code: branch.code,
        name: branch.name,
      })),
    }
  }
}
