import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import { isUniqueViolation } from '#support/unique_violation'
import { diffChanges, recordAudit, type Actor } from '#services/audit_log'
import { referencesTo } from '#services/references'
import { BranchCodeTaken, BranchInUse } from '#exceptions/branch_errors'

export interface BranchInput {
  code: string
  name: string
  address?: string | null
  phone?: string | null
  email?: string | null
  is_active: boolean
}

/** Who acts, for the audit trail. */
/** The fields a person edits, as the audit trail records them. */
function snapshot(branch: Branch) {
  return {
    code: branch.code,
    name: branch.name,
    address: branch.address,
    phone: branch.phone,
    email: branch.email,
    is_active: branch.isActive,
  }
}

function attributes(input: BranchInput) {
  return {
    code: input.code,
    name: input.name,
    address: input.address || null,
    phone: input.phone || null,
    email: input.email || null,
    isActive: input.is_active,
  }
}

async function refusingDuplicateCode<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'branches', 'code')) throw new BranchCodeTaken()
    throw error
  }
}

export async function createBranch(input: BranchInput, actor: Actor) {
  return refusingDuplicateCode(() =>
    db.transaction(async (trx) => {
      const branch = await Branch.create(attributes(input), { client: trx })
      await recordAudit(
        {
          action: 'branch.created',
          userId: actor.userId,
          subject: { type: 'branch', id: branch.id },
          changes: snapshot(branch),
          ip: actor.ip,
        },
        trx
      )
      return branch
    })
  )
}

/** Saves the edited fields; the order sequence is never among them. */
export async function updateBranch(branch: Branch, input: BranchInput, actor: Actor) {
  await refusingDuplicateCode(() =>
    db.transaction(async (trx) => {
      const before = snapshot(branch)
      branch.merge(attributes(input))
      await branch.useTransaction(trx).save()
      const changes = diffChanges(before, snapshot(branch))
      if (Object.keys(changes).length === 0) return
      await recordAudit(
        {
          action: 'branch.updated',
          userId: actor.userId,
          subject: { type: 'branch', id: branch.id },
          changes,
          ip: actor.ip,
        },
        trx
      )
    })
  )
}

/** Deactivates or reactivates; a no-op when the branch is already in that state. */
export async function setBranchActive(branch: Branch, isActive: boolean, actor: Actor) {
  if (branch.isActive === isActive) return
  await db.transaction(async (trx) => {
    branch.isActive = isActive
    await branch.useTransaction(trx).save()
    await recordAudit(
      {
        action: isActive ? 'branch.activated' : 'branch.deactivated',
        userId: actor.userId,
        subject: { type: 'branch', id: branch.id },
        changes: {
          code: branch.code,
          name: branch.name,
          is_active: { from: !isActive, to: isActive },
        },
        ip: actor.ip,
      },
      trx
    )
  })
}

/**
 * Deletes a branch nothing refers to. One that is referenced, even by a row
 * written since the page was shown, is refused: deactivate it instead.
 */
export async function deleteBranch(branch: Branch, actor: Actor) {
  await db.transaction(async (trx) => {
    const references = await referencesTo('branch', branch.id, trx)
    if (references.length > 0) throw new BranchInUse(branch, references)
    await branch.useTransaction(trx).delete()
    await recordAudit(
      {
        action: 'branch.deleted',
        userId: actor.userId,
        subject: { type: 'branch', id: branch.id },
        changes: snapshot(branch),
        ip: actor.ip,
      },
      trx
    )
  })
}
