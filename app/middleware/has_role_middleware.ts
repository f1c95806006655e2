import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** A self-registered account waits for an administrator to give it a role. */
export default class HasRoleMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.user?.roleId) {
      return ctx.response.redirect().toRoute('waiting')
    }
    return next()
  }
}
