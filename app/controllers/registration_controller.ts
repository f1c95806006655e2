import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { errors } from '@adonisjs/core'
import { registerValidator } from '#validators/account'
import type User from '#models/user'
import {
  noAccountYet,
  registerAccount,
  registerOrNotifyOwner,
  registrationWait,
} from '#services/accounts/registration'
import { sendVerificationEmail } from '#services/accounts/email_verification'
import { afterResponse } from '#services/platform/after_response'
import { stampSession } from '#services/accounts/session_lifetime'
import { waitMessage } from '#services/platform/request_throttle'
import { FormError } from '#exceptions/form_error'

/** The one answer to a registration, whether or not the email already has an account. */
export const REGISTRATION_RECEIVED =
  'Check your inbox: the message we sent to this address tells you how to go on. Once your address is confirmed, sign in here.'

/** Registration exists only while the shop has it open (settings.registration_open). */
async function ensureOpen(ctx: HttpContext) {
  const settings = await ctx.shopSettings
  if (!settings.registrationOpen) {
    throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
  }
}

export default class RegistrationController {
  async create(ctx: HttpContext) {
    await ensureOpen(ctx)
    return ctx.inertia.render('auth/register', {})
  }

  /**
   * Answers at once and identically whether or not the email has an
   * account, so the form reveals no one's email; the account and its confirmation link, or
   * a note to the owner of a taken address, follow after the response.
   * Throttled per address and per address and email, as forgot-password is.
   * Outside production the very first account of an empty database is made
   * at once and signed in: there is no account to reveal yet.
   */
  async store(ctx: HttpContext) {
    await ensureOpen(ctx)
    const input = await ctx.request.validateUsing(registerValidator)
    const ip = ctx.request.ip()
    const wait = await registrationWait(input.email, ip)
    if (wait) throw new FormError('email', waitMessage(wait))

    const options = { production: app.inProduction, ip }
    if (!options.production && (await noAccountYet())) {
      return this.welcome(ctx, await registerAccount(input, options))
    }
    afterResponse(ctx, () => registerOrNotifyOwner(input, options))
    ctx.session.flash('success', REGISTRATION_RECEIVED)
    return ctx.response.redirect().toRoute('login')
  }

  /** The very first account, signed in at once and sent its confirmation link. */
  private async welcome(ctx: HttpContext, user: User) {
    await ctx.auth.use('web').login(user)
    stampSession(ctx.session, user)
    afterResponse(ctx, () => sendVerificationEmail(user))
    ctx.session.flash(
      'success',
      `Welcome, ${user.name}! Check your inbox to confirm your email address.`
    )
    return ctx.response.redirect().toRoute('verification.notice')
  }
}
