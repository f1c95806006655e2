import type { Session } from '@adonisjs/session'
import type User from '#models/user'

/** Idle sessions end after 2 hours, any session after 12, so a forgotten one does not live on. */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000

const KEY = 'auth_session'

interface Stamp {
  epoch: number
  startedAt: number
  seenAt: number
}

export type SessionEndReason = 'signed_out_elsewhere' | 'idle' | 'expired' | 'deactivated'

/**
 * Marks a freshly signed-in session with the user's epoch and the time. A
 * cashier taking a shared till by PIN keeps the start of their sign-in
 * there with the password (`startedAt`), so the 12 hours count from it.
 */
export function stampSession(session: Session, user: User, now = Date.now(), startedAt = now) {
  session.put(KEY, { epoch: user.sessionEpoch, startedAt, seenAt: now } satisfies Stamp)
}

/** Why a signed-in session must end now, or null while it is still good. */
export function sessionEndReason(
  stamp: Partial<Stamp> | undefined,
  user: Pick<User, 'sessionEpoch' | 'isActive'>,
  now = Date.now()
): SessionEndReason | null {
  if (!user.isActive) return 'deactivated'
  if (!stamp || stamp.epoch !== user.sessionEpoch) return 'signed_out_elsewhere'
  if (typeof stamp.startedAt !== 'number' || now - stamp.startedAt >= ABSOLUTE_TIMEOUT_MS) {
    return 'expired'
  }
  if (typeof stamp.seenAt !== 'number' || now - stamp.seenAt >= IDLE_TIMEOUT_MS) return 'idle'
  return null
}

/**
 * Records on the stored session whose it is, where the store keeps such
 * tags (database, Redis), so idle guests' sessions can be told apart and
 * purged (services/session_purge.ts). The cookie store has nothing to purge.
 */
export async function tagSessionOwner(session: Session, user: User) {
  try {
    await session.tag(String(user.id))
  } catch (error) {
    if ((error as { code?: string }).code !== 'E_SESSION_TAGGING_NOT_SUPPORTED') throw error
  }
}

/**
 * How old the last activity recorded on a session may be before a request
 * records its own: recording changes the session, which is then written.
 * Idle sessions end between 119 and 120 minutes after their last request.
 */
export const ACTIVITY_PRECISION_MS = 60 * 1000

/** Checks the current session and records this request as activity, to the minute. */
export function checkSession(session: Session, user: User, now = Date.now()) {
  const stamp = session.get(KEY) as Partial<Stamp> | undefined
  const reason = sessionEndReason(stamp, user, now)
  if (!reason && now - stamp!.seenAt! >= ACTIVITY_PRECISION_MS) {
    session.put(KEY, { ...stamp, seenAt: now })
  }
  return reason
}

/**
 * Ends every session of the user except, when given, the current one, which
 * is re-stamped with the new epoch. Works with any session store because
 * sessions are checked against the user row on each request.
 */
export async function endOtherSessions(user: User, currentSession?: Session) {
  advanceSessionEpoch(user)
  await user.save()
  if (currentSession) keepSessionAfterEpochChange(currentSession, user)
}

/** Invalidates every session stamped with the current epoch (the caller saves the user). */
export function advanceSessionEpoch(user: User) {
  user.sessionEpoch = user.sessionEpoch + 1
}

/** Moves the current session to the user's new epoch, keeping its start time. */
export function keepSessionAfterEpochChange(session: Session, user: User) {
  const stamp = session.get(KEY) as Stamp | undefined
  session.put(KEY, { ...stamp, epoch: user.sessionEpoch })
}

export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  signed_out_elsewhere: 'Your session has ended. Please sign in again.',
  idle: 'You were signed out after 2 hours without activity.',
  expired: 'Your session reached its 12-hour limit. Please sign in again.',
  deactivated: 'Your account is no longer active.',
}
