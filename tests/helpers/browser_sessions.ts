import { DateTime } from 'luxon'
import { MessageBuilder } from '@adonisjs/core/helpers'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import type { SessionData } from '@adonisjs/session/types'
import type { Browser, BrowserContext, Cookie, Page } from 'playwright'
import User from '#models/user'
import { recordAudit } from '#services/platform/audit_log'
import { appRunning, submitSignIn } from '#tests/helpers/browser'
import { actorFor } from '#tests/helpers/stock'

/** The demo organisation's staff, one per role, signed in once per run. */
export const DEMO_STAFF = [
  'admin@demo.test',
  'manager@demo.test',
  'cashier@demo.test',
  'clerk@demo.test',
]

interface StoredSession {
  id: string
  cookies: Cookie[]
  values: SessionData
}

const SESSION_COOKIE = 'pos-session'
const stored = new Map<string, StoredSession>()

/** The session id inside the signed `pos-session` cookie. */
function sessionIdOf(cookies: Cookie[]) {
  const cookie = cookies.find((candidate) => candidate.name === SESSION_COOKIE)
  const value = cookie ? decodeURIComponent(cookie.value) : ''
  const id = value.startsWith('s:')
    ? encryption.getMessageVerifier().unsign<string>(value.slice(2), SESSION_COOKIE)
    : null
  if (!id) throw new Error(`No signed ${SESSION_COOKIE} cookie after signing in`)
  return id
}

/**
 * Signs each demo user in once through the real sign-in form and keeps the
 * browser's cookies and what the server stored in the session, so browser
 * tests start signed in instead of typing the form each time.
 */
export async function captureDemoSessions(browser: Browser, baseURL: string) {
  await Promise.all(
    DEMO_STAFF.map(async (email) => {
      const context = await browser.newContext({ baseURL })
      // Once per run, all users at once, while the dev server may still be
      // compiling for the first pages: a loaded machine takes longer than a test would.
      context.setDefaultTimeout(120_000)
      const page = await context.newPage()
      await submitSignIn(page, email)
      await page.waitForURL('**/dashboard')
      const cookies = await context.cookies()
      const id = sessionIdOf(cookies)
      const row = await db.from('sessions').select('data').where('id', id).firstOrFail()
      const values = new MessageBuilder().verify<SessionData>(row.data, id)
      if (!values || !('auth_web' in values) || !('auth_session' in values)) {
        throw new Error(`The stored session of ${email} is not a signed-in session`)
      }
      stored.set(email, { id, cookies, values })
      await context.close()
    })
  )
}

/**
 * Gives `context` the stored session of `email`: the row is written again
 * for the user as the database holds them now (a test may have reset the
 * tables, signed the user out elsewhere or changed the clock), freshly
 * started, then the browser gets the cookies.
 */
export async function signInAs(context: BrowserContext, email: string) {
  const session = stored.get(email)
  if (!session) throw new Error(`No stored session for ${email}: one of ${DEMO_STAFF.join(', ')}?`)
  const user = await User.findByOrFail('email', email)
  const now = Date.now()
  const values: SessionData = {
    ...session.values,
    auth_web: user.id,
    auth_session: { epoch: user.sessionEpoch, startedAt: now, seenAt: now },
  }
  const data = new MessageBuilder().build(values, undefined, session.id)
  const expiresAt = DateTime.utc().plus({ hours: 2 }).toJSDate()
  await db
    .insertQuery()
    .table('sessions')
    .insert({ id: session.id, user_id: user.id, data, expires_at: expiresAt })
    .knexQuery.onConflict('id')
    .merge(['user_id', 'data', 'expires_at'])
  await context.addCookies(session.cookies)
}

/**
 * The audit row the sign-in form writes, for a test that reads who appears
 * in the audit log or how many rows it holds as they were after a sign-in.
 */
export async function recordSignIn(email: string) {
  await recordAudit({ action: 'auth.login', actor: await actorFor(email) })
}

/** Starts `page` signed in as `email` on `path` (the dashboard by default). */
export async function openSignedIn(page: Page, email: string, path = '/dashboard') {
  await signInAs(page.context(), email)
  await page.goto(path)
  await appRunning(page)
}
