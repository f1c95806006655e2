import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** The app opens only once the user's email is confirmed; until then, /verify-email. */
export default class VerifiedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.user?.emailVerifiedAt) {
      return ctx.response.redirect().toRoute('verification.notice')
    }
    return next()
  }
}
