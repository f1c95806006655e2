import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * The store-level age is the idle lifetime (DESIGN.md section 9); the
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
    database: stores.database({ tableName: 'sessions', gcProbability: 2 }),
    redis: stores.redis({ connection: 'main' }),
    cookie: stores.cookie(),
  },
})

export default sessionConfig
