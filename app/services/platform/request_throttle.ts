import { createHash } from 'node:crypto'
import limiter from '@adonisjs/limiter/services/main'
import { errors, type Limiter } from '@adonisjs/limiter'

/**
 * A limiter key naming `parts` (emails, addresses) by their hash, so it
 * fits the store's 255-character key whatever was typed.
 */
export function rateKey(scope: string, ...parts: string[]) {
  return `${scope}:${createHash('sha256').update(parts.join('\n')).digest('hex')}`
}

/**
 * Takes one request from `key` in a single atomic step, so requests arriving
 * together cannot all pass a check made before any of them counted. Says
 * how many requests remain after this one, or the seconds to wait when it
 * may not go on.
 */
export async function consumeOrWait(store: Limiter, key: string) {
  try {
    const { remaining } = await store.consume(key)
    return { remaining, wait: null }
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
    return { remaining: 0, wait: Math.max(1, error.response.availableIn) }
  }
}

/**
 * Counts one request against `key` and says how long to wait when the
 * allowance (`requests` per `duration`) is used up, or null when it may go on.
 */
export async function throttle(key: string, requests: number, duration: string) {
  const { wait } = await consumeOrWait(limiter.use({ requests, duration }), key)
  return wait
}

export function waitMessage(seconds: number) {
  return seconds < 90
    ? `Too many requests. Try again in ${seconds} seconds.`
    : `Too many requests. Try again in ${Math.ceil(seconds / 60)} minutes.`
}
