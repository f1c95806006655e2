/**
 * Manager approval at the till: what a cashier may do only when a manager
 * in the till's branch types their PIN on the same screen, and how long
 * the approval waits to be used.
 */

/** The action an approval is good for. */
export const APPROVAL_KINDS = ['sale', 'void', 'return'] as const
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]

/** What in the action needed approval. */
export const APPROVAL_REASONS = [
  'discount_over_cap',
  'price_change',
  'void',
  'refund_method',
] as const
export type ApprovalReason = (typeof APPROVAL_REASONS)[number]

export const APPROVAL_REASON_LABELS: Record<ApprovalReason, string> = {
  discount_over_cap: 'Discount past the cashier’s cap',
  price_change: 'Price change',
  void: 'Void',
  refund_method: 'Refund paid another way than the sale',
}

/**
 * A refund paid another way than the sale (a card sale refunded in cash):
 * what a user without `returns.refund_any_method` needs approved. A sale
 * with no payment (nothing to pay) is refunded any way.
 */
export function refundPaidAnotherWay(paidBy: readonly string[], refundBy: string) {
  return paidBy.length > 0 && !paidBy.includes(refundBy)
}

/** An approval not used within this is void: the till asks again. */
export const APPROVAL_LIFETIME_SECONDS = 300

/** "Discount past the cashier’s cap, price change": what an approval covered, in words. */
export function describeReasons(reasons: readonly ApprovalReason[]) {
  const words = reasons.map((reason) => APPROVAL_REASON_LABELS[reason])
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toLowerCase() + word.slice(1)))
    .join(', ')
}

/** The reasons as stored (comma separated), known ones only, in catalogue order. */
export function parseReasons(stored: string): ApprovalReason[] {
  const parts = stored.split(',')
  return APPROVAL_REASONS.filter((reason) => parts.includes(reason))
}
