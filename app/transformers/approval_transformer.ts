import { BaseTransformer } from '@adonisjs/core/transformers'
import { APPROVAL_LIFETIME_SECONDS, describeReasons, type ApprovalReason } from '#common/approvals'

/** What a grant of a sale, void or return approval hands back. */
interface GrantedApproval {
  token: string
  approver: { name: string }
  reasons: readonly ApprovalReason[]
}

/** A granted approval as the till's PIN dialog receives it: the token, who approved, what it covers. */
export default class ApprovalTransformer extends BaseTransformer<GrantedApproval> {
  toObject() {
    const granted = this.resource
    return {
      token: granted.token,
      approver: granted.approver.name,
      covers: describeReasons(granted.reasons),
      expiresInSeconds: APPROVAL_LIFETIME_SECONDS,
    }
  }
}
