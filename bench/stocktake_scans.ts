import type { HttpSession } from './http_session.js'
import { load, type LoadResult } from './load.js'

/** People scanning one stocktake at once, as the counting page's scan field posts. */
export const SCAN_COUNTERS = 16

/**
 * Scans over HTTP: `SCAN_COUNTERS` connections posting one count each
 * (quantity 1, JSON, as the scan field does) of products the stocktake
 * covers, for `run.duration` seconds or `run.amount` scans. Every answer must be 200: a refused scan
 * would be a lost count.
 */
export async function measureScans(
  origin: string,
  session: HttpSession,
  stocktakeId: number,
  productIds: number[],
  run: { duration: number } | { amount: number }
): Promise<LoadResult> {
  const page = `/stocktakes/${stocktakeId}`
  let next = 0
  return load({
    origin,
    path: `${page}/counts`,
    method: 'POST',
    connections: SCAN_COUNTERS,
    ...run,
    // The scan field's fetch: JSON both ways, no Inertia visit.
    headers: {
      'cookie': session.cookieHeader(),
      'content-type': 'application/json',
      'accept': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': decodeURIComponent(session.cookies.get('XSRF-TOKEN') ?? ''),
      'referer': `${origin}${page}`,
    },
    ok: [200],
    body: () => {
      next = (next + 7) % productIds.length
      return JSON.stringify({ product_id: productIds[next], quantity: 1, source: 'scan' })
    },
  })
}
