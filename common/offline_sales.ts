/**
 * Sales a till made while it was offline and sends later: the rules the
 * server and the till share.
 */

/**
 * A provisional reference: `P-`, the device's own code (6 letters or
 * digits, made once per device) and the device's sale sequence. The pending
 * receipt carries it; the order keeps it, so a return finds the sale by it.
 */
export const PROVISIONAL_REF_PATTERN = /^P-[A-Z0-9]{6}-[0-9]{1,7}$/

/** How far ahead of the server's clock a till's clock may run. */
export const MAX_OFFLINE_CLOCK_AHEAD_MS = 5 * 60 * 1000

/** How long an offline sale may wait to be sent: older ones are refused as malformed. */
export const MAX_OFFLINE_AGE_DAYS = 30

/** Whether a sale made at `madeAt` may still be sent at `now` (both epoch milliseconds). */
export function madeAtProblem(madeAt: number, now: number): 'future' | 'too_old' | null {
  if (madeAt > now + MAX_OFFLINE_CLOCK_AHEAD_MS) return 'future'
  if (madeAt < now - MAX_OFFLINE_AGE_DAYS * 24 * 60 * 60 * 1000) return 'too_old'
  return null
}

/** What a manager should look at in a recorded offline sale, in this order. */
export const OFFLINE_FLAGS = ['oversold', 'price_changed', 'late_session'] as const

export type OfflineFlag = (typeof OFFLINE_FLAGS)[number]

/** The flags that hold, in catalogue order. */
export function offlineFlags(facts: Record<OfflineFlag, boolean>): OfflineFlag[] {
  return OFFLINE_FLAGS.filter((flag) => facts[flag])
}

/** The flags as stored (comma separated), unknown words left out. */
export function parseOfflineFlags(stored: string | null): OfflineFlag[] {
  const words = (stored ?? '').split(',')
  return OFFLINE_FLAGS.filter((flag) => words.includes(flag))
}

/** A change of whether an account was active, at an instant (epoch milliseconds). */
export interface ActivityChange {
  at: number
  active: boolean
}

/**
 * Whether an account was active at `instant`, from its deactivations and
 * reactivations: the last change at or before the instant decides; before
 * any change it was active (an account that no longer exists cannot send).
 */
export function activeAt(changes: readonly ActivityChange[], instant: number) {
  let active = true
  for (const change of [...changes].sort((a, b) => a.at - b.at)) {
    if (change.at > instant) break
    active = change.active
  }
  return active
}

/** Why a sale sent from offline is kept for review instead of recorded. */
export const OFFLINE_REFUSALS = {
  user_inactive: 'The seller’s account was deactivated when the sale was made.',
  branch_out_of_scope: 'The sale names a branch the seller does not sell at.',
  key_reused: 'The sale’s key already made another sale with a different cart.',
  reference_taken: 'Another sale already carries this provisional reference.',
  discount_over_cap: 'The discounts go past what the seller’s role may give.',
  not_for_sale: 'The sale cannot be recorded as sent.',
} as const

export type OfflineRefusal = keyof typeof OFFLINE_REFUSALS
