import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TillMovement from '#models/till_movement'
import type TillSession from '#models/till_session'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { nextDocumentNumber } from '#services/platform/document_numbers'
import { operation } from '#services/platform/transactions'
import { fileInSession } from '#services/tills/session_filing'
import { TillKeyReused, TillSessionNotOpen } from '#exceptions/till_errors'
import { isUniqueViolation } from '#support/unique_violation'
import type { MovementDirection, MovementReason } from '#common/tills'

export interface CashMovementInput {
  direction: MovementDirection
  reason: MovementReason
  /** Minor units, more than zero. */
  amount: number
  note?: string | null
  /** One per form (a UUID): a double click records one movement. */
  idempotencyKey: string
}

export interface CashMovementResult {
  movement: TillMovement
  replayed: boolean
}

/**
 * Pays cash into or out of an open session's drawer (`session` already
 * loaded within the actor's scope and authorised): numbered `CM-000001`,
 * added to the session's cash in or out under its lock (refused once the
 * session is closed), audited. The same form key returns its movement.
 */
export async function recordCashMovement(
  session: TillSession,
  input: CashMovementInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<CashMovementResult> {
  const earlier = await movementOfKey(input.idempotencyKey, within)
  if (earlier) return replay(earlier, session)
  if (session.status !== 'open') throw new TillSessionNotOpen(session.zNumber)
  try {
    const movement = await operation(async (trx) => {
      const created = await TillMovement.create(
        {
          number: await nextDocumentNumber('cash_movement', trx),
          tillSessionId: session.id,
          direction: input.direction,
          reason: input.reason,
          amount: input.amount,
          note: input.note || null,
          userId: actor.user.id,
          idempotencyKey: input.idempotencyKey,
        },
        { client: trx }
      )
      await fileInSession(
        session.id,
        { movements_count: 1, [input.direction === 'in' ? 'cash_in' : 'cash_out']: input.amount },
        trx
      )
      await recordAudit(
        {
          action: input.direction === 'in' ? 'till.cash_in' : 'till.cash_out',
          actor,
          subject: { type: 'till_session', id: session.id, branchId: session.branchId },
          changes: {
            movement: { from: null, to: created.number },
            reason: { from: null, to: input.reason },
            amount: { from: null, to: input.amount },
          },
        },
        trx
      )
      return created
    }, within)
    return { movement, replayed: false }
  } catch (error) {
    if (!isUniqueViolation(error, 'till_movements', 'idempotency_key')) throw error
    const winner = await movementOfKey(input.idempotencyKey, within)
    if (!winner) throw error
    return replay(winner, session)
  }
}

function movementOfKey(key: string, client?: TransactionClientContract) {
  return TillMovement.query({ client }).where('idempotency_key', key).first()
}

function replay(movement: TillMovement, session: TillSession): CashMovementResult {
  if (movement.tillSessionId !== session.id) throw new TillKeyReused()
  return { movement, replayed: true }
}
