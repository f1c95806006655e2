import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { actorOf } from '#services/platform/actor'
import Branch from '#models/branch'
import Role from '#models/role'
import User from '#models/user'
import UserTransformer from '#transformers/user_transformer'
import RoleOptionTransformer from '#transformers/role_option_transformer'
import BranchOptionTransformer from '#transformers/branch_option_transformer'
import InvitationTransformer from '#transformers/invitation_transformer'
import { createUserValidator, updateUserValidator, userIndexValidator } from '#validators/user'
import { createUser, resendInvitation, setUserActive, updateUser } from '#services/accounts/users'
import { latestInvitation, mailInvitation } from '#services/accounts/invitations'
import { escalationProblem } from '#services/accounts/access_rules'
import { grantsOf } from '#services/accounts/roles'
import { afterResponse } from '#services/platform/after_response'
import { BranchScope } from '#services/platform/branch_scope'
import { filterProps, readListQuery } from '#validators/list'
import { paginate } from '#support/pagination'

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
  const scope = await BranchScope.of(manager)
  const [roles, branches] = await Promise.all([
    Role.query().orderBy('name'),
    scope.restrict(Branch.query(), 'id').orderBy('name'),
  ])
  return {
    roles: roles
      .filter((role) => escalationProblem(grantsOf(manager), role) === null)
      .map((role) => new RoleOptionTransformer(role).toObject()),
    branches: branches.map((branch) => new BranchOptionTransformer(branch).toObject()),
  }
}

/** The listed accounts this manager may change, so rows offer only what the server allows. */
async function editableIds(bouncer: HttpContext['bouncer'], users: User[]) {
  const allowed = await Promise.all(
    users.map((user) => bouncer.with('UserPolicy').allows('edit', user))
  )
  return users.filter((_user, index) => allowed[index]).map((user) => user.id)
}

export default class UsersController {
  /** Accounts waiting for access first, then everyone by the chosen order. */
  async index({ inertia, request, bouncer, auth }: HttpContext) {
    const filters = await readListQuery(userIndexValidator, request.qs())
    const scope = await BranchScope.of(auth.user!)
    const { rows, meta } = await paginate(
      User.query()
        .preload('role')
        .preload('branches')
        .apply((scopes) => {
          scopes.withinBranchScope(scope)
          scopes.search(filters.search)
          scopes.withRole(filters.role)
          scopes.withStatus(filters.status)
          scopes.sortedBy(filters.sort)
        }),
      filters.page
    )
    const [roles, waiting, editable] = await Promise.all([
      Role.query().orderBy('name'),
      User.query()
        .apply((scopes) => {
          scopes.waitingForAccess()
          scopes.withinBranchScope(scope)
        })
        .count('* as total'),
      editableIds(bouncer, rows),
    ])
    return inertia.render('users/index', {
      users: UserTransformer.transform(rows),
      meta,
      filters: filterProps(filters, ['search', 'status', 'role', 'sort']),
      roles: roles.map((role) => ({ value: String(role.id), label: role.name })),
      waitingCount: Number(waiting[0].$extras.total),
      canManage: await bouncer.with('UserPolicy').allows('manage'),
      editable,
    })
  }

  async create({ inertia, auth }: HttpContext) {
    return inertia.render('users/create', await formOptions(auth.user!))
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createUserValidator)
    const { user, invitationUrl } = await createUser(actorOf(ctx), {
      name: input.name,
      email: input.email,
      roleId: input.role_id,
      branchIds: input.branch_ids ?? [],
      method: input.method,
      password: input.password,
    })
    mailAfterResponse(ctx, user, invitationUrl)
    ctx.session.flash(
      'success',
      invitationUrl
        ? `${user.name} was invited: the link is on its way to ${user.email}.`
        : `${user.name} can now sign in with the password you chose.`
    )
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
      name: input.name,
      email: input.email,
      roleId: input.role_id,
      branchIds: input.branch_ids ?? [],
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
