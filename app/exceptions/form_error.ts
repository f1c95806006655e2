import type { HttpContext } from '@adonisjs/core/http'

/**
 * Sends a form back with a message beside one field, keeping what the user
 * typed except passwords. `to` defaults to the page the form came from.
 */
export function backWithFieldError(ctx: HttpContext, field: string, message: string, to?: string) {
  ctx.session.flashExcept(['password', 'password_confirmation', 'current_password'])
  ctx.session.flash('inputErrorsBag', { [field]: [message] })
  return to ? ctx.response.redirect().toPath(to) : ctx.response.redirect().back()
}
