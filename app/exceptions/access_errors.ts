import { DomainError } from '#exceptions/domain_error'

/**
 * A change the access rules refuse (escalation, self-demotion, last
 * Administrator). The form shows the message beside the field, and a toast
 * says it where there is no such field (a row action on a list).
 */
export class AccessRefused extends DomainError {
  static code = 'E_ACCESS_REFUSED'

  constructor(field: string, message: string) {
    super(message, { field, toast: true })
  }
}

/** The name was taken between validation and saving; the form says so beside the field. */
export class RoleNameTaken extends DomainError {
  static code = 'E_ROLE_NAME_TAKEN'

  constructor() {
    super('A role with this name already exists.', { field: 'name' })
  }
}

/** A role that members hold, or the Administrator role, cannot be deleted. */
export class RoleNotDeletable extends DomainError {
  static code = 'E_ROLE_NOT_DELETABLE'
}
