import type Role from '#models/role'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A role the user form offers: whether it reaches every branch decides if branches are picked. */
export default class RoleOptionTransformer extends BaseTransformer<Role> {
  toObject() {
    return {
      id: this.resource.id,
      name: this.resource.name,
      allBranches: this.resource.allBranches,
    }
  }
}
