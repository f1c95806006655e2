import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'
import type { Tuyau } from '@tuyau/core/client'
import { registry } from '~registry'

/** As the server's router writes them (ClientRouteToken of @adonisjs/http-server). */
interface RouteToken {
  old: string
  type: 0 | 1 | 2 | 3
  val: string
  end: string
}

/**
 * The parts of a pattern (`/users/:id/edit`) the URL builder walks, as the
 * server's router parses them: 0 a fixed segment, 1 a parameter, 2 the
 * wildcard, 3 an optional parameter. The registry the browser gets holds the
 * patterns alone (vite.config.ts, `routeRegistry`), so every page carries
 * some 3 kB of routes instead of 15, and they are parsed here once.
 */
function tokensOf(pattern: string): RouteToken[] {
  const segments = pattern === '/' ? ['/'] : pattern.split('/').slice(1)
  return segments.map((segment) => {
    const common = { old: pattern, end: '' }
    if (segment === '*') return { ...common, type: 2, val: '*' }
    if (!segment.startsWith(':')) return { ...common, type: 0, val: segment }
    const optional = segment.endsWith('?')
    return { ...common, type: optional ? 3 : 1, val: segment.slice(1, optional ? -1 : undefined) }
  })
}

/** A query string as Tuyau writes it: empty values left out, arrays as `key[]`. */
function queryString(query: Record<string, unknown>) {
  return Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value.map((item) => [`${key}[]`, item]) : [[key, value]]).filter(
        ([, item]) => item !== undefined && item !== null
      )
    )
    .map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`)
    .join('&')
}

const entries = Object.entries(registry.routes).map(([name, route]) => ({
  name,
  domain: 'root',
  methods: [...route.methods],
  pattern: route.pattern,
  tokens: tokensOf(route.pattern),
}))
const builder = createUrlBuilder({ root: entries }, queryString)

/**
 * The app's routes by name, from the registry `node ace codegen` generates
 * out of start/routes.ts: `<Link route="…">` and `<Form route="…">` (from
 * @adonisjs/inertia/react) read it through the TuyauProvider in app.tsx.
 * They call only `urlFor` and `getRoute`, so the pages get those two
 * rather than Tuyau's whole HTTP client (ky, some 6 kB), which no page uses.
 */
export const tuyau = {
  urlFor: builder,
  getRoute(name: string, args?: { params?: Record<string, unknown> | unknown[] }) {
    const route = entries.find((entry) => entry.name === name)
    if (!route) throw new Error(`Route ${name} not found`)
    return { url: builder(name, args?.params as never), methods: route.methods }
  },
} as unknown as Tuyau<typeof registry>

/** The path of a named route, e.g. `urlFor('users.edit', { id })`: a renamed route fails the type check. */
export const urlFor = tuyau.urlFor

/** The path of an import route of any area, with the parent record's and the preview's ids. */
export function importUrl(name: string, params: Record<string, string | number>) {
  return (urlFor as (route: string, params: Record<string, string | number>) => string)(
    name,
    params
  )
}
