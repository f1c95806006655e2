import { DomainError } from '#exceptions/domain_error'

/** The one answer for an unknown email, a wrong password and a disabled account. */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.'

/** The sign-in form again, the message beside the email, the email kept. */
export class InvalidCredentials extends DomainError {
  static status = 400
  static code = 'E_INVALID_CREDENTIALS'

  constructor() {
    super(INVALID_CREDENTIALS, { field: 'email' })
  }
}

export class SignInThrottled extends DomainError {
  static status = 429
  static code = 'E_SIGN_IN_THROTTLED'

  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    const wait =
      retryAfterSeconds < 90
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${minutes} minutes`
    super(`Too many failed sign-in attempts. Try again in ${wait}.`, { field: 'email' })
  }
}
