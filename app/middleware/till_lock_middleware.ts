import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { deviceCashiers, tillLocked } from '#services/accounts/till_device'
import { actorOf } from '#services/platform/actor'
import TillCashierTransformer from '#transformers/till_cashier_transformer'
import { minutesToMs } from '#common/till_lock'

/** What a locked till still answers: taking it by PIN or password, and signing out. */
const OPEN_WHILE_LOCKED = new Set(['till.take', 'till.sign_in', 'logout'])

export const LOCKED_MESSAGE = 'This till is locked: enter your PIN to continue.'

/**
 * A till device locks after the shop's quiet period, or when a cashier
 * steps away: every page and action of a locked session answers the lock
 * screen (423), whatever the browser shows, until someone takes the till.
 */
export default class TillLockMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!ctx.auth.user) return next()
    const settings = await ctx.shopSettings
    const lockAfterMs = minutesToMs(settings.tillLockMinutes)
    const locked = await tillLocked(ctx.session, lockAfterMs, actorOf(ctx))
    if (!locked || OPEN_WHILE_LOCKED.has(ctx.route?.name ?? '')) return next()
    return lockScreen(ctx)
  }
}

async function lockScreen(ctx: HttpContext) {
  ctx.response.status(423)
  if (ctx.request.accepts(['html', 'json']) === 'json' && !ctx.request.header('x-inertia')) {
    return ctx.response.send({ message: LOCKED_MESSAGE })
  }
  const cashiers = await deviceCashiers(ctx.session)
  const page = await ctx.inertia.render('till/locked', {
    cashiers: cashiers.map((user) => new TillCashierTransformer(user).toObject()),
    atTill: ctx.auth.user!.id,
  })
  return ctx.response.send(page)
}
