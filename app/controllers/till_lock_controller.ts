import type { HttpContext } from '@adonisjs/core/http'
import { attemptSignIn } from '#services/accounts/sign_in'
import { lockTill, takeTill } from '#services/accounts/till_device'
import { stampSession, tagSessionOwner } from '#services/accounts/session_lifetime'
import { actorOf } from '#services/platform/actor'
import { beginSession } from '#controllers/session_controller'
import { signInValidator } from '#validators/session'
import { takeTillValidator } from '#validators/till_lock'

/**
 * Cashiers sharing a till: lock it (stepping away, or switching cashier),
 * take it by PIN, or sign someone new in on it with their password. The
 * lock screen itself is what till_lock_middleware.ts answers a locked till.
 */
export default class TillLockController {
  /** "Switch cashier" and the page's quiet period both lock; the lock screen follows. */
  async lock(ctx: HttpContext) {
    const reason = ctx.request.input('reason') === 'idle' ? 'idle' : 'switch'
    await lockTill(ctx.session, actorOf(ctx), reason)
    return ctx.response.redirect().back()
  }

  /** Someone signed in on this device takes the till by PIN, on their own session's clock. */
  async take(ctx: HttpContext) {
    const { user_id: userId, pin } = await ctx.request.validateUsing(takeTillValidator)
    const taken = await takeTill(ctx.session, userId, pin, actorOf(ctx))
    if (taken.user.id !== ctx.auth.user!.id) {
      await ctx.auth.use('web').login(taken.user)
      stampSession(ctx.session, taken.user, Date.now(), Math.min(taken.signedInAt, Date.now()))
      await tagSessionOwner(ctx.session, taken.user)
    }
    return ctx.response.redirect().back()
  }

  /** Someone new at this till signs in with their password, as on the sign-in page. */
  async signIn(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(signInValidator)
    const user = await attemptSignIn({ email, password, ip: ctx.request.ip() })
    await beginSession(ctx, user)
    return ctx.response.redirect().back()
  }

  /**
   * Input on a page of an unlocked till, where nothing was sent: the till is
   * in use. The lock middleware has counted this request as its activity.
   */
  async awake({ response }: HttpContext) {
    return response.noContent()
  }
}
