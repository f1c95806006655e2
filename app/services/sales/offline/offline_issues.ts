import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import OfflineSaleIssue, { type OfflineIssueState } from '#models/offline_sale_issue'
import type { Actor } from '#services/platform/actor'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import type { BranchScope } from '#services/platform/branch_scope'
import { operation } from '#services/platform/transactions'
import { OfflineIssueResolved } from '#exceptions/sale_errors'

export interface OfflineIssueFilters {
  state?: OfflineIssueState
  branch?: number
  sort?: 'newest' | 'oldest'
}

/**
 * The offline sales to review at the user's branches (one naming no branch
 * reaches only a role of all branches): open ones unless resolved ones are
 * asked for, newest first, with who sold, the order made and who resolved.
 */
export function offlineIssueListQuery(scope: BranchScope, filters: OfflineIssueFilters) {
  const direction = filters.sort === 'oldest' ? 'asc' : 'desc'
  return scope
    .restrict(OfflineSaleIssue.query())
    .apply((scopes) => scopes.inState(filters.state ?? 'open'))
    .if(filters.branch, (query) => query.where('branch_id', filters.branch!))
    .preload('branch')
    .preload('user')
    .preload('order')
    .preload('resolver')
    .orderBy('created_at', direction)
    .orderBy('id', direction)
}

/** How many offline sales wait for review at the user's branches: the menu's badge. */
export async function openOfflineIssueCount(scope: BranchScope) {
  const rows = await scope
    .restrict(OfflineSaleIssue.query().whereNull('resolved_at'))
    .count('* as total')
  return Number(rows[0].$extras.total)
}

/**
 * A manager says what was done about an offline sale (rung up again, stock
 * counted, the price accepted…): resolved once, with the note, audited. A
 * second resolve, from another tab at the same moment too, is refused.
 */
export function resolveOfflineIssue(
  issue: OfflineSaleIssue,
  note: string,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const locked = await OfflineSaleIssue.query({ client: trx })
      .where('id', issue.id)
      .forUpdate()
      .firstOrFail()
    if (locked.resolvedAt !== null) throw new OfflineIssueResolved()
    locked.merge({ resolvedAt: DateTime.utc(), resolvedBy: actor.user.id, resolutionNote: note })
    await locked.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'order.offline_resolved',
        actor,
        subject: { type: 'offline_sale_issue', id: locked.id, branchId: locked.branchId },
        changes: valuesSet({ provisional_ref: locked.provisionalRef, note }),
      },
      trx
    )
    return locked
  }, within)
}
