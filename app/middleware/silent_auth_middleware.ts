import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { checkSession, SESSION_END_MESSAGES } from '#services/accounts/session_lifetime'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { actorOf } from '#services/platform/actor'

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
        await recordAudit({
          action: 'auth.session_ended',
          actor: actorOf(ctx),
          changes: valuesSet({ reason }),
        })
        await ctx.auth.use('web').logout()
        ctx.session.regenerate()
        ctx.session.flash('error', SESSION_END_MESSAGES[reason])
        return ctx.response.redirect().toRoute('login')
      }
      await user.load('role')
    }
    return next()
  }
}
