import type { HttpContext } from '@adonisjs/core/http'
import { acceptInvitationValidator } from '#validators/user'
import { acceptInvitation, findInvitation } from '#services/accounts/invitations'
import { beginSession } from '#controllers/session_controller'

export const INVITATION_UNUSABLE =
  'This invitation link is invalid, already used or expired. Ask your administrator for a new one.'

/** The guest page an invitation link opens: choose a password, then straight in. */
export default class InvitationsController {
  async show({ inertia, params, session, response }: HttpContext) {
    const invitation = await findInvitation(String(params.token))
    if (!invitation) {
      session.flash('error', INVITATION_UNUSABLE)
      return response.redirect().toRoute('login')
    }
    return inertia.render('auth/accept_invitation', {
      token: String(params.token),
      name: invitation.user.name,
      email: invitation.user.email,
    })
  }

  async store(ctx: HttpContext) {
    const { token, password } = await ctx.request.validateUsing(acceptInvitationValidator)
    const user = await acceptInvitation(token, password, ctx.request.ip())
    if (!user) {
      ctx.session.flash('error', INVITATION_UNUSABLE)
      return ctx.response.redirect().toRoute('login')
    }
    await beginSession(ctx, user)
    ctx.session.flash('success', `Welcome, ${user.name}. Your password is set.`)
    return ctx.response.redirect().toRoute('dashboard')
  }
}
