import { createHash, randomBytes } from 'node:crypto'

/** A link token: 256 random bits, URL-safe (43 characters). */
export function newLinkToken() {
  return randomBytes(32).toString('base64url')
}

/** What is stored of a link token: its SHA-256, so a leaked table opens nothing. */
export function hashLinkToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7
