import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/**
 * The developer's error page, with its stack trace, only in development and
 * only while the server listens on this machine alone. Once HOST opens it to
 * the shop's network (a till), errors show the normal pages and their details
 * go to the server log.
 */
export function showsDebugPages(inDev: boolean, host: string | undefined) {
  return inDev && LOOPBACK.has((host || 'localhost').toLowerCase())
}

/** Headers that carry credentials: the session cookie, tokens. */
const SECRET_HEADERS = new Set([
  'cookie',
  'authorization',
  'proxy-authorization',
  'x-xsrf-token',
  'x-csrf-token',
])

/** What of a request the debug page prints: never its cookies or tokens. */
export function requestForDebugPage(request: IncomingMessage) {
  const headers: IncomingHttpHeaders = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (!SECRET_HEADERS.has(name.toLowerCase())) headers[name] = value
  }
  return { url: request.url, method: request.method, headers } as IncomingMessage
}
