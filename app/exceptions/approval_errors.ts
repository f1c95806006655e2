import { DomainError } from '#exceptions/domain_error'
import type { ApprovalKind, ApprovalReason } from '#common/approvals'

/**
 * The action needs a manager's approval: the till offers the PIN dialog.
 * `reasons` say what needs it; the message says it in words.
 */
export class ApprovalNeeded extends DomainError {
  static code = 'E_APPROVAL_NEEDED'

  constructor(
    readonly reasons: ApprovalReason[],
    details: string[]
  ) {
    super(`Needs a manager’s approval: ${details.join(' ')}`, { field: 'approval', toast: true })
  }
}

/** The approval sent is not good for this action: used, expired, or for another one. */
export class ApprovalNotValid extends DomainError {
  static code = 'E_APPROVAL_NOT_VALID'

  constructor(kind: ApprovalKind = 'sale') {
    super(
      `This approval is not valid for this ${kind}: it was used, has expired, or was given for something else. Ask again.`,
      { field: 'approval', toast: true }
    )
  }
}

/** Nobody approves their own exception, nor one outside their branches or permission. */
export class ApproverRefused extends DomainError {
  static code = 'E_APPROVER_REFUSED'

  constructor(message: string) {
    super(message, { field: 'approver_id' })
  }
}

/** An approval asked for an action that needs none. */
export class NothingToApprove extends DomainError {
  static code = 'E_NOTHING_TO_APPROVE'

  constructor() {
    super('Nothing here needs a manager’s approval.', { field: 'approval' })
  }
}
