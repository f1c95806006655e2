import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import {
  confirmEmail,
  sendVerificationEmail,
  VERIFICATION_PURPOSE,
} from '#services/accounts/email_verification'
import { afterResponse } from '#services/platform/after_response'
import { throttle, waitMessage } from '#services/platform/request_throttle'

export default class EmailVerificationController {
  /** "Check your inbox", with a button to send the link again. */
  async notice({ auth, inertia, response }: HttpContext) {
    if (auth.user!.emailVerifiedAt) return response.redirect().toRoute('dashboard')
    return inertia.render('auth/verify_email', { email: auth.user!.email })
  }

  /** Sends the link again: 6 a minute at most. */
  async send(ctx: HttpContext) {
    const user = ctx.auth.user!
    if (user.emailVerifiedAt) return ctx.response.redirect().toRoute('dashboard')
    const wait = await throttle(`verification_mail:${user.id}`, 6, '1 min')
    if (wait) {
      ctx.session.flash('error', waitMessage(wait))
      return ctx.response.redirect().toRoute('verification.notice')
    }
    afterResponse(ctx, () => sendVerificationEmail(user))
    ctx.session.flash('success', `A new confirmation link is on its way to ${user.email}.`)
    return ctx.response.redirect().toRoute('verification.notice')
  }

  /** The link from the mail: signed, 60 minutes, naming the current address. */
  async verify(ctx: HttpContext) {
    const { request, response, session, auth, params } = ctx
    const user = request.hasValidSignature(VERIFICATION_PURPOSE) ? await User.find(params.id) : null
    if (!user || !(await confirmEmail(user, String(params.hash), request.ip()))) {
      session.flash('error', 'This confirmation link is invalid or has expired. Ask for a new one.')
      return response.redirect().toRoute(auth.user ? 'verification.notice' : 'login')
    }
    return ctx.inertia.render('auth/email_verified', {
      email: user.email,
      signedIn: Boolean(auth.user),
    })
  }
}
