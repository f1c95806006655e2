import { DomainError } from '#exceptions/domain_error'

/**
 * A transfer (stock move) cannot take the step asked for: its status has
 * moved on (someone else acted first) or the step does not apply to it.
 * Named by number, with who acted and when where it is known.
 */
export class TransferStepRefused extends DomainError {
  static code = 'E_TRANSFER_STEP_REFUSED'
}

/** The user's branches do not include the branch the step belongs to. */
export class TransferBranchRefused extends DomainError {
  static code = 'E_TRANSFER_BRANCH_REFUSED'
}

/** What the form sent for the transfer breaks a rule (same branches, quantities, reasons). */
export class TransferInputRefused extends DomainError {
  static code = 'E_TRANSFER_INPUT_REFUSED'
}
