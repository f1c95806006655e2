import limiter from '@adonisjs/limiter/services/main'

/**
 * Counts one request against `key` and says how long to wait when the
 * allowance (`requests` per `duration`) is used up, or null when it may go on.
 */
export async function throttle(key: string, requests: number, duration: string) {
  const store = limiter.use({ requests, duration })
  const remaining = await store.remaining(key)
  if (remaining <= 0) return Math.max(1, await store.availableIn(key))
  await store.increment(key)
  return null
}

export function waitMessage(seconds: number) {
  return seconds < 90
    ? `Too many requests. Try again in ${seconds} seconds.`
    : `Too many requests. Try again in ${Math.ceil(seconds / 60)} minutes.`
}
