import type OfflineSaleIssue from '#models/offline_sale_issue'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** What the till sent, as far as the list shows it: how many lines and what was paid. */
function sentSummary(payload: string) {
  const sent = JSON.parse(payload) as {
    lines?: { quantity: number }[]
    payments?: { amount: number }[]
  }
  return {
    items: (sent.lines ?? []).reduce((sum, line) => sum + line.quantity, 0),
    paid: (sent.payments ?? []).reduce((sum, payment) => sum + payment.amount, 0),
  }
}

/**
 * An offline sale to review, as its list row shows it: kept (no order, the
 * reason) or recorded with flags (its order), who sold it where and when,
 * and how it was resolved.
 */
export default class OfflineIssueRowTransformer extends BaseTransformer<OfflineSaleIssue> {
  toObject() {
    const issue = this.resource
    return {
      id: issue.id,
      kind: issue.kind,
      reason: issue.reason,
      details: issue.details,
      provisionalRef: issue.provisionalRef,
      madeAt: issue.madeAt.toISO()!,
      receivedAt: issue.createdAt.toISO()!,
      branch: issue.branch?.name ?? null,
      seller: issue.user.name,
      order: issue.order ? { id: issue.order.id, number: issue.order.number } : null,
      sent: sentSummary(issue.payload),
      resolved: issue.resolvedAt
        ? {
            at: issue.resolvedAt.toISO()!,
            by: issue.resolver?.name ?? null,
            note: issue.resolutionNote,
          }
        : null,
    }
  }
}
