/**
 * Cashiers sharing a till: who signed in on a device with their password
 * (and may come back to it with their PIN), and when the device locks.
 * Times are milliseconds since the epoch.
 */

/** The quiet period before a till locks, in minutes: the shop's setting and its bounds. */
export const TILL_LOCK_MINUTES_DEFAULT = 5
export const TILL_LOCK_MINUTES_MIN = 1
export const TILL_LOCK_MINUTES_MAX = 60

/** How many people one device remembers: a shift's cashiers and a manager or two. */
export const MAX_TILL_CASHIERS = 12

/** One person who signed in on this device with their password. */
export interface DeviceCashier {
  userId: number
  /** Their session epoch then: signing out everywhere later takes them off every device. */
  epoch: number
  signedInAt: number
}

/** What a device's session remembers about sharing the till. */
export interface TillDevice {
  /** The counter was opened here: the device locks when quiet. */
  isTill: boolean
  locked: boolean
  /** The last request, or input reported by the page, from this device. */
  seenAt: number
  cashiers: DeviceCashier[]
}

export function emptyTillDevice(now: number): TillDevice {
  return { isTill: false, locked: false, seenAt: now, cashiers: [] }
}

/**
 * The device's cashiers with `cashier` signed in again: first in the list,
 * replacing their earlier sign-in; the longest-ago ones forgotten past the bound.
 */
export function withCashier(cashiers: readonly DeviceCashier[], cashier: DeviceCashier) {
  return [cashier, ...cashiers.filter((each) => each.userId !== cashier.userId)].slice(
    0,
    MAX_TILL_CASHIERS
  )
}

export type SwitchRefusal = 'not_on_device' | 'signed_out' | 'expired' | 'inactive'

/**
 * Why a PIN may not bring `userId` to this device now, or null when it may:
 * they signed in here with their password, within the session's absolute
 * limit, and have not been signed out everywhere or deactivated since.
 */
export function switchRefusal(
  cashiers: readonly DeviceCashier[],
  user: { id: number; sessionEpoch: number; isActive: boolean },
  now: number,
  absoluteLimitMs: number
): SwitchRefusal | null {
  const cashier = cashiers.find((each) => each.userId === user.id)
  if (!cashier) return 'not_on_device'
  if (!user.isActive) return 'inactive'
  if (cashier.epoch !== user.sessionEpoch) return 'signed_out'
  if (now - cashier.signedInAt >= absoluteLimitMs) return 'expired'
  return null
}

export const SWITCH_REFUSALS: Record<SwitchRefusal, string> = {
  not_on_device: 'This person has not signed in on this till: they sign in with their password.',
  signed_out: 'This person was signed out since: they sign in with their password.',
  expired: 'This person’s sign-in here is over 12 hours old: they sign in with their password.',
  inactive: 'This account is no longer active.',
}

/** Whether a till device quiet since `seenAt` locks at `now`. */
export function quietTooLong(device: TillDevice, now: number, lockAfterMs: number) {
  return device.isTill && !device.locked && now - device.seenAt >= lockAfterMs
}

/**
 * How stale the device's last activity may be before a request records its
 * own: recording rewrites the session, so not on every request. The lock
 * then comes between the quiet period and that much after it.
 */
export const TILL_ACTIVITY_PRECISION_MS = 10 * 1000

/**
 * How often, at most, a page where someone is typing or clicking tells the
 * server the till is in use, so a long form does not meet the lock when sent.
 */
export const TILL_AWAKE_INTERVAL_MS = 30 * 1000

export const minutesToMs = (minutes: number) => minutes * 60 * 1000
