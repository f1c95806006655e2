import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import { isUniqueViolation } from '#support/unique_violation'
import {
  lockedRow,
  recordAudit,
  recordChanges,
  switchActive,
  valuesRemoved,
  valuesSet,
} from '#services/platform/audit_log'
import type { Actor } from '#services/platform/actor'
import { referencesTo, referencesToEach } from '#services/platform/references'
import type { BranchScope } from '#services/platform/branch_scope'
import type { branchIndexValidator } from '#validators/branch'
import type { Infer } from '@vinejs/vine/types'
import { paginate } from '#support/pagination'
import { BranchCodeTaken, BranchInUse } from '#exceptions/branch_errors'

export interface BranchInput {
  code: string
  name: string
  address?: string | null
  phone?: string | null
  email?: string | null
  is_active: boolean
}

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

/** A branch's events belong to the branch: readers limited to other branches do not see them. */
function subject(branch: Branch) {
  return { type: 'branch', id: branch.id, branchId: branch.id }
}

async function refusingDuplicateCode<T>(write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'branches', 'code')) throw new BranchCodeTaken()
    throw error
  }
}

/** One page of the branches in the scope, each with its users counted, and what refers to each. */
export async function branchListPage(
  scope: BranchScope,
  filters: Infer<typeof branchIndexValidator>
) {
  const query = scope
    .restrict(Branch.query(), 'branches.id')
    .withCount('users')
    .apply((scopes) => {
      scopes.search(filters.search)
      scopes.withStatus(filters.status)
      scopes.sortedBy(filters.sort)
    })
  const { rows, meta } = await paginate(query, filters.page)
  return { rows, meta, references: await branchReferences(rows) }
}

/** What refers to each branch, by id: while nothing does, it may be deleted. */
export function branchReferences(branches: Branch[]) {
  return referencesToEach(
    'branch',
    branches.map((branch) => branch.id)
  )
}

export async function createBranch(input: BranchInput, actor: Actor) {
  return refusingDuplicateCode(() =>
    db.transaction(async (trx) => {
      const branch = await Branch.create(attributes(input), { client: trx })
      const changes = valuesSet(snapshot(branch))
      await recordAudit({ action: 'branch.created', actor, subject: subject(branch), changes }, trx)
      return branch
    })
  )
}

/** Saves the edited fields over the locked row; the order sequence is never among them. */
export async function updateBranch(target: Branch, input: BranchInput, actor: Actor) {
  return refusingDuplicateCode(() =>
    db.transaction(async (trx) => {
      const branch = await lockedRow(Branch, target.id, trx)
      const before = snapshot(branch)
      branch.merge(attributes(input))
      await branch.useTransaction(trx).save()
      await recordChanges(
        {
          action: 'branch.updated',
          actor,
          subject: subject(branch),
          before,
          after: snapshot(branch),
        },
        trx
      )
      return branch
    })
  )
}

/** Deactivates or reactivates; a no-op when the branch is already in that state. */
export async function setBranchActive(target: Branch, isActive: boolean, actor: Actor) {
  return db.transaction(async (trx) => {
    const branch = await lockedRow(Branch, target.id, trx)
    const action = isActive ? 'branch.activated' : 'branch.deactivated'
    return switchActive(branch, isActive, { action, actor, subject: subject(branch) }, trx)
  })
}

/**
 * Deletes a branch nothing refers to. One that is referenced, even by a row
 * written since the page was shown, is refused: deactivate it instead.
 */
export async function deleteBranch(target: Branch, actor: Actor) {
  await db.transaction(async (trx) => {
    const branch = await lockedRow(Branch, target.id, trx)
    const references = await referencesTo('branch', branch.id, trx)
    if (references.length > 0) throw new BranchInUse(branch, references)
    const changes = valuesRemoved(snapshot(branch))
    // Tied to no branch once the branch is gone: the foreign key would clear it anyway.
    await recordAudit(
      { action: 'branch.deleted', actor, subject: { type: 'branch', id: branch.id }, changes },
      trx
    )
    await branch.useTransaction(trx).delete()
  })
}
