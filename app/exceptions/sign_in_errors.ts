import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'

/** The one answer for an unknown email, a wrong password and a disabled account. */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.'

/**
 * Sends the sign-in form back with the message beside the email field and
 * the email kept (never the password).
 */
function backToForm(ctx: HttpContext, message: string) {
  ctx.session.flashExcept(['password'])
  ctx.session.flash('inputErrorsBag', { email: [message] })
  return ctx.response.redirect().toPath('/login')
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

  constructor(public retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    super(
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
    )
  }

  async handle(error: this, ctx: HttpContext) {
    return backToForm(ctx, error.message)
  }
}
