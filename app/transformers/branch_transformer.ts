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

  /** Branches with their users counted (`$extras.users_count`) and what refers to each. */
  static ofList(branches: Branch[], references: Map<number, string[]>) {
    return branches.map((branch) =>
      new BranchTransformer(branch, {
        usersCount: Number(branch.$extras.users_count ?? 0),
        inUse: references.get(branch.id) ?? [],
      }).toObject()
    )
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
