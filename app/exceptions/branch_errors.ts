import { DomainError } from '#exceptions/domain_error'
import type Branch from '#models/branch'

/** A branch that other records point at is kept: deactivate it instead of deleting it. */
export class BranchInUse extends DomainError {
  static code = 'E_BRANCH_IN_USE'

  constructor(branch: Branch, references: string[]) {
    super(
      `${branch.name} (${branch.code}) cannot be deleted: it has ${references.join(', ')}. Deactivate it instead.`
    )
  }
}

/**
 * The code was taken between validation and saving (two people saving at
 * once); the unique index refused it, and the form says so beside the field.
 */
export class BranchCodeTaken extends DomainError {
  static code = 'E_BRANCH_CODE_TAKEN'

  constructor() {
    super('This code is taken: choose another.', { field: 'code' })
  }
}
