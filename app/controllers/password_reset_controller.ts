import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/account'
import {
  findResetToken,
  resetPassword,
  sendPasswordResetLink,
} from '#services/accounts/password_reset'
import { afterResponse } from '#services/platform/after_response'
import { rateKey, throttle, waitMessage } from '#services/platform/request_throttle'
import { FormError } from '#exceptions/form_error'

/** The one answer, whether or not the address has an account. */
export const RESET_LINK_SENT =
  'If an account uses this email, a link to reset its password is on its way. Check your inbox.'

export default class PasswordResetController {
  /** The form; after a request, what happens next stays on the page until the person leaves it. */
  async create({ inertia, session }: HttpContext) {
    const sent = session.flashMessages.get('resetLinkSent') === true
    return inertia.render('auth/forgot_password', { sentMessage: sent ? RESET_LINK_SENT : null })
  }

  /**
   * Answers at once and identically; the look-up and the mail happen after
   * the response, so neither words nor timing reveal an account. The limits
   * a requester is told about are their address's and their address's with
   * this email: a stranger elsewhere asking for the same email's resets
   * cannot make the owner wait (the mail itself is capped per email, in
   * sendPasswordResetLink).
   */
  async store(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(forgotPasswordValidator)
    const ip = ctx.request.ip()
    const wait =
      (await throttle(rateKey('reset_request_ip', ip), 6, '1 min')) ??
      (await throttle(rateKey('reset_request', email, ip), 3, '15 mins'))
    if (wait) throw new FormError('email', waitMessage(wait))

    afterResponse(ctx, () => sendPasswordResetLink(email, ip))
    ctx.session.flash('resetLinkSent', true)
    return ctx.response.redirect().toRoute('password.request')
  }

  async edit({ inertia, params, session, response }: HttpContext) {
    if (!(await findResetToken(String(params.token)))) {
      session.flash('error', 'This reset link is invalid, used or expired. Ask for a new one.')
      return response.redirect().toRoute('password.request')
    }
    return inertia.render('auth/reset_password', { token: String(params.token) })
  }

  async update(ctx: HttpContext) {
    const { token, password } = await ctx.request.validateUsing(resetPasswordValidator)
    const user = await resetPassword(token, password, ctx.request.ip())
    if (!user) {
      ctx.session.flash('error', 'This reset link is invalid, used or expired. Ask for a new one.')
      return ctx.response.redirect().toRoute('password.request')
    }
    ctx.session.flash('success', 'Your password has been reset. Sign in with the new one.')
    return ctx.response.redirect().toRoute('login')
  }
}
