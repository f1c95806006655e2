import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import pg from 'pg'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import {
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_LOCK_WAIT_MS,
  unlessBusy,
  waitForLocksOffTheEventLoop,
} from '#support/sqlite_busy'
import { keepReadersApartFromTheWriter } from '#support/sqlite_writer'
import { keepPreparedStatements } from '#support/sqlite_statements'

const sqliteFile = app.makePath(env.get('SQLITE_PATH', 'tmp/pos_center.sqlite3'))
mkdirSync(dirname(sqliteFile), { recursive: true })

/**
 * PostgreSQL answers BIGINT (COUNT) and NUMERIC (SUM of BIGINT) as strings.
 * Our amounts are integer minor units far below 2^53, so numbers are exact.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

/**
 * SQLite's LIKE has no escape character unless a query spells out ESCAPE,
 * which knex's `whereILike` does not. This replaces it (SQLite lets an
 * application define `like(pattern, value)`) with PostgreSQL's ILIKE rules,
 * so `likePattern`'s backslash-escaped `%` and `_` mean themselves on both
 * databases, and case is ignored beyond ASCII too.
 */
const likePatterns = new Map<string, RegExp>()
function ilike(pattern: string | null, value: string | number | null) {
  if (pattern === null || value === null) return null
  let regexp = likePatterns.get(pattern)
  if (!regexp) {
    const source = pattern.replace(
      /\\([\s\S])|([%_])|([\s\S])/g,
      (_match, escaped, wildcard, plain) => {
        if (wildcard) return wildcard === '%' ? '[\\s\\S]*' : '[\\s\\S]'
        return (escaped ?? plain).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      }
    )
    regexp = new RegExp(`^${source}$`, 'iu')
    if (likePatterns.size > 500) likePatterns.clear()
    likePatterns.set(pattern, regexp)
  }
  return regexp.test(String(value)) ? 1 : 0
}

waitForLocksOffTheEventLoop()
keepReadersApartFromTheWriter()

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const seeders = { paths: ['database/seeders'] }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: sqliteFile },
      useNullAsDefault: true,
      // The one writer connection; reads have their own (support/sqlite_writer.ts).
      pool: {
        max: 1,
        acquireTimeoutMillis: SQLITE_LOCK_WAIT_MS,
        afterCreate: (connection: any, done: (error: Error | null, connection: any) => void) => {
          // First, so no statement below waits for a lock on the event loop for long.
          connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
          connection.pragma('journal_mode = WAL')
          connection.pragma('foreign_keys = ON')
          connection.pragma('synchronous = NORMAL')
          connection.function('like', { deterministic: true }, ilike)
          // Table statistics for the query planner, as SQLite advises for a long-lived
          // connection: without them it may pick an index that reads a million orders.
          // It may write them, so a connection opened while another process holds the
          // lock (a reader, sqlite_writer.ts) leaves them to housekeeping instead.
          unlessBusy(() => connection.pragma('optimize = 0x10002'))
          keepPreparedStatements(connection)
          done(null, connection)
        },
      },
      migrations,
      seeders,
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST', '127.0.0.1'),
        port: env.get('PG_PORT', 5432),
        user: env.get('PG_USER', 'postgres'),
        password: env.get('PG_PASSWORD'),
        database: env.get('PG_DB_NAME', 'pos_center'),
      },
      pool: {
        // Set once per connection as it opens, so no request pays a statement for them.
        // A request's query never waits on JIT compiling (up to a few hundred ms, more
        // than the app's longest query takes) nor spreads over parallel workers, which
        // take the cores the other requests need: product sales over two years at
        // 1,000,000 orders went from 212 to 131 ms p50 without them (docs/performance.md).
        afterCreate: (connection: pg.Client, done: (error: Error | null, c: pg.Client) => void) => {
          connection.query('SET jit = off; SET max_parallel_workers_per_gather = 0', (error) =>
            done(error, connection)
          )
        },
      },
      migrations,
      seeders,
    },
  },
})

export default dbConfig
