import type Branch from '#models/branch'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A branch as the list and the edit form show it. `inUse` names what refers
 * to the branch; while it is empty the branch may be deleted.
 */
export default class BranchTransformer extends BaseTransformer<Branch> {
  constructor(
    resource: Branch,
    protected extra: { usersCount: number; inUse: string[] }
  ) {
    super(resource)
  }

  toObject() {
    const branch = this.resource
    return {
      id: branch.id,
      code: branch.code,
      name: branch.name,
      address: branch.address,
      phone: branch.phone,
      email: branch.email,
      isActive: branch.isActive,
      nextOrderSeq: branch.nextOrderSeq,
      usersCount: this.extra.usersCount,
      inUse: this.extra.inUse,
    }
  }
}
