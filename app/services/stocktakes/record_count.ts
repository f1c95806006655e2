import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import StocktakeCount, { type CountSource } from '#models/stocktake_count'
import Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import { stepRefusal } from '#services/stocktakes/stocktake_steps'
import { returnedRows } from '#support/returned_rows'
import { StocktakeInputRefused } from '#exceptions/stocktake_errors'
import { timestampBinding } from '#support/sql_time'
import { MAX_COUNTED_QUANTITY } from '#common/limits'

export interface CountEntry {
  productId: number
  /** Units found: one per scan, or what was typed for a case or a shelf. */
  quantity: number
  source: CountSource
}

/**
 * Adds one person's count of a product to its line. The line's figure is
 * raised by a conditional increment in the database, never read and written
 * back, so people scanning the same product at once all add up; a total past
 * the bound of any shelf touches nothing. The entry keeps who and when.
 */
export async function recordCount(
  target: Stocktake,
  entry: CountEntry,
  actor: Actor,
  within?: TransactionClientContract
) {
  const client = within ?? db.connection()
  if (client.dialect.name === 'postgres')
    return recordCountInOneStatement(target, entry, actor, client)
  return operation(async (trx) => {
    const result = await trx.rawQuery(
      `UPDATE stocktake_lines SET counted = COALESCE(counted, 0) + ?
        WHERE stocktake_id = ? AND product_id = ? AND COALESCE(counted, 0) + ? <= ?
          AND EXISTS (SELECT 1 FROM stocktakes WHERE id = ? AND status = ?)
        RETURNING id, counted`,
      incrementBindings(target, entry)
    )
    const [line] = returnedRows<{ id: number; counted: number | string }>(result)
    if (!line) throw await countRefusal(target, entry, trx)
    const stamp = timestampBinding(DateTime.utc(), trx.dialect.name)
    const [saved] = await trx
      .knexQuery()
      .table('stocktake_counts')
      .insert({
        stocktake_line_id: line.id,
        user_id: actor.user.id,
        quantity: entry.quantity,
        source: entry.source,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('*')
    return counted(line, saved, trx)
  }, within)
}

function incrementBindings(target: Stocktake, entry: CountEntry) {
  return [
    entry.quantity,
    target.id,
    entry.productId,
    entry.quantity,
    MAX_COUNTED_QUANTITY,
    target.id,
    'counting',
  ]
}

function counted(
  line: { id: number; counted: number | string },
  saved: Record<string, unknown>,
  client: QueryClientContract
) {
  return {
    lineId: Number(line.id),
    counted: Number(line.counted),
    entry: StocktakeCount.$createFromAdapterResult(saved, undefined, { client })!,
  }
}

/**
 * PostgreSQL: the increment and the entry in one statement, committed on
 * its own (or in the caller's transaction). The increment holds the line's
 * row lock until the commit, and people scanning the same product queue on
 * it: one round trip instead of four (begin, update, insert, commit) keeps
 * that wait short. The stocktake is share-locked in the same statement, so
 * ending the count waits for the counts in flight.
 */
async function recordCountInOneStatement(
  target: Stocktake,
  entry: CountEntry,
  actor: Actor,
  client: QueryClientContract
) {
  const stamp = timestampBinding(DateTime.utc(), 'postgres')
  const result = await client.rawQuery(
    `WITH line AS (
       UPDATE stocktake_lines SET counted = COALESCE(counted, 0) + ?
        WHERE stocktake_id = ? AND product_id = ? AND COALESCE(counted, 0) + ? <= ?
          AND EXISTS (SELECT 1 FROM stocktakes WHERE id = ? AND status = ? FOR SHARE)
        RETURNING id, counted
     ), saved AS (
       INSERT INTO stocktake_counts (stocktake_line_id, user_id, quantity, source, created_at, updated_at)
       SELECT id, ?, ?, ?, ?, ? FROM line
       RETURNING *
     )
     SELECT saved.*, line.counted AS line_counted FROM saved JOIN line ON line.id = saved.stocktake_line_id`,
    [...incrementBindings(target, entry), actor.user.id, entry.quantity, entry.source, stamp, stamp]
  )
  const [row] = returnedRows<Record<string, unknown> & { line_counted: number | string }>(result)
  if (!row) throw await countRefusal(target, entry, client)
  const { line_counted: total, ...saved } = row
  return counted({ id: Number(saved.stocktake_line_id), counted: total }, saved, client)
}

/**
 * Why the increment touched no line: the stocktake is no longer being
 * counted, the product is not in the count, or the total is past the bound.
 */
async function countRefusal(target: Stocktake, entry: CountEntry, trx: QueryClientContract) {
  const stocktake = await Stocktake.findOrFail(target.id, { client: trx })
  if (stocktake.status !== 'counting') return stepRefusal(stocktake, 'counted')
  const line = await trx
    .from('stocktake_lines')
    .where({ stocktake_id: stocktake.id, product_id: entry.productId })
    .select('counted')
    .first()
  if (!line) {
    return new StocktakeInputRefused(
      `This product is not part of ${stocktake.number}: count only what it covers.`,
      { field: 'product_id' }
    )
  }
  return new StocktakeInputRefused(
    `That would make ${(Number(line.counted ?? 0) + entry.quantity).toLocaleString('en-US')} units, more than any shelf holds (at most ${MAX_COUNTED_QUANTITY.toLocaleString('en-US')}). Check the quantity.`,
    { field: 'quantity' }
  )
}
