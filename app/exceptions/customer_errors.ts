import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { backWithFieldError } from '#exceptions/form_error'

/**
 * The email was taken between validation and saving (two people saving at
 * once); the unique index refused it, and the form names the first customer.
 */
export class CustomerEmailTaken extends Exception {
  static status = 422
  static code = 'E_CUSTOMER_EMAIL_TAKEN'

  async handle(error: this, ctx: HttpContext) {
    return backWithFieldError(ctx, 'email', error.message)
  }
}
