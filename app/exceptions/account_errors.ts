import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#support/unique_violation'

/** The last active Administrator cannot remove themselves: nobody could manage the shop. */
export class LastAdministrator extends DomainError {
  static code = 'E_LAST_ADMINISTRATOR'

  constructor() {
    super(
      'You are the last active Administrator. Make someone else an Administrator before deleting your account.',
      { field: 'password' }
    )
  }
}

/**
 * Two saves with one email raced past the validator (registrations, new
 * users, profile changes); the unique index kept one. The form says what the
 * validator would have said.
 */
export class EmailTaken extends DomainError {
  static code = 'E_EMAIL_TAKEN'

  constructor() {
    super('An account with this email already exists.', { field: 'email' })
  }
}

/** The unique index on users' emails refused a write: EmailTaken; any other error goes on. */
export function refuseTakenEmail(error: unknown): never {
  if (isUniqueViolation(error, 'users', 'email')) throw new EmailTaken()
  throw error
}
