import { urlFor } from '@adonisjs/core/services/url_builder'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Pages only a guest needs (sign-in): a signed-in user goes to the dashboard. */
export default class GuestMiddleware {
  redirectTo = urlFor('dashboard')

  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.isAuthenticated) {
      return ctx.response.redirect(this.redirectTo, true)
    }
    return next()
  }
}
