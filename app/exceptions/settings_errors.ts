import { DomainError } from '#exceptions/domain_error'

/** Stored amounts are minor units of the current currency: it cannot change under them. */
export class CurrencyFixed extends DomainError {
  static code = 'E_CURRENCY_FIXED'

  constructor(currency: string) {
    super(`The currency stays ${currency}: prices and other amounts are already stored in it.`, {
      field: 'currency',
    })
  }
}
