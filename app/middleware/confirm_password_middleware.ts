import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { isPasswordConfirmed, rememberIntendedUrl } from '#services/accounts/password_confirmation'

/**
 * Sensitive areas (roles, users, settings) ask for the password again when
 * it was last confirmed more than 3 hours ago, so an unattended session
 * cannot hand out rights.
 */
export default class ConfirmPasswordMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isPasswordConfirmed(ctx.session)) {
      if (ctx.request.method() === 'GET') rememberIntendedUrl(ctx.session, ctx.request.url(true))
      return ctx.response.redirect().toRoute('password.confirm')
    }
    return next()
  }
}
