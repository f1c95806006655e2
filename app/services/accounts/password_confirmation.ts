import { urlFor } from '@adonisjs/core/services/url_builder'
import type { Session } from '@adonisjs/session'

/** How long a confirmed password opens the sensitive areas. */
export const CONFIRMATION_WINDOW_MS = 3 * 60 * 60 * 1000

const CONFIRMED_AT = 'password_confirmed_at'
const INTENDED_URL = 'intended_url'

export function isPasswordConfirmed(session: Session, now = Date.now()) {
  const confirmedAt = session.get(CONFIRMED_AT)
  return typeof confirmedAt === 'number' && now - confirmedAt < CONFIRMATION_WINDOW_MS
}

export function markPasswordConfirmed(session: Session, now = Date.now()) {
  session.put(CONFIRMED_AT, now)
}

export function rememberIntendedUrl(session: Session, url: string) {
  session.put(INTENDED_URL, url)
}

/** Where to go after confirming: the page that asked, only ever a local path. */
export function pullIntendedUrl(session: Session, fallback = urlFor('dashboard')) {
  const url = session.pull(INTENDED_URL)
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : fallback
}
