import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { backWithFieldError } from '#exceptions/form_error'

/** Stored amounts are minor units of the current currency: it cannot change under them. */
export class CurrencyFixed extends Exception {
  static status = 422
  static code = 'E_CURRENCY_FIXED'

  constructor(currency: string) {
    super(`The currency stays ${currency}: prices and other amounts are already stored in it.`)
  }

  async handle(error: this, ctx: HttpContext) {
    return backWithFieldError(ctx, 'currency', error.message, '/settings')
  }
}
