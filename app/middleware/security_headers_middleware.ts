import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Headers Shield does not set (docs/security.md). Pages of a signed-in
 * user are never stored by the browser or a proxy, and the page state
 * Inertia keeps in the tab's history is encrypted with a key the sign-in
 * page discards (SessionController.create), so the back button after
 * logout shows nothing private.
 */
export default class SecurityHeadersMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    ctx.response.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()')
    ctx.response.header('Cross-Origin-Opener-Policy', 'same-origin')
    if (ctx.auth.user) {
      ctx.response.header('Cache-Control', 'no-store')
      ctx.inertia.encryptHistory()
    }
    return next()
  }
}
