import { DomainError } from '#exceptions/domain_error'

/** Too many wrong PINs for one person, or from one till: wait before the next try. */
export class PinThrottled extends DomainError {
  static status = 429
  static code = 'E_PIN_THROTTLED'

  constructor(retryAfterSeconds: number, field = 'pin') {
    const wait =
      retryAfterSeconds < 90
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${Math.ceil(retryAfterSeconds / 60)} minutes`
    super(`Too many wrong PINs. Try again in ${wait}.`, { field })
  }
}

/** The PIN typed is not the chosen user's (or they have none). */
export class PinWrong extends DomainError {
  static code = 'E_PIN_WRONG'

  constructor(field = 'pin') {
    super('This PIN is not correct.', { field })
  }
}
