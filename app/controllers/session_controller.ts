import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { signInValidator } from '#validators/session'
import { attemptSignIn } from '#services/accounts/sign_in'
import { stampSession, tagSessionOwner } from '#services/accounts/session_lifetime'
import { rememberSignIn } from '#services/accounts/till_device'
import { recordAudit } from '#services/platform/audit_log'
import { actorOf } from '#services/platform/actor'
import { DateTime } from 'luxon'
import type User from '#models/user'

/**
 * Signs `user` in on a new session id stamped with their epoch, and audits
 * it. The device remembers them: later they may take its till by PIN.
 */
export async function beginSession(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
  stampSession(ctx.session, user)
  rememberSignIn(ctx.session, user)
  await tagSessionOwner(ctx.session, user)
  user.lastLoginAt = DateTime.utc()
  await user.save()
  await recordAudit({ action: 'auth.login', actor: actorOf(ctx) })
}

export default class SessionController {
  /**
   * The sign-in page, reached after logout or when a session ended, drops
   * the key of the encrypted history: Back cannot show the pages of whoever
   * was signed in before (Inertia reloads them from the server instead).
   */
  async create(ctx: HttpContext) {
    const { inertia } = ctx
    const settings = await ctx.shopSettings
    inertia.clearHistory()
    return inertia.render('auth/login', { canRegister: settings.registrationOpen })
  }

  /** Signs in: throttled, audited, on a new session id stamped with the user's epoch. */
  async store(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(signInValidator)
    const user = await attemptSignIn({ email, password, ip: ctx.request.ip() })
    await beginSession(ctx, user)
    return ctx.response.redirect().toRoute('dashboard')
  }

  /**
   * Signs out and destroys the session on the server, not only the cookie.
   * From a page, the sign-in page then loads in full, not as an Inertia
   * visit: the tab's document still holds the props of the first page it
   * loaded (the customers list, with emails and phones), and only a new
   * document leaves nothing of the user in the tab.
   */
  async destroy(ctx: HttpContext) {
    const { auth, request, response, session, inertia } = ctx
    const actor = auth.user ? actorOf(ctx) : null
    await auth.use('web').logout()
    session.clear()
    session.regenerate()
    if (actor) await recordAudit({ action: 'auth.logout', actor })
    session.flash('success', 'You have been signed out.')
    if (request.header('x-inertia')) return inertia.location(urlFor('login'))
    return response.redirect().toRoute('login')
  }
}
