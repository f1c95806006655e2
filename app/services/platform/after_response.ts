import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'

/**
 * Runs work once the response has been sent, so its duration (a database
 * look-up, sending mail) cannot tell the client anything, such as whether
 * an email address has an account.
 */
export function afterResponse(ctx: Pick<HttpContext, 'response'>, task: () => Promise<unknown>) {
  ctx.response.response.once('finish', () => {
    task().catch((error) => logger.error({ err: error }, 'Work after the response failed'))
  })
}
