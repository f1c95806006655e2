import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'

/** Work queued after responses that has not finished yet. */
const pending = new Set<Promise<void>>()

/**
 * Runs work once the response has been sent, so its duration (a database
 * look-up, sending mail) cannot tell the client anything, such as whether
 * an email address has an account. A response cut off before it was sent
 * runs nothing.
 */
export function afterResponse(ctx: Pick<HttpContext, 'response'>, task: () => Promise<unknown>) {
  const raw = ctx.response.response
  const settled = new Promise<void>((resolve) => {
    raw.once('finish', () => {
      task()
        .catch((error) => logger.error({ err: error }, 'Work after the response failed'))
        .finally(resolve)
    })
    raw.once('close', () => {
      if (!raw.writableFinished) resolve()
    })
  })
  pending.add(settled)
  void settled.then(() => pending.delete(settled))
}

/**
 * Resolves once the work queued by the responses sent so far has run (and
 * what that work queued in turn): a test waits on this, not on a timer.
 */
export async function workAfterResponses() {
  while (pending.size) await Promise.all(pending)
}
