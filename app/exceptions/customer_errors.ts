import { DomainError } from '#exceptions/domain_error'

/**
 * The email was taken between validation and saving (two people saving at
 * once); the unique index refused it, and the form names the first customer.
 */
export class CustomerEmailTaken extends DomainError {
  static code = 'E_CUSTOMER_EMAIL_TAKEN'

  constructor(message: string) {
    super(message, { field: 'email' })
  }
}

/** An erased customer stays erased: there is nothing left to edit. */
export class CustomerErased extends DomainError {
  static code = 'E_CUSTOMER_ERASED'

  constructor() {
    super('This customer was erased; the record can no longer be changed.')
  }
}

/** Something still points at the customer: deactivate or erase instead. */
export class CustomerInUse extends DomainError {
  static code = 'E_CUSTOMER_IN_USE'

  constructor(readonly references: string[]) {
    super(
      `This customer cannot be deleted: ${references.join(', ')} refer to them. Deactivate or erase the customer instead.`
    )
  }
}
