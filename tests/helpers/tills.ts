import { randomUUID } from 'node:crypto'
import type Till from '#models/till'
import type TillSession from '#models/till_session'
import { createTill } from '#services/tills/manage_tills'
import { openSession } from '#services/tills/open_session'
import { closeSession, type CloseSessionInput } from '#services/tills/close_session'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { tillCodeOf } from '#common/tills'

/** A till at a demo branch, made by the admin; the code from its name unless given. */
export async function tillAt(branchCode: string, name: string, code?: string): Promise<Till> {
  const branch = await branchCoded(branchCode)
  return createTill(
    { branchId: branch.id, name, code: code ?? `${branchCode}${tillCodeOf(name, 8)}` },
    await actorFor('admin@demo.test')
  )
}

/** A session opened on `till` by a demo user with a counted float. */
export async function openedBy(email: string, till: Till, openingFloat = 10_000) {
  const { session } = await openSession(
    { tillId: till.id, floatSource: 'counted', openingFloat, idempotencyKey: randomUUID() },
    await actorFor(email)
  )
  return session
}

/** Closes a session as a demo user with a fresh form key. */
export async function closedBy(
  email: string,
  session: TillSession,
  fields: Partial<CloseSessionInput> = {}
) {
  const { session: closed } = await closeSession(
    session,
    { countedCash: 0, idempotencyKey: randomUUID(), ...fields },
    await actorFor(email)
  )
  return closed
}
