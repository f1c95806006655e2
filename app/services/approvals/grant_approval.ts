import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Approval from '#models/approval'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { operation } from '#services/platform/transactions'
import { verifyPin } from '#services/accounts/pins'
import { newToken, tokenDigest, type ApprovalTerms } from '#services/approvals/approval_tokens'
import { ApproverRefused, NothingToApprove } from '#exceptions/approval_errors'
import type { Permission } from '#support/permissions'
import { APPROVAL_LIFETIME_SECONDS, type ApprovalKind } from '#common/approvals'

/**
 * What an approver's role must allow besides `orders.approve`: the step
 * itself, so nobody approves what they could not do at their own till.
 */
const APPROVER_NEEDS: Record<ApprovalKind, readonly Permission[]> = {
  sale: [],
  void: ['orders.void'],
  return: ['returns.refund_any_method'],
}

/**
 * Who can approve `kind` at a branch: active, allowed to approve and to
 * take the step, holding the branch, with a PIN set.
 */
async function mayApprove(
  user: User,
  kind: ApprovalKind,
  branchId: number,
  client?: TransactionClientContract
) {
  if (!user.isActive || user.pinHash === null) return false
  await user.load('role')
  if (!user.can('orders.approve')) return false
  if (!APPROVER_NEEDS[kind].every((permission) => user.can(permission))) return false
  const scope = await BranchScope.of(user, client)
  return scope.includes(branchId)
}

/**
 * The people a cashier at `branchId` can ask for `kind`: every active user
 * allowed to approve it there with a PIN set, the cashier aside, by name.
 */
export async function approversAt(branchId: number, actor: Actor, kind: ApprovalKind = 'sale') {
  const candidates = await User.query()
    .whereNotNull('pin_hash')
    .whereNotNull('role_id')
    .where('is_active', true)
    .whereNot('id', actor.user.id)
    .preload('role')
    .orderBy('name')
    .orderBy('id')
  const allowed = await Promise.all(candidates.map((user) => mayApprove(user, kind, branchId)))
  return candidates.filter((_, index) => allowed[index])
}

/**
 * A manager approves, by their PIN typed on the cashier's screen, exactly
 * the action described by `terms`. Refused: nothing needing approval, the
 * cashier approving themself, someone not allowed to approve at the
 * branch, a wrong PIN (throttled like passwords). The token is answered
 * once and stored as a digest; the grant is audited with both names.
 */
export async function grantApproval(
  terms: ApprovalTerms,
  approverId: number,
  pin: string,
  actor: Actor
) {
  if (terms.reasons.length === 0) throw new NothingToApprove()
  if (approverId === actor.user.id) {
    throw new ApproverRefused('You cannot approve your own exception: ask a manager.')
  }
  const approver = await User.find(approverId)
  if (!approver || !(await mayApprove(approver, terms.kind, terms.branchId))) {
    throw new ApproverRefused('This person cannot approve at this branch.')
  }
  await verifyPin(approver, pin, actor.ip)
  const token = newToken()
  await operation(async (trx) => {
    const approval = await Approval.create(
      {
        tokenHash: tokenDigest(token),
        kind: terms.kind,
        reasons: terms.reasons.join(','),
        branchId: terms.branchId,
        fingerprint: terms.fingerprint,
        amount: terms.amount,
        requestedBy: actor.user.id,
        approvedBy: approver.id,
        expiresAt: DateTime.utc().plus({ seconds: APPROVAL_LIFETIME_SECONDS }),
      },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'approval.granted',
        actor,
        // The approver is the subject: the log names them and links their account.
        subject: { type: 'user', id: approver.id, branchId: terms.branchId },
        changes: valuesSet({
          approval_id: approval.id,
          kind: terms.kind,
          reasons: terms.reasons.join(', '),
          amount: terms.amount,
          requested_by: actor.user.name,
          approved_by: approver.name,
        }),
      },
      trx
    )
  })
  return { token, approver }
}
