import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Setting from '#models/setting'
import TillSession from '#models/till_session'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { operation } from '#services/platform/transactions'
import { BadDenominationCount, TillKeyReused, TillSessionNotOpen } from '#exceptions/till_errors'
import { formatMoney } from '#common/money'
import { MAX_TILL_CASH } from '#common/limits'
import {
  cashDifference,
  countedTotal,
  expectedCash,
  zNumber,
  type DenominationCount,
} from '#common/tills'

export interface CloseSessionInput {
  /** The drawer counted as one amount, in minor units; or by denomination below. */
  countedCash?: number | null
  /** Pieces counted of each note and coin, by value in minor units. */
  denominations?: DenominationCount | null
  note?: string | null
  /** One per close form (a UUID): a resubmitted close returns the closed session. */
  idempotencyKey: string
}

export interface CloseSessionResult {
  session: TillSession
  replayed: boolean
}

/**
 * The amount counted: the denominations' total when counted so (each one
 * checked against the shop currency's notes and coins), else the amount typed.
 */
function countOf(input: CloseSessionInput, currency: string, locale: string) {
  if (!input.denominations) return input.countedCash ?? 0
  const counted = countedTotal(input.denominations, currency)
  if (counted.problem === null) return counted.total
  const field = `denominations.${counted.key}`
  if (counted.problem === 'unknown_denomination') {
    return refuse(field, `${counted.key} is not a note or coin of ${currency}.`)
  }
  if (counted.problem === 'bad_quantity') {
    return refuse(field, 'Count whole notes or coins, from 0 to 100,000.')
  }
  return refuse(
    field,
    `The count comes to more than ${formatMoney(MAX_TILL_CASH, currency, locale)}.`
  )
}

function refuse(field: string, message: string): never {
  throw new BadDenominationCount(field, message)
}

/**
 * Closes an open session (`session` loaded within the actor's scope and
 * authorised), in one transaction: the session's row locked first, so a
 * sale posted at the same moment either finished before (its totals are
 * read here) or waits and is refused once this commits; the expected cash
 * from the running totals, one row whatever the number of sales; the count,
 * the difference, the note; the till's next Z number, gap-free; audited.
 * Final: a closed session never changes. The same form key returns it.
 */
export async function closeSession(
  session: TillSession,
  input: CloseSessionInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<CloseSessionResult> {
  const settings = await Setting.query({ client: within }).orderBy('id').firstOrFail()
  const counted = countOf(input, settings.currency, settings.locale)
  return operation(async (trx) => {
    const locked = await TillSession.query({ client: trx })
      .where('id', session.id)
      .forUpdate()
      .firstOrFail()
    if (locked.status !== 'open') {
      if (locked.closeKey === input.idempotencyKey) return { session: locked, replayed: true }
      throw new TillSessionNotOpen(locked.zNumber)
    }
    const taken = await TillSession.query({ client: trx })
      .where('close_key', input.idempotencyKey)
      .first()
    if (taken) throw new TillKeyReused()

    const expected = expectedCash(locked)
    const result = await trx.rawQuery(
      'UPDATE tills SET next_z_seq = next_z_seq + 1 WHERE id = ? RETURNING code, next_z_seq',
      [locked.tillId]
    )
    const rows = Array.isArray(result) ? result : result.rows
    locked.merge({
      status: 'closed',
      closeKey: input.idempotencyKey,
      closedBy: actor.user.id,
      closedAt: DateTime.utc(),
      expectedCash: expected,
      countedCash: counted,
      cashDifference: cashDifference(counted, expected),
      denominations: input.denominations ?? null,
      closeNote: input.note || null,
      zNumber: zNumber(rows[0].code, Number(rows[0].next_z_seq) - 1),
    })
    await locked.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'till.closed',
        actor,
        subject: { type: 'till_session', id: locked.id, branchId: locked.branchId },
        changes: {
          z_number: { from: null, to: locked.zNumber },
          expected_cash: { from: null, to: expected },
          counted_cash: { from: null, to: counted },
          cash_difference: { from: null, to: locked.cashDifference },
        },
      },
      trx
    )
    return { session: locked, replayed: false }
  }, within)
}
