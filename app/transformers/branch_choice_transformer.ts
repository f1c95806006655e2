import type Branch from '#models/branch'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A branch as a stock move's select offers it: "Name (CODE)". */
export default class BranchChoiceTransformer extends BaseTransformer<Branch> {
  toObject() {
    const branch = this.resource
    return { value: String(branch.id), label: `${branch.name} (${branch.code})` }
  }

  /** A stock move's source and destination choices. */
  static choices(choices: { sources: Branch[]; destinations: Branch[] }) {
    return {
      sources: choices.sources.map((branch) => new BranchChoiceTransformer(branch).toObject()),
      destinations: choices.destinations.map((branch) =>
        new BranchChoiceTransformer(branch).toObject()
      ),
    }
  }
}
