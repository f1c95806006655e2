import { outboxEntries } from '~/lib/offline/outbox'
import { forgetKept } from '~/lib/offline/kept_catalogue'
import { outboxBlocks, sendingOrder } from '#common/offline_till'

/**
 * Why signing out or closing the till session must wait for this device's
 * outbox (`userId` null: every user's sales count), or null. A device
 * without IndexedDB has nothing waiting.
 */
export async function outboxProblem(action: 'sign_out' | 'close_session', userId: number | null) {
  try {
    const entries = await outboxEntries()
    const waiting = userId === null ? entries : sendingOrder(entries, userId)
    return outboxBlocks(waiting.length, action)
  } catch {
    return null
  }
}

/** Before a sign-out: refused while the user's sales wait, else what they kept is forgotten. */
export async function beforeSignOut(userId: number | null) {
  const problem = await outboxProblem('sign_out', userId)
  if (problem) return problem
  await forgetKept().catch(() => {})
  return null
}
