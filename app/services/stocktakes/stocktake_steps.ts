import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { recordAudit, type AuditChanges } from '#services/platform/audit_log'
import { StocktakeStepRefused } from '#exceptions/stocktake_errors'
import type { AuditAction } from '#support/audit_actions'
import { affectedRows } from '#support/affected_rows'
import { timestampBinding } from '#support/sql_time'
import { stepRefusalMessage, type StocktakeStatus } from '#common/stocktakes'

/** Why a step was refused: the stocktake's status now, in words. */
export function stepRefusal(stocktake: Pick<Stocktake, 'number' | 'status'>, step: string) {
  return new StocktakeStepRefused(stepRefusalMessage(stocktake.number, stocktake.status, step))
}

/**
 * Moves a stocktake from one of `from` to `to` by one conditional UPDATE, so
 * of two requests racing for the step (a double click, two managers, a post
 * and a cancel) exactly one wins; the other is refused with the status the
 * winner left. Returns the stocktake as it now is.
 */
export async function takeStep(
  target: Stocktake,
  from: readonly StocktakeStatus[],
  to: StocktakeStatus,
  step: string,
  /** The columns the step sets besides the status, given the step's time as the database binds it. */
  columns: (stamp: string | Date) => Record<string, unknown>,
  trx: TransactionClientContract
) {
  const stamp = timestampBinding(DateTime.utc(), trx.dialect.name)
  const updated = await trx
    .from('stocktakes')
    .where('id', target.id)
    .whereIn('status', [...from])
    .update({ ...columns(stamp), status: to, updated_at: stamp })
  const stocktake = await Stocktake.findOrFail(target.id, { client: trx })
  if (affectedRows(updated) === 0) throw stepRefusal(stocktake, step)
  return stocktake
}

/**
 * The stocktake, read for a count or a recount in `status`: on PostgreSQL the
 * row is share-locked, so the step that ends counting (which updates it)
 * waits for counts in flight and never posts without them.
 */
export async function sharedInStatus(
  stocktakeId: number,
  status: StocktakeStatus,
  step: string,
  trx: TransactionClientContract
) {
  const stocktake = await Stocktake.query({ client: trx })
    .where('id', stocktakeId)
    .forShare()
    .firstOrFail()
  if (stocktake.status !== status) throw stepRefusal(stocktake, step)
  return stocktake
}

export async function auditStocktake(
  action: AuditAction,
  stocktake: Stocktake,
  actor: Actor,
  changes: AuditChanges,
  trx: TransactionClientContract
) {
  await recordAudit(
    {
      action,
      actor,
      subject: { type: 'stocktake', id: stocktake.id, branchId: stocktake.branchId },
      changes,
    },
    trx
  )
}

/**
 * Lets other requests run between the statements of a large stocktake: on
 * SQLite every statement runs synchronously on the event loop.
 */
export function betweenStatements() {
  return new Promise((resolve) => setImmediate(resolve))
}
