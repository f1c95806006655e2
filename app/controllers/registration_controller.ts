import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { errors } from '@adonisjs/core'
import Setting from '#models/setting'
import { registerValidator } from '#validators/account'
import { registerAccount } from '#services/registration'
import { sendVerificationEmail } from '#services/email_verification'
import { afterResponse } from '#services/after_response'
import { stampSession } from '#services/session_lifetime'

/** Registration exists only while the shop has it open (settings.registration_open). */
async function ensureOpen(ctx: HttpContext) {
  const settings = await Setting.current()
  if (!settings.registrationOpen) {
    throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
  }
}

export default class RegistrationController {
  async create(ctx: HttpContext) {
    await ensureOpen(ctx)
    return ctx.inertia.render('auth/register', {})
  }

  async store(ctx: HttpContext) {
    await ensureOpen(ctx)
    const input = await ctx.request.validateUsing(registerValidator)
    const user = await registerAccount(input, {
      production: app.inProduction,
      ip: ctx.request.ip(),
    })

    await ctx.auth.use('web').login(user)
    stampSession(ctx.session, user)
    afterResponse(ctx, () => sendVerificationEmail(user))
    ctx.session.flash(
      'success',
      `Welcome, ${user.name}! Check your inbox to confirm your email address.`
    )
    return ctx.response.redirect().toPath('/verify-email')
  }
}
