import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'

/** What a form sends that is never put back into it. */
const NEVER_KEPT = ['password', 'password_confirmation', 'current_password']

export interface DomainErrorOptions {
  /** The form field the message belongs beside; without one the message is a toast. */
  field?: string
  /** Also a toast when there is a field (a row action on a list has no such field to show). */
  toast?: boolean
  cause?: unknown
}

/**
 * A rule of the shop refused what was asked. Every such refusal reaches the
 * page the same way, here and nowhere else: back to the page the request
 * came from (its query string kept), the message beside its field in the
 * page's `errors` (what was typed kept, passwords aside), or a flash error
 * when there is no field. No error names the page it goes back to. A
 * request that asks for JSON alone gets a 422 with `errors: [{ field,
 * message }]`, the shape validation errors take.
 */
export class DomainError extends Exception {
  static status = 422
  static code = 'E_DOMAIN_ERROR'

  readonly field?: string
  readonly toast: boolean

  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message, { cause: options.cause })
    this.field = options.field
    this.toast = options.toast ?? !options.field
  }

  async handle(error: this, ctx: HttpContext) {
    // A JSON write (a scan) reads the refusal as validation errors read: field and message.
    if (ctx.request.accepts(['html', 'json']) === 'json' && !ctx.request.header('x-inertia')) {
      return ctx.response
        .status(422)
        .send({ errors: [{ field: error.field ?? null, message: error.message }] })
    }
    if (error.field) {
      ctx.session.flashExcept(NEVER_KEPT)
      ctx.session.flash('inputErrorsBag', { [error.field]: [error.message] })
    }
    if (error.toast) ctx.session.flash('error', error.message)
    return ctx.response.redirect().withQs().back()
  }
}
