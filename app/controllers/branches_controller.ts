import { actorOf } from '#services/platform/actor'
import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Branch from '#models/branch'
import BranchPolicy from '#policies/branch_policy'
import BranchTransformer from '#transformers/branch_transformer'
import { BranchScope } from '#services/platform/branch_scope'
import {
  branchListPage,
  branchReferences,
  createBranch,
  deleteBranch,
  setBranchActive,
  updateBranch,
} from '#services/shop/branches'
import { branchIndexValidator, branchValidator } from '#validators/branch'
import { filterProps, readListQuery } from '#validators/list'

/** The branch named in the route, only within the user's branch scope (else 404). */
async function branchInScope(ctx: HttpContext) {
  const scope = await BranchScope.of(ctx.auth.user!)
  return scope.findOrFail(Branch, ctx.params.id, { column: 'id' })
}

export default class BranchesController {
  /** The branches in the user's scope, searched, filtered, sorted and paginated. */
  async index({ inertia, request, auth, bouncer }: HttpContext) {
    const filters = await readListQuery(branchIndexValidator, request.qs())
    const page = await branchListPage(await BranchScope.of(auth.user!), filters)
    return inertia.render('branches/index', {
      branches: BranchTransformer.ofList(page.rows, page.references),
      meta: page.meta,
      filters: filterProps(filters, ['search', 'status', 'sort']),
      can: {
        create: await bouncer.with(BranchPolicy).allows('create'),
        manage: await bouncer.with(BranchPolicy).allows('manage'),
      },
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('branches/create', {})
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(branchValidator, { meta: {} })
    const branch = await createBranch(input, actorOf(ctx))
    ctx.session.flash('success', `Branch ${branch.name} (${branch.code}) created.`)
    return ctx.response.redirect().toRoute('branches.edit', [branch.id])
  }

  async edit(ctx: HttpContext) {
    const branch = await branchInScope(ctx)
    await branch.loadCount('users')
    const [shown] = BranchTransformer.ofList([branch], await branchReferences([branch]))
    return ctx.inertia.render('branches/edit', { branch: shown })
  }

  async update(ctx: HttpContext) {
    const branch = await branchInScope(ctx)
    const input = await ctx.request.validateUsing(branchValidator, {
      meta: { branchId: branch.id },
    })
    const saved = await updateBranch(branch, input, actorOf(ctx))
    ctx.session.flash('success', `Branch ${saved.name} (${saved.code}) saved.`)
    return ctx.response.redirect().toRoute('branches.edit', [saved.id])
  }

  async deactivate(ctx: HttpContext) {
    const branch = await branchInScope(ctx)
    const saved = await setBranchActive(branch, false, actorOf(ctx))
    ctx.session.flash('success', `${saved.name} is deactivated: it is kept with its history.`)
    return ctx.response.redirect().withQs().back(urlFor('branches.index'))
  }

  async activate(ctx: HttpContext) {
    const branch = await branchInScope(ctx)
    const saved = await setBranchActive(branch, true, actorOf(ctx))
    ctx.session.flash('success', `${saved.name} is active again.`)
    return ctx.response.redirect().withQs().back(urlFor('branches.index'))
  }

  async destroy(ctx: HttpContext) {
    const branch = await branchInScope(ctx)
    await deleteBranch(branch, actorOf(ctx))
    ctx.session.flash('success', `Branch ${branch.name} (${branch.code}) deleted.`)
    return ctx.response.redirect().toRoute('branches.index')
  }
}
