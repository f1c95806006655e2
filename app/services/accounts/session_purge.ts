import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { IDLE_TIMEOUT_MS } from '#services/accounts/session_lifetime'

/**
 * A session nobody signed into, idle this long, is dropped. Every cookieless
 * request gets a session (the sign-in form's CSRF secret lives there), so a
 * flood of them would otherwise keep a row each for the whole 2-hour session
 * age; now the table holds at most half an hour of them.
 */
export const GUEST_SESSION_IDLE_MS = 30 * 60 * 1000

/**
 * Deletes expired sessions and idle guests' sessions from the database store
 * (signed-in sessions are tagged with their user when they begin). Redis
 * expires its keys by itself.
 */
export async function purgeStaleSessions(now = Date.now()) {
  if (env.get('SESSION_DRIVER', 'database') !== 'database') return
  const sessions = () => db.connection().from('sessions')
  // The store writes expires_at as "last write + 2 hours + 5 minutes" and renews it at most
  // every 5 minutes (support/session_table.ts): a guest's row unwritten for 35 minutes has
  // been idle for 30 at least.
  const guestIdleSince = new Date(now + IDLE_TIMEOUT_MS - GUEST_SESSION_IDLE_MS)
  await sessions().where('expires_at', '<=', new Date(now)).delete()
  await sessions().whereNull('user_id').where('expires_at', '<=', guestIdleSince).delete()
}
