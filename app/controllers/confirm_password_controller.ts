import type { HttpContext } from '@adonisjs/core/http'
import { confirmPasswordValidator } from '#validators/account'
import { passwordMatches } from '#services/passwords'
import { markPasswordConfirmed, pullIntendedUrl } from '#services/password_confirmation'
import { throttle, waitMessage } from '#services/request_throttle'
import { backWithFieldError } from '#exceptions/form_error'

export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store(ctx: HttpContext) {
    const user = ctx.auth.user!
    const { password } = await ctx.request.validateUsing(confirmPasswordValidator)
    const wait = await throttle(`confirm_password:${user.id}`, 5, '1 min')
    if (wait) return backWithFieldError(ctx, 'password', waitMessage(wait), '/confirm-password')
    if (!(await passwordMatches(user, password))) {
      return backWithFieldError(
        ctx,
        'password',
        'This password is not correct.',
        '/confirm-password'
      )
    }
    markPasswordConfirmed(ctx.session)
    return ctx.response.redirect().toPath(pullIntendedUrl(ctx.session))
  }
}
