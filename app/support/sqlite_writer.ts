// knex ships no types for its dialect classes; what is used is typed below.
// @ts-expect-error untyped CommonJS module of knex
import BetterSqlite3Client from 'knex/lib/dialects/better-sqlite3/index.js'
import { DatabaseBusy } from '#support/sqlite_busy'

/** Connections that only read, beside the one that writes. */
export const SQLITE_READERS = 2

/** Query builder methods that only read. */
const READ_METHODS = new Set(['select', 'first', 'pluck'])

/** The few parts of knex's client, runner and pool the split uses. */
interface Pool {
  acquire(): { promise: Promise<unknown> }
  release(connection: unknown): boolean
  destroy(): Promise<unknown>
}
interface Builder {
  _method?: unknown
  _connection?: unknown
  sql?: unknown
}
interface Runner {
  builder: Builder
  connection: unknown
  ensureConnection(callback: unknown, parameters?: unknown): Promise<unknown>
}
interface Client {
  config: { pool?: Record<string, unknown> }
  pool: Pool | undefined
  readers?: Pool
  transacting?: boolean
  getPoolSettings(pool: Record<string, unknown>): unknown
}
interface ClientPrototype {
  runner(this: Client, builder: Builder): Runner
  acquireConnection(this: Client): Promise<unknown>
  destroy(this: Client, callback?: unknown): Promise<unknown>
  readersApart?: true
}

/**
 * True for a statement that cannot write: a query builder's select, first
 * or pluck, or a raw statement that is a plain SELECT. Everything else
 * (writes, PRAGMAs, schema changes, a WITH that may end in a write) goes
 * to the writer.
 */
export function onlyReads(builder: Builder) {
  if (typeof builder._method === 'string') return READ_METHODS.has(builder._method)
  return typeof builder.sql === 'string' && /^\s*select\b/i.test(builder.sql)
}

function readersOf(client: Client) {
  if (!client.readers) {
    const PoolClass = client.pool!.constructor as new (settings: unknown) => Pool
    client.readers = new PoolClass(
      client.getPoolSettings({ ...client.config.pool, min: 0, max: SQLITE_READERS })
    )
  }
  return client.readers
}

/**
 * SQLite lets one writer in at a time, and a transaction that read before
 * another connection of this process committed cannot write at all (its
 * snapshot is stale), so every write and every transaction of this process
 * goes through one connection: the pool's only one. A write that waits for
 * the lock another process holds keeps that connection for up to
 * SQLITE_LOCK_WAIT_MS (sqlite_busy.ts); statements that only read, outside
 * a transaction, run meanwhile on a few connections of their own, which
 * WAL mode lets read the last committed state while a write is pending.
 * A write that cannot have the writer within that wait answers "busy" as a
 * locked file does.
 */
export function keepReadersApartFromTheWriter() {
  const prototype = BetterSqlite3Client.prototype as ClientPrototype
  if (prototype.readersApart) return
  const { runner, acquireConnection, destroy } = prototype

  prototype.runner = function (builder) {
    const created = runner.call(this, builder)
    if (this.transacting || builder._connection || !onlyReads(builder)) return created
    const client = this
    created.ensureConnection = async function (callback, parameters) {
      const readers = readersOf(client)
      const connection = await readers.acquire().promise
      try {
        this.connection = connection
        return await (callback as (runner: Runner, parameters: unknown) => Promise<unknown>)(
          this,
          parameters
        )
      } finally {
        readers.release(connection)
      }
    }
    return created
  }

  prototype.acquireConnection = async function () {
    try {
      return await acquireConnection.call(this)
    } catch (error) {
      if ((error as { name?: unknown })?.name === 'KnexTimeoutError') throw new DatabaseBusy()
      throw error
    }
  }

  prototype.destroy = async function (callback) {
    const readers = this.readers
    this.readers = undefined
    if (readers) await readers.destroy()
    return destroy.call(this, callback)
  }
  prototype.readersApart = true
}
