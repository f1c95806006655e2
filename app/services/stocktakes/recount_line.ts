import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import StocktakeLine from '#models/stocktake_line'
import type Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import { auditStocktake, sharedInStatus } from '#services/stocktakes/stocktake_steps'
import { timestampBinding } from '#support/sql_time'

/**
 * A line counted again in review: its figure becomes `quantity`, replacing
 * what the entries added up to, and the recount is kept as an entry of its
 * own beside them.
 */
export async function recountLine(
  stocktake: Stocktake,
  target: StocktakeLine,
  quantity: number,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    await sharedInStatus(stocktake.id, 'review', 'recounted', trx)
    const line = await StocktakeLine.query({ client: trx })
      .where('id', target.id)
      .where('stocktake_id', stocktake.id)
      .preload('product')
      .forUpdate()
      .firstOrFail()
    const stamp = timestampBinding(DateTime.utc(), trx.dialect.name)
    await trx.from('stocktake_lines').where('id', line.id).update({ counted: quantity })
    await trx.knexQuery().table('stocktake_counts').insert({
      stocktake_line_id: line.id,
      user_id: actor.user.id,
      quantity,
      source: 'recount',
      created_at: stamp,
      updated_at: stamp,
    })
    await auditStocktake(
      'stocktake.recounted',
      stocktake,
      actor,
      {
        product: { from: null, to: line.product.name },
        counted: { from: line.counted, to: quantity },
      },
      trx
    )
    return { lineId: line.id, counted: quantity }
  }, within)
}
