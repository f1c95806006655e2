import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Till from '#models/till'
import TillSession from '#models/till_session'
import type { Actor } from '#services/platform/actor'
import { changesBetween, lockedRow, recordAudit, switchActive } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { operation } from '#services/platform/transactions'
import { TillNameTaken, TillStillOpen } from '#exceptions/till_errors'
import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#support/unique_violation'

export interface TillInput {
  branchId: number
  name: string
  /** Upper-case letters and digits, unique shop-wide: the middle of the Z numbers. */
  code: string
  isActive?: boolean
}

function facts(till: Till) {
  return { branch_id: till.branchId, name: till.name, code: till.code, is_active: till.isActive }
}

/** A name or code another till holds, named by its field. */
function takenField(error: unknown) {
  if (isUniqueViolation(error, 'tills', 'code')) return new TillNameTaken('code')
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string }
  if ((code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') && /tills.*name/.test(message)) {
    return new TillNameTaken('name')
  }
  return error
}

/** A branch of the actor's that is open, or the refusal beside the branch field. */
async function ownBranch(branchId: number, actor: Actor, within?: TransactionClientContract) {
  const scope = await BranchScope.of(actor.user, within)
  if (!scope.activeBranches().some((branch) => branch.id === branchId)) {
    throw new DomainError('Choose one of your active branches.', { field: 'branch_id' })
  }
}

/** Creates a till at an active branch of the actor's; audited. */
export async function createTill(
  input: TillInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<Till> {
  await ownBranch(input.branchId, actor, within)
  try {
    return await operation(async (trx) => {
      const till = await Till.create(
        { branchId: input.branchId, name: input.name, code: input.code, isActive: true },
        { client: trx }
      )
      await recordAudit(
        {
          action: 'till.created',
          actor,
          subject: { type: 'till', id: till.id, branchId: till.branchId },
          changes: changesBetween({}, facts(till)),
        },
        trx
      )
      return till
    }, within)
  } catch (error) {
    throw takenField(error)
  }
}

/**
 * Renames, recodes, moves or archives a till (already loaded in scope and
 * authorised). Its closed Z numbers keep the code they were given.
 */
export async function updateTill(
  till: Till,
  input: TillInput,
  actor: Actor,
  within?: TransactionClientContract
): Promise<Till> {
  await ownBranch(input.branchId, actor, within)
  const before = facts(till)
  try {
    return await operation(async (trx) => {
      till.merge({
        branchId: input.branchId,
        name: input.name,
        code: input.code,
        isActive: input.isActive ?? till.isActive,
      })
      await till.useTransaction(trx).save()
      await recordAudit(
        {
          action: 'till.updated',
          actor,
          subject: { type: 'till', id: till.id, branchId: till.branchId },
          changes: changesBetween(before, facts(till)),
        },
        trx
      )
      return till
    }, within)
  } catch (error) {
    throw takenField(error)
  }
}

/** Renames a till (loaded in scope and authorised); its branch and code stay. */
export function renameTill(till: Till, name: string, actor: Actor) {
  return updateTill(till, { branchId: till.branchId, name, code: till.code }, actor)
}

/**
 * Archives a till (it opens no new session and leaves the counter's picker)
 * or brings it back; audited. A till is never deleted: its sessions and Z
 * numbers keep pointing at it. The till's row is locked as opening a session
 * locks it, so a till is not archived while a session opens on it, and one
 * with an open session is refused until that session is closed.
 */
export async function setTillActive(till: Till, active: boolean, actor: Actor) {
  return operation(async (trx) => {
    const locked = await lockedRow(Till, till.id, trx)
    if (!active) {
      const open = await TillSession.query({ client: trx })
        .where('till_id', till.id)
        .where('status', 'open')
        .first()
      if (open) throw new TillStillOpen(locked.name)
    }
    return switchActive(
      locked,
      active,
      {
        action: active ? 'till.activated' : 'till.archived',
        actor,
        subject: { type: 'till', id: locked.id, branchId: locked.branchId },
      },
      trx
    )
  })
}
