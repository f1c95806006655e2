import type { HttpContext } from '@adonisjs/core/http'
import {
  changePasswordValidator,
  deleteAccountValidator,
  profileValidator,
} from '#validators/account'
import { changePassword, deleteOwnAccount, updateProfile } from '#services/accounts'
import { passwordMatches } from '#services/passwords'
import { sendVerificationEmail } from '#services/email_verification'
import { afterResponse } from '#services/after_response'
import { backWithFieldError } from '#exceptions/form_error'

export default class ProfileController {
  async edit({ inertia, auth }: HttpContext) {
    return inertia.render('profile/edit', { mustVerifyEmail: !auth.user!.emailVerifiedAt })
  }

  async update(ctx: HttpContext) {
    const user = ctx.auth.user!
    const input = await ctx.request.validateUsing(profileValidator(user.id))
    const { emailChanged } = await updateProfile(user, input, ctx.request.ip())
    if (emailChanged) {
      afterResponse(ctx, () => sendVerificationEmail(user))
      ctx.session.flash('success', `Profile saved. Confirm ${user.email} with the link we sent.`)
      return ctx.response.redirect().toPath('/verify-email')
    }
    ctx.session.flash('success', 'Profile saved.')
    return ctx.response.redirect().toPath('/profile')
  }

  async updatePassword(ctx: HttpContext) {
    const user = ctx.auth.user!
    const input = await ctx.request.validateUsing(changePasswordValidator)
    if (!(await passwordMatches(user, input.current_password))) {
      return backWithFieldError(
        ctx,
        'current_password',
        'The current password is not correct.',
        '/profile'
      )
    }
    await changePassword(user, input.password, ctx.session, ctx.request.ip())
    ctx.session.flash('success', 'Password changed. Your other sessions have been signed out.')
    return ctx.response.redirect().toPath('/profile')
  }

  async destroy(ctx: HttpContext) {
    const user = ctx.auth.user!
    const { password } = await ctx.request.validateUsing(deleteAccountValidator)
    if (!(await passwordMatches(user, password))) {
      return backWithFieldError(ctx, 'password', 'This password is not correct.', '/profile')
    }
    await deleteOwnAccount(user, ctx.request.ip())
    await ctx.auth.use('web').logout()
    ctx.session.clear()
    ctx.session.regenerate()
    ctx.session.flash('success', 'Your account has been deleted.')
    return ctx.response.redirect().toPath('/')
  }
}
