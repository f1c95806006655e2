import type { HttpContext } from '@adonisjs/core/http'
import { signInValidator } from '#validators/session'
import { attemptSignIn } from '#services/sign_in'
import { stampSession, tagSessionOwner } from '#services/session_lifetime'
import { recordRequestAudit } from '#services/audit_log'
import { DateTime } from 'luxon'
import Setting from '#models/setting'
import type User from '#models/user'

/** Signs `user` in on a new session id stamped with their epoch, and audits it. */
export async function beginSession(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
  stampSession(ctx.session, user)
  await tagSessionOwner(ctx.session, user)
  user.lastLoginAt = DateTime.utc()
  await user.save()
  await recordRequestAudit(ctx, { action: 'auth.login', userId: user.id })
}

export default class SessionController {
  /**
   * The sign-in page, reached after logout or when a session ended, drops
   * the key of the encrypted history: Back cannot show the pages of whoever
   * was signed in before (Inertia reloads them from the server instead).
   */
  async create({ inertia }: HttpContext) {
    const settings = await Setting.current()
    inertia.clearHistory()
    return inertia.render('auth/login', { canRegister: settings.registrationOpen })
  }

  /** Signs in: throttled, audited, on a new session id stamped with the user's epoch. */
  async store(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(signInValidator)
    const user = await attemptSignIn({ email, password, ip: ctx.request.ip() })
    await beginSession(ctx, user)
    return ctx.response.redirect().toPath('/dashboard')
  }

  /** Signs out and destroys the session on the server, not only the cookie. */
  async destroy(ctx: HttpContext) {
    const { auth, response, session } = ctx
    const user = auth.user
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    if (user) await recordRequestAudit(ctx, { action: 'auth.logout', userId: user.id })
    session.flash('success', 'You have been signed out.')
    return response.redirect().toPath('/login')
  }
}
