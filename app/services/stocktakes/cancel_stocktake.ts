import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import { auditStocktake, takeStep } from '#services/stocktakes/stocktake_steps'

/** Cancels a stocktake before it is posted: no stock moves, its counts stay readable. */
export async function cancelStocktake(
  target: Stocktake,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const before = target.status
    const stocktake = await takeStep(
      target,
      ['draft', 'counting', 'review'],
      'cancelled',
      'cancelled',
      (stamp) => ({ cancelled_by: actor.user.id, cancelled_at: stamp }),
      trx
    )
    await auditStocktake(
      'stocktake.cancelled',
      stocktake,
      actor,
      { status: { from: before, to: 'cancelled' } },
      trx
    )
    return stocktake
  }, within)
}
