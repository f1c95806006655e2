import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { backWithFieldError } from '#exceptions/form_error'

/** The one answer for an unknown email, a wrong password and a disabled account. */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.'

/** The sign-in form again, the message beside the email, the email kept. */
function backToForm(ctx: HttpContext, message: string) {
  return backWithFieldError(ctx, 'email', message, '/login')
}

export class InvalidCredentials extends Exception {
  static status = 400
  static code = 'E_INVALID_CREDENTIALS'

  constructor() {
    super(INVALID_CREDENTIALS)
  }

  async handle(error: this, ctx: HttpContext) {
    return backToForm(ctx, error.message)
  }
}

export class SignInThrottled extends Exception {
  static status = 429
  static code = 'E_SIGN_IN_THROTTLED'

  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    const wait =
      retryAfterSeconds < 90
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${minutes} minutes`
    super(`Too many failed sign-in attempts. Try again in ${wait}.`)
  }

  async handle(error: this, ctx: HttpContext) {
    return backToForm(ctx, error.message)
  }
}
