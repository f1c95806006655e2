import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#services/platform/actor'
import Role from '#models/role'
import RoleTransformer from '#transformers/role_transformer'
import { roleIndexValidator, roleValidator } from '#validators/role'
import { createRole, deleteRole, updateRole } from '#services/accounts/roles'
import { roleListPage } from '#services/accounts/role_list'
import { permissionGroups } from '#support/permission_labels'
import { filterProps, readListQuery } from '#validators/list'
import { allowedIds } from '#support/policy_flags'

async function roleInput(ctx: HttpContext, exceptId?: number) {
  const input = await ctx.request.validateUsing(roleValidator(exceptId))
  return {
    name: input.name,
    description: input.description,
    permissions: input.permissions,
    allBranches: input.all_branches ?? false,
    maxDiscountBp: input.max_discount_bp,
  }
}

export default class RolesController {
  async index({ inertia, request, bouncer }: HttpContext) {
    const filters = await readListQuery(roleIndexValidator, request.qs())
    const { rows, meta } = await roleListPage(filters)
    return inertia.render('roles/index', {
      roles: RoleTransformer.transform(rows),
      editable: await allowedIds(rows, (role) => bouncer.with('RolePolicy').allows('edit', role)),
      meta,
      filters: filterProps(filters, ['search', 'sort']),
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('roles/create', { groups: permissionGroups() })
  }

  async store(ctx: HttpContext) {
    const role = await createRole(actorOf(ctx), await roleInput(ctx))
    ctx.session.flash('success', `Role ${role.name} created.`)
    return ctx.response.redirect().toRoute('roles.edit', [role.id])
  }

  async edit({ inertia, params, bouncer }: HttpContext) {
    const role = await Role.query().where('id', params.id).withCount('users').firstOrFail()
    await bouncer.with('RolePolicy').authorize('edit', role)
    return inertia.render('roles/edit', {
      role: new RoleTransformer(role).toObject(),
      groups: permissionGroups(),
    })
  }

  async update(ctx: HttpContext) {
    const role = await Role.findOrFail(ctx.params.id)
    await ctx.bouncer.with('RolePolicy').authorize('edit', role)
    const saved = await updateRole(actorOf(ctx), role, await roleInput(ctx, role.id))
    ctx.session.flash('success', `Role ${saved.name} saved.`)
    return ctx.response.redirect().toRoute('roles.edit', [saved.id])
  }

  async destroy(ctx: HttpContext) {
    const role = await Role.findOrFail(ctx.params.id)
    await ctx.bouncer.with('RolePolicy').authorize('edit', role)
    await deleteRole(actorOf(ctx), role)
    ctx.session.flash('success', `Role ${role.name} deleted.`)
    return ctx.response.redirect().toRoute('roles.index')
  }
}
