import type { Session } from '@adonisjs/session'
import { DateTime } from 'luxon'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { verifyPin } from '#services/accounts/pins'
import { ABSOLUTE_TIMEOUT_MS } from '#services/accounts/session_lifetime'
import { FormError } from '#exceptions/form_error'
import {
  emptyTillDevice,
  quietTooLong,
  switchRefusal,
  SWITCH_REFUSALS,
  TILL_ACTIVITY_PRECISION_MS,
  withCashier,
  type TillDevice,
} from '#common/till_lock'

/**
 * Cashiers sharing a till, kept in the device's session: who signed in on
 * it with their password, whether it is a till (the counter was opened on
 * it) and whether it is locked. The server answers a locked session with
 * the lock screen alone (till_lock_middleware.ts), so the lock holds
 * whatever the page does.
 */

const KEY = 'till_device'

export type LockReason = 'idle' | 'switch'

/** Read through Luxon, so a test can move it past the quiet period (sessions keep the real clock). */
const now = () => DateTime.utc().toMillis()

export function tillDeviceOf(session: Session): TillDevice {
  const stored = session.get(KEY) as Partial<TillDevice> | undefined
  return { ...emptyTillDevice(now()), ...stored, cashiers: stored?.cashiers ?? [] }
}

function keep(session: Session, device: TillDevice) {
  session.put(KEY, device)
}

/** A sign-in with the password puts its user on the device's list, at the till and unlocked. */
export function rememberSignIn(session: Session, user: User) {
  const device = tillDeviceOf(session)
  const at = now()
  keep(session, {
    ...device,
    locked: false,
    seenAt: at,
    cashiers: withCashier(device.cashiers, {
      userId: user.id,
      epoch: user.sessionEpoch,
      signedInAt: at,
    }),
  })
}

/** Opening the counter makes this device a till: from now on it locks when quiet. */
export function markTill(session: Session) {
  const device = tillDeviceOf(session)
  if (!device.isTill) keep(session, { ...device, isTill: true, seenAt: now() })
}

/**
 * Whether this request meets a locked till: locked before, or quiet for
 * `lockAfterMs` since its last activity (locked now, and audited). Otherwise
 * the request counts as activity, recorded to TILL_ACTIVITY_PRECISION_MS.
 */
export async function tillLocked(session: Session, lockAfterMs: number, actor: Actor) {
  const device = tillDeviceOf(session)
  if (!device.isTill) return false
  if (device.locked) return true
  const at = now()
  if (quietTooLong(device, at, lockAfterMs)) {
    await lockTill(session, actor, 'idle')
    return true
  }
  if (at - device.seenAt >= TILL_ACTIVITY_PRECISION_MS) keep(session, { ...device, seenAt: at })
  return false
}

/** Locks the device to the PIN screen: a cashier stepping away, or the quiet period over. */
export async function lockTill(session: Session, actor: Actor, reason: LockReason) {
  const device = tillDeviceOf(session)
  keep(session, { ...device, isTill: true, locked: true })
  await recordAudit({ action: 'auth.till_locked', actor, changes: valuesSet({ reason }) })
}

/**
 * Someone takes the till with their PIN: the user now at it coming back,
 * or another who signed in on this device with their password within the
 * session's limits (anyone else is refused before their PIN is read). The
 * PIN is checked and throttled as an approval's is. Unlocks the device and
 * audits the switch or the unlock. Returns who is at the till and when they
 * signed in with their password, which their session keeps as its start.
 */
export async function takeTill(session: Session, userId: number, pin: string, actor: Actor) {
  const device = tillDeviceOf(session)
  const at = now()
  const user = await User.find(userId)
  const refusal = user ? switchRefusal(device.cashiers, user, at, ABSOLUTE_TIMEOUT_MS) : null
  if (!user || refusal) {
    throw new FormError('user_id', SWITCH_REFUSALS[refusal ?? 'not_on_device'])
  }
  await verifyPin(user, pin, actor.ip)
  keep(session, { ...device, locked: false, seenAt: at })
  const switched = user.id !== actor.user.id
  await recordAudit({
    action: switched ? 'auth.cashier_switched' : 'auth.till_unlocked',
    actor,
    subject: { type: 'user', id: user.id },
    changes: switched ? valuesSet({ from: actor.user.name, to: user.name }) : undefined,
  })
  const cashier = device.cashiers.find((each) => each.userId === user.id)!
  return { user, signedInAt: cashier.signedInAt }
}

/** The people the lock screen offers: those signed in here who may still come back by PIN. */
export async function deviceCashiers(session: Session) {
  const device = tillDeviceOf(session)
  const at = now()
  const ids = device.cashiers.map((cashier) => cashier.userId)
  const users = ids.length ? await User.query().whereIn('id', ids) : []
  return device.cashiers
    .map((cashier) => users.find((user) => user.id === cashier.userId))
    .filter(
      (user): user is User =>
        user !== undefined && switchRefusal(device.cashiers, user, at, ABSOLUTE_TIMEOUT_MS) === null
    )
}
