import type Branch from '#models/branch'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A branch as a page names it or offers it: id, code and name. */
export default class BranchRefTransformer extends BaseTransformer<Branch> {
  toObject() {
    const branch = this.resource
    return { id: branch.id, code: branch.code, name: branch.name }
  }
}
