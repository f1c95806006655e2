import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import { auditStocktake, takeStep } from '#services/stocktakes/stocktake_steps'

/** Ends counting: the stocktake goes to review, where the variance is read and lines recounted. */
export async function finishCounting(
  target: Stocktake,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const stocktake = await takeStep(
      target,
      ['counting'],
      'review',
      'sent to review',
      () => ({}),
      trx
    )
    await auditStocktake(
      'stocktake.finished',
      stocktake,
      actor,
      { status: { from: 'counting', to: 'review' } },
      trx
    )
    return stocktake
  }, within)
}
