import { setTimeout as sleep } from 'node:timers/promises'
import { Exception } from '@adonisjs/core/exceptions'
// knex ships no types for its dialect classes; the one method used is typed below.
// @ts-expect-error untyped CommonJS module of knex
import BetterSqlite3Client from 'knex/lib/dialects/better-sqlite3/index.js'
import { RateLimiterSQLite } from 'rate-limiter-flexible'

/** How long SQLite itself may wait for a lock: its wait blocks the whole process. */
export const SQLITE_BUSY_TIMEOUT_MS = 20

/** How long a statement waits in all for a lock another process holds, before "busy". */
export const SQLITE_LOCK_WAIT_MS = 5000

/** The longest pause between two tries. */
const MAX_PAUSE_MS = 200

/** The database stayed locked by another process: the page says to try again. */
export class DatabaseBusy extends Exception {
  static status = 503
  static code = 'E_DATABASE_BUSY'

  constructor() {
    super('The database stayed locked by another process')
  }
}

function isBusy(error: unknown) {
  const code = (error as { code?: unknown })?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

/** Runs `work`, which may be left undone, unless SQLite refuses it as busy. */
export function unlessBusy(work: () => unknown) {
  try {
    work()
  } catch (error) {
    if (!isBusy(error)) throw error
  }
}

type Query = (this: unknown, connection: unknown, query: unknown) => Promise<unknown>
type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>

/** Runs `work` again after a growing pause while SQLite refuses it as busy, up to `lockWaitMs`. */
async function untilUnlocked<Result>(work: () => Promise<Result>, lockWaitMs: number) {
  const started = Date.now()
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (!isBusy(error)) throw error
      const waited = Date.now() - started
      if (waited >= lockWaitMs) throw new DatabaseBusy()
      await sleep(Math.min(10 * 2 ** attempt, MAX_PAUSE_MS, lockWaitMs - waited))
    }
  }
}

/**
 * SQLite lets one writer in at a time; another process (a backup by hand, a
 * second app process, the sqlite3 shell) can hold the file for seconds.
 * better-sqlite3 waits for the lock synchronously, freezing every request of
 * this process, so SQLite's own wait is kept short and a statement refused
 * as busy is tried again after a growing pause on a timer, while other
 * requests are served. A refused statement did nothing, so trying it again
 * is safe (a COMMIT refused as busy leaves its transaction open to retry).
 * The rate limits' store runs its statements on a connection of the pool
 * by itself, each write in a transaction of its own: a write refused as
 * busy is tried again the same way, taking the connection anew each time.
 */
export function waitForLocksOffTheEventLoop(lockWaitMs = SQLITE_LOCK_WAIT_MS) {
  const prototype = BetterSqlite3Client.prototype as { _query: Query; busyRetry?: true }
  if (prototype.busyRetry) return
  const query = prototype._query
  prototype._query = function (connection, statement) {
    return untilUnlocked(() => query.call(this, connection, statement), lockWaitMs)
  }
  prototype.busyRetry = true

  const limits = RateLimiterSQLite.prototype as unknown as Record<string, Method>
  for (const name of ['_upsertTransaction', '_delete', 'clearExpired']) {
    const write = limits[name]
    limits[name] = function (...args) {
      return untilUnlocked(() => write.apply(this, args), lockWaitMs)
    }
  }
}
