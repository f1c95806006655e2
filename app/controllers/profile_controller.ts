import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#services/platform/actor'
import {
  changePasswordValidator,
  changePinValidator,
  deleteAccountValidator,
  profileValidator,
} from '#validators/account'
import { changePassword, deleteOwnAccount, updateProfile } from '#services/accounts/accounts'
import { setPin } from '#services/accounts/pins'
import { passwordMatches } from '#services/accounts/passwords'
import { sendVerificationEmail } from '#services/accounts/email_verification'
import { afterResponse } from '#services/platform/after_response'
import { FormError } from '#exceptions/form_error'

export default class ProfileController {
  async edit({ inertia, auth }: HttpContext) {
    return inertia.render('profile/edit', {
      mustVerifyEmail: !auth.user!.emailVerifiedAt,
      hasPin: auth.user!.pinHash !== null,
    })
  }

  async update(ctx: HttpContext) {
    const user = ctx.auth.user!
    const input = await ctx.request.validateUsing(profileValidator(user.id))
    const { emailChanged } = await updateProfile(actorOf(ctx), input)
    if (emailChanged) {
      afterResponse(ctx, () => sendVerificationEmail(user))
      ctx.session.flash('success', `Profile saved. Confirm ${user.email} with the link we sent.`)
      return ctx.response.redirect().toRoute('verification.notice')
    }
    ctx.session.flash('success', 'Profile saved.')
    return ctx.response.redirect().toRoute('profile.edit')
  }

  async updatePassword(ctx: HttpContext) {
    const user = ctx.auth.user!
    const input = await ctx.request.validateUsing(changePasswordValidator)
    if (!(await passwordMatches(user, input.current_password))) {
      throw new FormError('current_password', 'The current password is not correct.')
    }
    await changePassword(actorOf(ctx), input.password, ctx.session)
    ctx.session.flash('success', 'Password changed. Your other sessions have been signed out.')
    return ctx.response.redirect().toRoute('profile.edit')
  }

  /** The till PIN a manager approves with and a cashier takes over a shared till with. */
  async updatePin(ctx: HttpContext) {
    const user = ctx.auth.user!
    const input = await ctx.request.validateUsing(changePinValidator)
    if (!(await passwordMatches(user, input.current_password))) {
      throw new FormError('current_password', 'The current password is not correct.')
    }
    await setPin(actorOf(ctx), input.pin)
    ctx.session.flash('success', 'Till PIN saved.')
    return ctx.response.redirect().toRoute('profile.edit')
  }

  async destroy(ctx: HttpContext) {
    const user = ctx.auth.user!
    const { password } = await ctx.request.validateUsing(deleteAccountValidator)
    if (!(await passwordMatches(user, password))) {
      throw new FormError('password', 'This password is not correct.')
    }
    await deleteOwnAccount(actorOf(ctx))
    await ctx.auth.use('web').logout()
    ctx.session.clear()
    ctx.session.regenerate()
    ctx.session.flash('success', 'Your account has been deleted.')
    return ctx.response.redirect().toRoute('home')
  }
}
