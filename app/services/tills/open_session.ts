import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Till from '#models/till'
import TillSession from '#models/till_session'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { operation } from '#services/platform/transactions'
import {
  NothingToCarry,
  TillAlreadyOpen,
  TillArchived,
  TillKeyReused,
} from '#exceptions/till_errors'
import type { FloatSource } from '#common/tills'

export interface OpenSessionInput {
  tillId: number
  floatSource: FloatSource
  /** The float counted into the drawer; ignored when carried over. */
  openingFloat?: number | null
  /** One per open form (a UUID): a resubmitted form finds its session. */
  idempotencyKey: string
}

export interface OpenSessionResult {
  session: TillSession
  replayed: boolean
}

/** PostgreSQL names the partial index; SQLite the column it covers. */
function isSecondOpen(error: unknown) {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string }
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return false
  return /till_sessions_one_open|till_sessions\.till_id/.test(String(message))
}

/**
 * Opens a session on a till of the actor's branches (404 outside them),
 * with the float counted now or carried over from the till's last close,
 * whose count is kept beside a counted float to show the difference. One
 * open session per till: the till's row is locked while checking, and a
 * partial unique index refuses a second open one whatever races. The same
 * form key returns the session it opened.
 */
export async function openSession(
  input: OpenSessionInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<OpenSessionResult> {
  const scope = await BranchScope.of(actor.user, within)
  const till = await scope.findOrFail(Till, input.tillId, { client: within })
  const earlier = await TillSession.query({ client: within })
    .where('open_key', input.idempotencyKey)
    .first()
  if (earlier) return replay(earlier, till)
  if (!till.isActive) throw new TillArchived(till.name)
  try {
    const session = await operation(async (trx) => {
      const locked = await Till.query({ client: trx })
        .where('id', till.id)
        .forUpdate()
        .firstOrFail()
      // Archived while this request was on its way: the lock orders the two.
      if (!locked.isActive) throw new TillArchived(till.name)
      const open = await TillSession.query({ client: trx })
        .where('till_id', till.id)
        .where('status', 'open')
        .first()
      if (open) throw new TillAlreadyOpen(till.name)
      const last = await TillSession.query({ client: trx })
        .where('till_id', till.id)
        .where('status', 'closed')
        .orderBy('closed_at', 'desc')
        .orderBy('id', 'desc')
        .first()
      if (input.floatSource === 'carried' && !last) throw new NothingToCarry(till.name)
      const carried = last?.countedCash ?? null
      const created = await TillSession.create(
        {
          tillId: till.id,
          branchId: till.branchId,
          status: 'open',
          openKey: input.idempotencyKey,
          openedBy: actor.user.id,
          openedAt: DateTime.utc(),
          floatSource: input.floatSource,
          openingFloat:
            input.floatSource === 'carried' ? (carried ?? 0) : (input.openingFloat ?? 0),
          carriedFloat: carried,
        },
        { client: trx }
      )
      await recordAudit(
        {
          action: 'till.opened',
          actor,
          subject: { type: 'till_session', id: created.id, branchId: till.branchId },
          changes: {
            till: { from: null, to: till.name },
            opening_float: { from: carried, to: created.openingFloat },
          },
        },
        trx
      )
      return created
    }, within)
    return { session, replayed: false }
  } catch (error) {
    if (!isSecondOpen(error)) throw error
    const winner = await TillSession.query({ client: within })
      .where('open_key', input.idempotencyKey)
      .first()
    if (winner) return replay(winner, till)
    throw new TillAlreadyOpen(till.name)
  }
}

function replay(session: TillSession, till: Till): OpenSessionResult {
  if (session.tillId !== till.id) throw new TillKeyReused()
  return { session, replayed: true }
}
