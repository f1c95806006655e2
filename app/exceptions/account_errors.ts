import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { backWithFieldError } from '#exceptions/form_error'

/** The last active Administrator cannot remove themselves: nobody could manage the shop. */
export class LastAdministrator extends Exception {
  static status = 422
  static code = 'E_LAST_ADMINISTRATOR'

  constructor() {
    super(
      'You are the last active Administrator. Make someone else an Administrator before deleting your account.'
    )
  }

  async handle(error: this, ctx: HttpContext) {
    return backWithFieldError(ctx, 'password', error.message, '/profile')
  }
}
