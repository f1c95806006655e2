import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Approval from '#models/approval'
import type User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { timestampBinding } from '#support/sql_time'
import { ApprovalNotValid } from '#exceptions/approval_errors'
import type { ApprovalKind, ApprovalReason } from '#common/approvals'

/** Exactly what an approval is for: the action, where, which content, how much. */
export interface ApprovalTerms {
  kind: ApprovalKind
  branchId: number
  reasons: readonly ApprovalReason[]
  fingerprint: string
  amount: number
}

/** The stored form of a token: only its digest, so the table never holds a usable one. */
export function tokenDigest(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** The digest of what an approval names (an order, a return's lines): equal content, equal digest. */
export function fingerprintOf(content: unknown) {
  return createHash('sha256').update(JSON.stringify(content)).digest('hex')
}

/** A fresh token, unguessable, safe in a form field. */
export function newToken() {
  return randomBytes(24).toString('base64url')
}

/**
 * Uses an approval inside the action's own transaction, in one conditional
 * update: only the cashier who asked, for the same kind, branch, reasons,
 * content and amount, not used before, not expired. Two submissions racing
 * with one token: one update finds it unused, the other finds nothing and
 * is refused (its transaction rolls back). Answers the approving user.
 */
export async function useApproval(
  token: string,
  terms: ApprovalTerms,
  actor: Actor,
  orderId: number,
  trx: TransactionClientContract
): Promise<User> {
  const now = timestampBinding(DateTime.utc(), trx.dialect.name)
  const taken = await trx
    .from('approvals')
    .where('token_hash', tokenDigest(token))
    .where('kind', terms.kind)
    .where('branch_id', terms.branchId)
    .where('reasons', terms.reasons.join(','))
    .where('fingerprint', terms.fingerprint)
    .where('amount', terms.amount)
    .where('requested_by', actor.user.id)
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .update({ used_at: now, order_id: orderId, updated_at: now })
  if (Number(taken) !== 1) throw new ApprovalNotValid(terms.kind)
  const approval = await Approval.query({ client: trx })
    .where('token_hash', tokenDigest(token))
    .preload('approver')
    .firstOrFail()
  return approval.approver
}
