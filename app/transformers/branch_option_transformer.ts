import type Branch from '#models/branch'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A branch the user form offers, inactive ones marked. */
export default class BranchOptionTransformer extends BaseTransformer<Branch> {
  toObject() {
    const branch = this.resource
    return { id: branch.id, code: branch.code, name: branch.name, isActive: branch.isActive }
  }
}
