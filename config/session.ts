import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, stores } from '@adonisjs/session'
import type { SessionStoreFactory } from '@adonisjs/session/types'

/**
 * The `sessions` table, written only when a session changed; a visitor not
 * signed in keeps theirs in the `pos-guest` cookie, so guest pages write
 * nothing (support/session_table.ts).
 */
const sessionTable = configProvider.create<SessionStoreFactory>(async (application) => {
  const { SessionTable } = await import('#support/session_table')
  const db = await application.container.make('lucid.db')
  return (ctx, config) =>
    new SessionTable(db.connection(), config.age, {
      tableName: 'sessions',
      gcProbability: 2,
      guests: { ctx, name: 'pos-guest', options: { ...config.cookie, maxAge: config.age } },
    })
})

/**
 * The store-level age is the idle lifetime (2 hours); the
 * absolute 12-hour limit and the per-user epoch are checked by
 * the session_guard middleware on every request.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'pos-session',
  clearWithBrowser: false,
  age: '2h',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER', 'database'),
  stores: {
    database: sessionTable,
    redis: stores.redis({ connection: 'main' }),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
