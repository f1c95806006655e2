import type { HttpContext } from '@adonisjs/core/http'
import TillSessionPolicy, { TILL_SESSION_STEPS } from '#policies/till_session_policy'
import TillSessionTransformer from '#transformers/till_session_transformer'
import { actorOf } from '#services/platform/actor'
import { recordCashMovement } from '#services/tills/cash_movements'
import { closeSession } from '#services/tills/close_session'
import { sessionInScope, withTimeline } from '#services/tills/till_queries'
import { cashMovementValidator, closeSessionValidator } from '#validators/till'
import { policyFlags } from '#support/policy_flags'
import { denominationsOf } from '#common/tills'

export default class TillSessionsController {
  /** The session's timeline and its X report (open) or Z report (closed). */
  async show({ inertia, params, bouncer, branchScope, shopSettings }: HttpContext) {
    const session = await sessionInScope(branchScope, params.id)
    const policy = bouncer.with(TillSessionPolicy)
    await policy.authorize('show', session)
    const settings = await shopSettings
    const can = await policyFlags(TILL_SESSION_STEPS, (step) =>
      policy.allows(step, session, settings.blindTillCount)
    )
    return inertia.render('tills/session', {
      session: new TillSessionTransformer({
        session: await withTimeline(session),
        showExpected: can.seeExpected,
      }).toObject(),
      can,
      denominations: denominationsOf(settings.currency),
    })
  }

  async move(ctx: HttpContext) {
    const session = await sessionInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillSessionPolicy).authorize('cashMove', session)
    const input = await ctx.request.validateUsing(cashMovementValidator)
    const { movement } = await recordCashMovement(
      session,
      { ...input, idempotencyKey: input.idempotency_key },
      actorOf(ctx)
    )
    ctx.session.flash('success', `${movement.number} recorded.`)
    return ctx.response.redirect().toRoute('till_sessions.show', [session.id])
  }

  /** The counted close: final; the Z report shows what was expected and the difference. */
  async close(ctx: HttpContext) {
    const session = await sessionInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(TillSessionPolicy).authorize('close', session)
    const input = await ctx.request.validateUsing(closeSessionValidator)
    const { session: closed } = await closeSession(
      session,
      {
        countedCash: input.counted_cash,
        denominations: input.denominations,
        note: input.note,
        idempotencyKey: input.idempotency_key,
      },
      actorOf(ctx)
    )
    ctx.session.flash('success', `Closed: ${closed.zNumber}.`)
    return ctx.response.redirect().toRoute('till_sessions.show', [closed.id])
  }
}
