import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import type Branch from '#models/branch'
import { backWithFieldError } from '#exceptions/form_error'

/** A branch that other records point at is kept: deactivate it instead of deleting it. */
export class BranchInUse extends Exception {
  static status = 422
  static code = 'E_BRANCH_IN_USE'

  constructor(branch: Branch, references: string[]) {
    super(
      `${branch.name} (${branch.code}) cannot be deleted: it has ${references.join(', ')}. Deactivate it instead.`
    )
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flash('error', error.message)
    return ctx.response.redirect().toPath('/branches')
  }
}

/**
 * The code was taken between validation and saving (two people saving at
 * once); the unique index refused it, and the form says so beside the field.
 */
export class BranchCodeTaken extends Exception {
  static status = 422
  static code = 'E_BRANCH_CODE_TAKEN'

  constructor() {
    super('This code is taken: choose another.')
  }

  async handle(error: this, ctx: HttpContext) {
    return backWithFieldError(ctx, 'code', error.message)
  }
}
