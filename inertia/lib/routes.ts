import { createTuyau } from '@tuyau/core/client'
import { registry } from '~registry'

/**
 * The app's routes by name, from the registry `node ace codegen` generates
 * out of start/routes.ts: `<Link route="…">` and `<Form route="…">` (from
 * @adonisjs/inertia/react) read it through the TuyauProvider in app.tsx.
 */
export const tuyau = createTuyau({
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  registry,
})

/** The path of a named route, e.g. `urlFor('users.edit', { id })`: a renamed route fails the type check. */
export const urlFor = tuyau.urlFor

/** The path of an import route of any area, with the parent record's and the preview's ids. */
export function importUrl(name: string, params: Record<string, string | number>) {
  return (urlFor as (route: string, params: Record<string, string | number>) => string)(
    name,
    params
  )
}
