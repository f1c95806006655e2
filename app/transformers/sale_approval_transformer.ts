import { BaseTransformer } from '@adonisjs/core/transformers'
import type { grantSaleApproval } from '#services/approvals/sale_approval'
import { APPROVAL_LIFETIME_SECONDS, describeReasons } from '#common/approvals'

/** A granted approval as the counter's PIN dialog receives it: the token, who approved, what it covers. */
export default class SaleApprovalTransformer extends BaseTransformer<
  Awaited<ReturnType<typeof grantSaleApproval>>
> {
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
