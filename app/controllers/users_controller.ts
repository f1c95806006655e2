import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { actorOf } from '#services/platform/actor'
import User from '#models/user'
import UserTransformer from '#transformers/user_transformer'
import UserFormOptionsTransformer from '#transformers/user_form_options_transformer'
import InvitationTransformer from '#transformers/invitation_transformer'
import { createUserValidator, updateUserValidator, userIndexValidator } from '#validators/user'
import {
  accessInputOf,
  createUser,
  resendInvitation,
  setUserActive,
  updateUser,
} from '#services/accounts/users'
import { latestInvitation, mailInvitation } from '#services/accounts/invitations'
import { userFormChoices, userListPage } from '#services/accounts/user_list'
import { allowedIds } from '#support/policy_flags'
import { optionOf } from '#support/select_options'
import { afterResponse } from '#services/platform/after_response'
import { BranchScope } from '#services/platform/branch_scope'
import { filterProps, readListQuery } from '#validators/list'

/** Mails a fresh invitation once the response is out. */
function mailAfterResponse(ctx: HttpContext, user: User, url: string | null) {
  if (url) afterResponse(ctx, () => mailInvitation(user, url))
}

/** An account within the signed-in user's branch scope; any other answers 404. */
async function findUser({ auth, params }: HttpContext) {
  const scope = await BranchScope.of(auth.user!)
  return User.query()
    .where('id', Number(params.id))
    .apply((scopes) => scopes.withinBranchScope(scope))
    .preload('role')
    .preload('branches')
    .firstOrFail()
}

/** What the user form offers the actor: roles they may grant and branches in their scope. */
async function formOptions(manager: User) {
  const choices = await userFormChoices(manager, await BranchScope.of(manager))
  return new UserFormOptionsTransformer(choices).toObject()
}

/** The toast after adding an account: invited, or ready to sign in with the chosen password. */
function createdMessage(user: User, invited: boolean) {
  return invited
    ? `${user.name} was invited: the link is on its way to ${user.email}.`
    : `${user.name} can now sign in with the password you chose.`
}

export default class UsersController {
  /** Accounts waiting for access first, then everyone by the chosen order. */
  async index({ inertia, request, bouncer, auth }: HttpContext) {
    const filters = await readListQuery(userIndexValidator, request.qs())
    const page = await userListPage(filters, await BranchScope.of(auth.user!))
    return inertia.render('users/index', {
      users: UserTransformer.transform(page.rows),
      meta: page.meta,
      filters: filterProps(filters, ['search', 'status', 'role', 'sort']),
      roles: page.roles.map(optionOf),
      waitingCount: page.waitingCount,
      canManage: await bouncer.with('UserPolicy').allows('manage'),
      editable: await allowedIds(page.rows, (user) =>
        bouncer.with('UserPolicy').allows('edit', user)
      ),
    })
  }

  async create({ inertia, auth }: HttpContext) {
    return inertia.render('users/create', await formOptions(auth.user!))
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createUserValidator)
    const { user, invitationUrl } = await createUser(actorOf(ctx), {
      ...accessInputOf(input),
      method: input.method,
      password: input.password,
    })
    mailAfterResponse(ctx, user, invitationUrl)
    ctx.session.flash('success', createdMessage(user, invitationUrl !== null))
    return ctx.response.redirect().toRoute('users.edit', [user.id])
  }

  /** The account's page: an editable form for a manager who may change it, read-only otherwise. */
  async edit(ctx: HttpContext) {
    const { inertia, bouncer, auth } = ctx
    const user = await findUser(ctx)
    const invitation = user.password === null ? await latestInvitation(user) : null
    return inertia.render('users/edit', {
      user: new UserTransformer(user).toObject(),
      canEdit: await bouncer.with('UserPolicy').allows('edit', user),
      isSelf: user.id === auth.user!.id,
      invitation: invitation ? new InvitationTransformer(invitation).toObject() : null,
      ...(await formOptions(auth.user!)),
    })
  }

  async update(ctx: HttpContext) {
    const target = await findUser(ctx)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    const input = await ctx.request.validateUsing(updateUserValidator(target.id))
    const { user, invitationUrl } = await updateUser(actorOf(ctx), target, {
      ...accessInputOf(input),
      isActive: input.is_active,
    })
    mailAfterResponse(ctx, user, invitationUrl)
    ctx.session.flash('success', `${user.name} saved.`)
    return ctx.response.redirect().toRoute('users.edit', [user.id])
  }

  async deactivate(ctx: HttpContext) {
    const target = await findUser(ctx)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    await setUserActive(actorOf(ctx), target, false)
    ctx.session.flash('success', `${target.name} was deactivated and signed out.`)
    return ctx.response.redirect().withQs().back(urlFor('users.index'))
  }

  async activate(ctx: HttpContext) {
    const target = await findUser(ctx)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    await setUserActive(actorOf(ctx), target, true)
    ctx.session.flash('success', `${target.name} was reactivated.`)
    return ctx.response.redirect().withQs().back(urlFor('users.index'))
  }

  async invite(ctx: HttpContext) {
    const target = await findUser(ctx)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    const url = await resendInvitation(actorOf(ctx), target)
    mailAfterResponse(ctx, target, url)
    ctx.session.flash('success', `A new invitation is on its way to ${target.email}.`)
    return ctx.response.redirect().toRoute('users.edit', [target.id])
  }
}
