import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { backWithFieldError } from '#exceptions/form_error'

/**
 * A change the access rules refuse (escalation, self-demotion, last
 * Administrator). The form shows the message beside the field, and a toast
 * says it where there is no such field (a row action on a list).
 */
export class AccessRefused extends Exception {
  static status = 422
  static code = 'E_ACCESS_REFUSED'

  constructor(
    public field: string,
    message: string
  ) {
    super(message)
  }

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flash('error', error.message)
    return backWithFieldError(ctx, error.field, error.message)
  }
}

/** The name was taken between validation and saving; the form says so beside the field. */
export class RoleNameTaken extends Exception {
  static status = 422
  static code = 'E_ROLE_NAME_TAKEN'

  constructor() {
    super('A role with this name already exists.')
  }

  async handle(error: this, ctx: HttpContext) {
    return backWithFieldError(ctx, 'name', error.message)
  }
}

/** A role that members hold, or the Administrator role, cannot be deleted. */
export class RoleNotDeletable extends Exception {
  static status = 422
  static code = 'E_ROLE_NOT_DELETABLE'

  async handle(error: this, ctx: HttpContext) {
    ctx.session.flash('error', error.message)
    return ctx.response.redirect().toPath('/roles')
  }
}
