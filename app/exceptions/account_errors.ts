import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { backWithFieldError } from '#exceptions/form_error'
import { isUniqueViolation } from '#support/unique_violation'

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

/**
 * Two saves with one email raced past the validator (registrations, new
 * users, profile changes); the unique index kept one. The form says what the
 * validator would have said.
 */
export class EmailTaken extends Exception {
  static status = 422
  static code = 'E_EMAIL_TAKEN'

  constructor() {
    super('An account with this email already exists.')
  }

  async handle(error: this, ctx: HttpContext) {
    return backWithFieldError(ctx, 'email', error.message)
  }
}

/** The unique index on users' emails refused a write: EmailTaken; any other error goes on. */
export function refuseTakenEmail(error: unknown): never {
  if (isUniqueViolation(error, 'users', 'email')) throw new EmailTaken()
  throw error
}
