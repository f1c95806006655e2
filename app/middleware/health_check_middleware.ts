import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { checkHealth } from '#services/platform/health'

/**
 * GET /health for load balancers: 200 when this process can serve, 503 when
 * it cannot. Answered before routing, so a probe every few seconds opens no
 * session, sets no cookie and needs no sign-in.
 */
export default class HealthCheckMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    if (request.url() !== '/health' || !['GET', 'HEAD'].includes(request.method())) return next()
    const health = await checkHealth()
    response.header('Cache-Control', 'no-store')
    response.status(health.status === 'ok' ? 200 : 503).json(health)
  }
}
