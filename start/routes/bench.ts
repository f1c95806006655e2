import router from '@adonisjs/core/services/router'
import env from '#start/env'

/**
 * `npm run bench` weighs every page against a route that does nothing
 * behind the same middleware (session, sign-in, permissions); it exists
 * only in the benchmark's server.
 */
export function benchRoutes() {
  if (!env.get('BENCH_ROUTES')) return
  router.get('/bench/noop', ({ response }) => response.noContent()).as('bench.noop')
}
