import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { refererPath } from '#support/referer'
import { confirmPasswordValidator } from '#validators/account'
import { passwordMatches } from '#services/accounts/passwords'
import { markPasswordConfirmed, pullIntendedUrl } from '#services/accounts/password_confirmation'
import { throttle, waitMessage } from '#services/platform/request_throttle'
import { FormError } from '#exceptions/form_error'

export default class ConfirmPasswordController {
  /** The form, with a way back to the page the person came from (the dashboard otherwise). */
  async show({ inertia, request }: HttpContext) {
    const from = refererPath(request)
    const backUrl = from && from !== urlFor('password.confirm') ? from : urlFor('dashboard')
    return inertia.render('auth/confirm_password', { backUrl })
  }

  async store(ctx: HttpContext) {
    const user = ctx.auth.user!
    const { password } = await ctx.request.validateUsing(confirmPasswordValidator)
    const wait = await throttle(`confirm_password:${user.id}`, 5, '1 min')
    if (wait) throw new FormError('password', waitMessage(wait))
    if (!(await passwordMatches(user, password))) {
      throw new FormError('password', 'This password is not correct.')
    }
    markPasswordConfirmed(ctx.session)
    return ctx.response.redirect().toPath(pullIntendedUrl(ctx.session))
  }
}
