import type Branch from '#models/branch'
import type Role from '#models/role'
import { BaseTransformer } from '@adonisjs/core/transformers'
import RoleOptionTransformer from '#transformers/role_option_transformer'
import BranchOptionTransformer from '#transformers/branch_option_transformer'

/** The user form's choices: the roles the manager may grant and the branches they may hand out. */
export default class UserFormOptionsTransformer extends BaseTransformer<{
  roles: Role[]
  branches: Branch[]
}> {
  toObject() {
    return {
      roles: this.resource.roles.map((role) => new RoleOptionTransformer(role).toObject()),
      branches: this.resource.branches.map((branch) =>
        new BranchOptionTransformer(branch).toObject()
      ),
    }
  }
}
