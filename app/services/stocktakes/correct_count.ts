import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import StocktakeCount from '#models/stocktake_count'
import type Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import { auditStocktake, sharedInStatus } from '#services/stocktakes/stocktake_steps'
import { returnedRows } from '#support/returned_rows'
import { StocktakeInputRefused } from '#exceptions/stocktake_errors'
import { timestampBinding } from '#support/sql_time'
import { MAX_COUNTED_QUANTITY } from '#common/limits'

/**
 * Corrects one count entry to `quantity` while counting goes on: the entry
 * is locked and changed, and its line moves by the difference through a
 * conditional increment, so other people's counts of the product in the
 * meantime are kept; the correction is audited. Who may correct it (its author or a manager) is the
 * policy's rule.
 */
export async function correctCount(
  stocktake: Stocktake,
  target: StocktakeCount,
  quantity: number,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    await sharedInStatus(stocktake.id, 'counting', 'corrected', trx)
    const entry = await StocktakeCount.query({ client: trx })
      .where('id', target.id)
      .forUpdate()
      .firstOrFail()
    const difference = quantity - entry.quantity
    const result = await trx.rawQuery(
      `UPDATE stocktake_lines SET counted = counted + ?
        WHERE id = ? AND counted + ? <= ? RETURNING counted`,
      [difference, entry.stocktakeLineId, difference, MAX_COUNTED_QUANTITY]
    )
    const [line] = returnedRows<{ counted: number | string }>(result)
    if (!line) {
      throw new StocktakeInputRefused(
        `That would make more than any shelf holds (at most ${MAX_COUNTED_QUANTITY.toLocaleString('en-US')}). Check the quantity.`,
        { field: 'quantity' }
      )
    }
    await trx
      .from('stocktake_counts')
      .where('id', entry.id)
      .update({ quantity, updated_at: timestampBinding(DateTime.utc(), trx.dialect.name) })
    await auditStocktake(
      'stocktake.corrected',
      stocktake,
      actor,
      { quantity: { from: entry.quantity, to: quantity }, entry: { from: null, to: entry.id } },
      trx
    )
    return { lineId: entry.stocktakeLineId, counted: Number(line.counted) }
  }, within)
}
