/** The caches the service worker (public/sw.js) keeps the counter's page and code in. */
const CACHE_PREFIX = 'pos-center-counter-'

/** Resource timing's kinds for what a page loads to show itself (not its fetches of data). */
const DATA_REQUESTS = new Set(['fetch', 'xmlhttprequest', 'beacon'])

/**
 * Registers the service worker that keeps the counter's page, code and
 * assets, so a reload while offline still opens the counter; `warm` loads
 * what only offline selling shows (the pending receipt) while online. The
 * worker is then sent what this page loaded before it controlled it, the
 * page itself last; answers whether it is all kept. Without service workers (an insecure origin other than
 * localhost) a reload needs the server; an open counter sells all the same.
 */
export async function keepCounterPages(warm: () => Promise<unknown>): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    const registration = await navigator.serviceWorker.ready
    await warm().catch(() => {})
    const loaded = performance
      .getEntriesByType('resource')
      .filter((entry) => !DATA_REQUESTS.has((entry as PerformanceResourceTiming).initiatorType))
      .map((entry) => entry.name)
    const urls = [...new Set(loaded), `${location.origin}/orders/create`]
    const answer = new MessageChannel()
    const kept = new Promise<boolean>((resolve) => {
      answer.port1.onmessage = (event) => resolve(event.data === true)
    })
    registration.active?.postMessage({ type: 'keep', urls }, [answer.port2])
    return await kept
  } catch {
    // No worker (private mode, a refused registration): a reload then needs the server.
    return false
  }
}

/** Forgets the counter's cached page and code (sign-out, another user's sign-in). */
export async function forgetCounterPages() {
  if (!('caches' in globalThis)) return
  const names = await caches.keys()
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name))
  )
}
