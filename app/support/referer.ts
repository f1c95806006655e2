import type { HttpRequest } from '@adonisjs/core/http'

/**
 * The path of the page this request came from, when it is a page of this
 * app (the Referer header, same host); null for another site or none.
 */
export function refererPath(request: HttpRequest) {
  const referer = request.header('referer')
  if (!referer) return null
  try {
    const here = `http://${request.host()}`
    const url = new URL(referer, here)
    return url.host === new URL(here).host ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}
