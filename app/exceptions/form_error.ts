import { DomainError } from '#exceptions/domain_error'

/**
 * A form refused for one field where no more specific error names the rule
 * (a wrong password, a throttled request, an unreadable upload): the form
 * again, the message beside the field, what was typed kept except passwords.
 */
export class FormError extends DomainError {
  static code = 'E_FORM_ERROR'

  constructor(field: string, message: string) {
    super(message, { field })
  }
}
