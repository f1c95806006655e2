import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { checkSession, SESSION_END_MESSAGES } from '#services/session_lifetime'
import { recordRequestAudit } from '#services/audit_log'

/**
 * Identifies the user on every request without requiring one, and ends a
 * session that was revoked (epoch), went idle, outlived its absolute limit
 * or belongs to a deactivated account, before any route sees the user.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    const user = ctx.auth.user
    if (user) {
      const reason = checkSession(ctx.session, user)
      if (reason) {
        await recordRequestAudit(ctx, {
          action: 'auth.session_ended',
          userId: user.id,
          changes: { reason },
        })
        await ctx.auth.use('web').logout()
        ctx.session.regenerate()
        ctx.session.flash('error', SESSION_END_MESSAGES[reason])
        return ctx.response.redirect().toPath('/login')
      }
      await user.load('role')
    }
    return next()
  }
}
