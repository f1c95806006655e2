import router from '@adonisjs/core/services/router'
import env from '#start/env'

/**
 * `npm run bench` weighs every page against a route that does nothing
 * behind the same middleware (session, sign-in, permissions); it exists
 * only in the benchmark's server. The POST does what a sale does around
 * its writes and nothing else: its body read, the CSRF check, two flash
 * messages and the redirect, so the session is written.
 */
export function benchRoutes() {
  if (!env.get('BENCH_ROUTES')) return
  router.get('/bench/noop', ({ response }) => response.noContent()).as('bench.noop')
  router
    .post('/bench/noop', ({ request, session, response }) => {
      session.flash('saleCompleted', `No sale: ${request.input('lines', []).length} lines`)
      session.flash('completedOrder', 0)
      return response.redirect().toPath('/bench/noop')
    })
    .as('bench.noop_post')
}
