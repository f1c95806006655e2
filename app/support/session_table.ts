import { MessageBuilder } from '@adonisjs/core/helpers'
import string from '@adonisjs/core/helpers/string'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { SessionData, SessionStoreWithTaggingContract } from '@adonisjs/session/types'

/** How much of its lifetime a session may use up before a request that changed nothing renews it. */
export const EXPIRY_RENEWAL_MS = 5 * 60 * 1000

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

  constructor(
    private client: QueryClientContract,
    age: string | number,
    private options: { tableName: string; gcProbability: number }
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
    if (!row) return null
    const expiresAt = new Date(row.expires_at).getTime()
    if (Date.now() > expiresAt) return null
    this.#readExpiry = expiresAt
    return verified(row.data, sessionId)
  }

  async write(sessionId: string, values: SessionData) {
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
    await this.rows().where('id', sessionId).delete()
  }

  /** Renews the expiry of a session that changed nothing, once it is worth a write. */
  async touch(sessionId: string) {
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
