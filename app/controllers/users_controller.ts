import type { HttpContext } from '@adonisjs/core/http'
import Branch from '#models/branch'
import Role from '#models/role'
import User from '#models/user'
import UserTransformer from '#transformers/user_transformer'
import { createUserValidator, updateUserValidator, userIndexValidator } from '#validators/user'
import { createUser, resendInvitation, setUserActive, updateUser } from '#services/users'
import { latestInvitation, mailInvitation } from '#services/invitations'
import { escalationProblem } from '#services/access_rules'
import { grantsOf } from '#services/roles'
import { afterResponse } from '#services/after_response'
import { likePattern } from '#support/search'

export const USERS_PAGE_SIZE = 25

function actor(ctx: HttpContext) {
  return { user: ctx.auth.user!, ip: ctx.request.ip() }
}

/** Mails a fresh invitation once the response is out. */
function mailAfterResponse(ctx: HttpContext, user: User, url: string | null) {
  if (url) afterResponse(ctx, () => mailInvitation(user, url))
}

async function findUser(id: unknown) {
  return User.query().where('id', Number(id)).preload('role').preload('branches').firstOrFail()
}

/** What the user form offers the actor: roles they may grant and branches in their scope. */
async function formOptions(manager: User) {
  const [roles, branches] = await Promise.all([
    Role.query().orderBy('name'),
    Branch.query()
      .apply((scopes) => scopes.visibleTo(manager))
      .orderBy('name'),
  ])
  return {
    roles: roles
      .filter((role) => escalationProblem(grantsOf(manager), role) === null)
      .map((role) => ({ id: role.id, name: role.name, allBranches: role.allBranches })),
    branches: branches.map((branch) => ({
      id: branch.id,
      code: branch.code,
      name: branch.name,
      isActive: branch.isActive,
    })),
  }
}

export default class UsersController {
  /** Accounts waiting for access first, then everyone by the chosen order. */
  async index({ inertia, request, bouncer }: HttpContext) {
    const filters = await request.validateUsing(userIndexValidator, { data: request.qs() })
    const query = User.query().preload('role').preload('branches')
    if (filters.search) {
      const pattern = likePattern(filters.search)
      query.where((inner) => inner.whereILike('name', pattern).orWhereILike('email', pattern))
    }
    if (filters.role) query.where('role_id', filters.role)
    if (filters.status === 'waiting') query.whereNull('role_id').where('is_active', true)
    if (filters.status === 'inactive') query.where('is_active', false)
    if (filters.status === 'invited' || filters.status === 'active') {
      query.whereNotNull('role_id').where('is_active', true)
      if (filters.status === 'invited') query.whereNull('password')
      else query.whereNotNull('password')
    }
    query.orderByRaw('case when role_id is null and is_active = ? then 0 else 1 end', [true])
    if (filters.sort === 'newest') query.orderBy('created_at', 'desc').orderBy('id', 'desc')
    if (filters.sort === 'last_login')
      query.orderByRaw('last_login_at is null').orderBy('last_login_at', 'desc')
    const users = await query
      .orderBy('name')
      .orderBy('id')
      .paginate(filters.page ?? 1, USERS_PAGE_SIZE)

    const [roles, waiting] = await Promise.all([
      Role.query().orderBy('name'),
      User.query()
        .apply((scopes) => scopes.waitingForAccess())
        .count('* as total'),
    ])
    return inertia.render('users/index', {
      users: UserTransformer.transform(users.all()),
      meta: {
        total: users.total,
        perPage: users.perPage,
        currentPage: users.currentPage,
        lastPage: users.lastPage,
      },
      filters: {
        search: filters.search ?? '',
        status: filters.status ?? '',
        role: filters.role ? String(filters.role) : '',
        sort: filters.sort ?? '',
      },
      roles: roles.map((role) => ({ value: String(role.id), label: role.name })),
      waitingCount: Number(waiting[0].$extras.total),
      canManage: await bouncer.with('UserPolicy').allows('create'),
    })
  }

  async create({ inertia, auth }: HttpContext) {
    return inertia.render('users/create', await formOptions(auth.user!))
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createUserValidator)
    const { user, invitationUrl } = await createUser(actor(ctx), {
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
    return ctx.response.redirect().toPath('/users')
  }

  /** The account's page: an editable form for a manager who may change it, read-only otherwise. */
  async edit({ inertia, params, bouncer, auth }: HttpContext) {
    const user = await findUser(params.id)
    const invitation = user.password === null ? await latestInvitation(user) : null
    return inertia.render('users/edit', {
      user: new UserTransformer(user).toObject(),
      canEdit: await bouncer.with('UserPolicy').allows('edit', user),
      isSelf: user.id === auth.user!.id,
      invitation: invitation
        ? { expiresAt: invitation.expiresAt.toISO()!, expired: invitation.isExpired }
        : null,
      ...(await formOptions(auth.user!)),
    })
  }

  async update(ctx: HttpContext) {
    const target = await findUser(ctx.params.id)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    const input = await ctx.request.validateUsing(updateUserValidator(target.id))
    const { user, invitationUrl } = await updateUser(actor(ctx), target, {
      name: input.name,
      email: input.email,
      roleId: input.role_id,
      branchIds: input.branch_ids ?? [],
      isActive: input.is_active,
    })
    mailAfterResponse(ctx, user, invitationUrl)
    ctx.session.flash('success', `${user.name} saved.`)
    return ctx.response.redirect().toPath(`/users/${user.id}/edit`)
  }

  async deactivate(ctx: HttpContext) {
    const target = await findUser(ctx.params.id)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    await setUserActive(actor(ctx), target, false)
    ctx.session.flash('success', `${target.name} was deactivated and signed out.`)
    return ctx.response.redirect().withQs().back('/users')
  }

  async activate(ctx: HttpContext) {
    const target = await findUser(ctx.params.id)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    await setUserActive(actor(ctx), target, true)
    ctx.session.flash('success', `${target.name} was reactivated.`)
    return ctx.response.redirect().withQs().back('/users')
  }

  async invite(ctx: HttpContext) {
    const target = await findUser(ctx.params.id)
    await ctx.bouncer.with('UserPolicy').authorize('edit', target)
    const url = await resendInvitation(actor(ctx), target)
    mailAfterResponse(ctx, target, url)
    ctx.session.flash('success', `A new invitation is on its way to ${target.email}.`)
    return ctx.response.redirect().toPath(`/users/${target.id}/edit`)
  }
}
