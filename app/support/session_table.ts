import { MessageBuilder } from '@adonisjs/core/helpers'
import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import type { CookieOptions } from '@adonisjs/core/types/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { SessionData, SessionStoreWithTaggingContract } from '@adonisjs/session/types'

/** How much of its lifetime a session may use up before a request that changed nothing renews it. */
export const EXPIRY_RENEWAL_MS = 5 * 60 * 1000

/** The most a visitor's session may hold (as JSON) and still live in a cookie. */
export const GUEST_COOKIE_MAX_CHARS = 2000

/**
 * Where a session with no owner lives instead of the table: an encrypted
 * cookie of the request's own, holding the session's id and values.
 */
export interface GuestCookie {
  ctx: HttpContext
  name: string
  options: Partial<CookieOptions>
}

/**
 * Sessions in the `sessions` table, as the session package's database store
 * keeps them (signed data, an expiry, the owner's tag), but a request that
 * changed nothing in its session writes nothing: the expiry is renewed only
 * once it is 5 minutes old. Reading a page then takes no write lock, so on
 * SQLite pages are served while another process holds the file, and no
 * request waits behind another's session write. An expired row is left to
 * the clean-up, which runs after a random 2 % of writes. Rows are kept 5
 * minutes past the idle lifetime, so a renewal put off never ends a session
 * early: the idle rule itself is session_lifetime.ts's.
 */
export class SessionTable implements SessionStoreWithTaggingContract {
  readonly #ttlMs: number
  /** The expiry the row had when this request read it. */
  #readExpiry: number | null = null
  /** The sessions this request found in, or put in, the table. */
  #inTable = new Set<string>()
  /** The session this request found in the guest cookie, with its values. */
  #guest: { id: string; data: SessionData } | null = null

  constructor(
    private client: QueryClientContract,
    age: string | number,
    private options: { tableName: string; gcProbability: number; guests?: GuestCookie }
  ) {
    this.#ttlMs = string.seconds.parse(age) * 1000 + EXPIRY_RENEWAL_MS
  }

  private rows() {
    return this.client.from(this.options.tableName)
  }

  private expiry() {
    return new Date(Date.now() + this.#ttlMs)
  }

  async read(sessionId: string) {
    const row = await this.rows().select('data', 'expires_at').where('id', sessionId).first()
    if (!row) return this.#readGuest(sessionId)
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) return null
    this.#readExpiry = expiresAt
    this.#inTable.add(sessionId)
    return verified(row.data, sessionId)
  }

  #readGuest(sessionId: string) {
    const guests = this.options.guests
    if (!guests) return null
    const value = guests.ctx.request.encryptedCookie(guests.name) as unknown
    if (!value || typeof value !== 'object') return null
    const { id, data } = value as { id?: unknown; data?: unknown }
    if (id !== sessionId || !data || typeof data !== 'object') return null
    this.#guest = { id: sessionId, data: data as SessionData }
    return this.#guest.data
  }

  #writeGuest(sessionId: string, data: SessionData) {
    const guests = this.options.guests!
    guests.ctx.response.encryptedCookie(guests.name, { id: sessionId, data }, guests.options)
  }

  #clearGuest() {
    const guests = this.options.guests
    if (guests && guests.ctx.request.cookiesList()[guests.name] !== undefined) {
      guests.ctx.response.clearCookie(guests.name)
    }
  }

  async write(sessionId: string, values: SessionData) {
    if (
      this.options.guests &&
      !this.#inTable.has(sessionId) &&
      JSON.stringify(values).length <= GUEST_COOKIE_MAX_CHARS
    ) {
      this.#writeGuest(sessionId, values)
      return
    }
    this.#clearGuest()
    this.#inTable.add(sessionId)
    const data = new MessageBuilder().build(values, undefined, sessionId)
    await this.client
      .insertQuery()
      .table(this.options.tableName)
      .insert({ id: sessionId, data, expires_at: this.expiry() })
      .knexQuery.onConflict('id')
      .merge(['data', 'expires_at'])
    if (Math.random() * 100 < this.options.gcProbability) {
      await this.rows().where('expires_at', '<=', new Date()).delete()
    }
  }

  async destroy(sessionId: string) {
    if (this.#guest?.id === sessionId) return this.#clearGuest()
    await this.rows().where('id', sessionId).delete()
  }

  /** Renews the expiry of a session that changed nothing, once it is worth a write. */
  async touch(sessionId: string) {
    if (this.#guest?.id === sessionId) return this.#writeGuest(sessionId, this.#guest.data)
    const renewedAgo =
      this.#readExpiry === null ? null : Date.now() + this.#ttlMs - this.#readExpiry
    if (renewedAgo !== null && renewedAgo < EXPIRY_RENEWAL_MS) return
    await this.rows().where('id', sessionId).update({ expires_at: this.expiry() })
  }

  async tag(sessionId: string, userId: string) {
    const data = new MessageBuilder().build({}, undefined, sessionId)
    await this.client
      .insertQuery()
      .table(this.options.tableName)
      .insert({ id: sessionId, user_id: userId, data, expires_at: this.expiry() })
      .knexQuery.onConflict('id')
      .merge(['user_id'])
    this.#inTable.add(sessionId)
  }

  async untag(sessionId: string) {
    await this.rows().where('id', sessionId).update({ user_id: null })
  }

  async tagged(userId: string) {
    const rows = await this.rows()
      .select('id', 'data')
      .where('user_id', userId)
      .where('expires_at', '>', new Date())
    return rows.flatMap((row) => {
      const data = verified(row.data, row.id)
      return data ? [{ id: row.id as string, data }] : []
    })
  }
}

/** The session's values, or null when the signature does not hold. */
function verified(contents: string, sessionId: string): SessionData | null {
  try {
    return new MessageBuilder().verify(contents, sessionId)
  } catch {
    return null
  }
}
