/*
 * The till's service worker (docs/offline.md): keeps the counter's page,
 * its code and its assets so a reload while offline still opens the
 * counter. Registered from the counter; it answers only for the counter's
 * page and what that page loads, always from the network first, and from
 * its cache only when the network does not answer. It never keeps JSON,
 * Inertia's page visits or any other page's HTML.
 *
 * Bump VERSION when what is kept changes shape: the old cache is deleted
 * when the new worker takes over.
 */
const VERSION = 1
const CACHE = `pos-center-counter-v${VERSION}`
const CACHE_PREFIX = 'pos-center-counter-'
const COUNTER_PATH = '/orders/create'

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name))
      )
      await self.clients.claim()
    })()
  )
})

/** A same-origin GET the counter may need again offline: its page, code, styles, fonts, images. */
function keepable(request) {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false
  if (request.headers.has('X-Inertia') || request.headers.get('Accept')?.includes('json')) {
    return false
  }
  if (request.mode === 'navigate' || url.pathname === COUNTER_PATH) {
    return url.pathname === COUNTER_PATH && url.search === ''
  }
  // The counter's JSON (kit, catalogue, lookups) lives in IndexedDB or is asked live.
  return !url.pathname.startsWith('/orders/') && url.pathname !== '/health'
}

/** Keeps a copy of an answer fit to replay: a success that is not JSON and not a redirect. */
async function store(request, response) {
  const type = response.headers.get('Content-Type') ?? ''
  if (!response.ok || response.redirected || type.includes('json')) return
  const cache = await caches.open(CACHE)
  await cache.put(request, response)
}

async function fromCounter(event) {
  if (event.request.mode === 'navigate') {
    return new URL(event.request.url).pathname === COUNTER_PATH
  }
  const client = event.clientId ? await self.clients.get(event.clientId) : null
  return client ? new URL(client.url).pathname === COUNTER_PATH : false
}

async function answer(event) {
  try {
    const response = await fetch(event.request)
    if ((await fromCounter(event)) && keepable(event.request)) {
      await store(event.request, response.clone())
    }
    return response
  } catch (error) {
    const kept = await caches.match(event.request, { cacheName: CACHE, ignoreVary: true })
    if (kept) return kept
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  if (keepable(event.request)) event.respondWith(answer(event))
})

/*
 * The counter sends what it loaded before this worker controlled it (its
 * first visit): each is fetched once and kept. Hashed build assets already
 * kept are not fetched again; the page itself always is, last, and the
 * answer says whether it is kept.
 */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      for (const url of event.data.urls) {
        const request = new Request(url, { credentials: 'same-origin' })
        if (!keepable(request)) continue
        if (new URL(url).pathname.startsWith('/assets/') && (await cache.match(request))) continue
        try {
          await store(request, await fetch(request))
        } catch {
          // Offline again already: the next opening of the counter keeps it.
        }
      }
      // The counter says it is ready to reload offline once all of it is kept.
      event.ports[0]?.postMessage(
        Boolean(await cache.match(`${self.location.origin}${COUNTER_PATH}`))
      )
    })()
  )
})
