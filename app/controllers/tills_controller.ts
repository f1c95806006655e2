import type { HttpContext } from '@adonisjs/core/http'
import TillPolicy from '#policies/till_policy'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import TillTransformer from '#transformers/till_transformer'
import { actorOf } from '#services/platform/actor'
import { createTill, renameTill, setTillActive } from '#services/tills/manage_tills'
import { openSession } from '#services/tills/open_session'
import { tillInScope, tillsInScope } from '#services/tills/till_queries'
import { openSessionValidator, tillNameValidator, tillValidator } from '#validators/till'
import { allowedIds } from '#support/policy_flags'

export default class TillsController {
  /** The tills of the user's branches with their open sessions; open one, or add a till. */
  async index({ inertia, bouncer, branchScope }: HttpContext) {
    const scope = await branchScope
    const rows = await tillsInScope(scope)
    const policy = bouncer.with(TillPolicy)
    return inertia.render('tills/index', {
      tills: rows.map((row) => new TillTransformer(row).toObject()),
      openable: await allowedIds(
        rows.map((row) => row.till),
        (till) => policy.allows('open', till)
      ),
      branches: scope.activeBranches().map((branch) => new BranchRefTransformer(branch).toObject()),
      canManage: await policy.allows('manage'),
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(tillValidator)
    const till = await createTill(
      { branchId: input.branch_id, name: input.name, code: input.code },
      actorOf(ctx)
    )
    ctx.session.flash('success', `Till ${till.name} added.`)
    return ctx.response.redirect().toRoute('tills.index')
  }

  async update(ctx: HttpContext) {
    const till = await this.editable(ctx)
    const { name } = await ctx.request.validateUsing(tillNameValidator)
    await renameTill(till, name, actorOf(ctx))
    ctx.session.flash('success', `Till renamed ${name}.`)
    return ctx.response.redirect().toRoute('tills.index')
  }

  /** Archived, a till opens no session; its sessions and Z numbers stay. */
  async archive(ctx: HttpContext) {
    const till = await setTillActive(await this.editable(ctx), false, actorOf(ctx))
    ctx.session.flash('success', `${till.name} archived: it opens no new session.`)
    return ctx.response.redirect().toRoute('tills.index')
  }

  async activate(ctx: HttpContext) {
    const till = await setTillActive(await this.editable(ctx), true, actorOf(ctx))
    ctx.session.flash('success', `${till.name} reactivated.`)
    return ctx.response.redirect().toRoute('tills.index')
  }

  /** The route's till in the user's branches (404 otherwise), which they may manage. */
  private async editable(ctx: HttpContext) {
    const till = await tillInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillPolicy).authorize('edit', till)
    return till
  }

  /** Opens a session on the till with its float, then shows the session. */
  async open(ctx: HttpContext) {
    const till = await tillInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillPolicy).authorize('open', till)
    const input = await ctx.request.validateUsing(openSessionValidator)
    const { session } = await openSession(
      {
        tillId: till.id,
        floatSource: input.float_source,
        openingFloat: input.opening_float,
        idempotencyKey: input.idempotency_key,
      },
      actorOf(ctx)
    )
    ctx.session.flash('success', `${till.name} is open.`)
    return ctx.response.redirect().toRoute('till_sessions.show', [session.id])
  }
}
