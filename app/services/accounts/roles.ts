import db from '@adonisjs/lucid/services/db'
import Role from '#models/role'
import User from '#models/user'
import {
  lockedRow,
  recordAudit,
  recordChanges,
  valuesRemoved,
  valuesSet,
} from '#services/platform/audit_log'
import type { Actor } from '#services/platform/actor'
import { escalationProblem, type Grants } from '#services/accounts/access_rules'
import { AccessRefused, RoleNameTaken, RoleNotDeletable } from '#exceptions/access_errors'
import { isUniqueViolation } from '#support/unique_violation'
import { normalizePermissions, PERMISSIONS } from '#support/permissions'
import { MAX_BASIS_POINTS } from '#common/basis_points'

export interface RoleInput {
  name: string
  description?: string | null
  permissions: readonly string[]
  allBranches: boolean
  maxDiscountBp: number
}

/** The grants of a user's role, or null while they have none. Needs `role` loaded. */
export function grantsOf(user: User): Grants | null {
  return user.isActive && user.role ? user.role : null
}

/**
 * What a role is saved with. The Administrator role keeps every permission,
 * every branch and the full discount whatever was sent; unknown permission
 * keys are dropped.
 */
export function roleAttributes(input: RoleInput, isSystem: boolean) {
  const common = { name: input.name, description: input.description || null }
  if (isSystem) {
    return {
      ...common,
      permissions: [...PERMISSIONS],
      allBranches: true,
      maxDiscountBp: MAX_BASIS_POINTS,
    }
  }
  return {
    ...common,
    permissions: normalizePermissions(input.permissions),
    allBranches: input.allBranches,
    maxDiscountBp: input.maxDiscountBp,
  }
}

function snapshot(role: Role) {
  return {
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    allBranches: role.allBranches,
    maxDiscountBp: role.maxDiscountBp,
  }
}

function refuseEscalation(actor: Actor, attributes: Omit<Grants, 'isSystem'>, previous?: Role) {
  const problem = escalationProblem(
    grantsOf(actor.user),
    { ...attributes, isSystem: false },
    previous
  )
  if (problem) throw new AccessRefused(problem.field, problem.message)
}

function subject(role: Role) {
  return { type: 'role', id: role.id }
}

export async function createRole(actor: Actor, input: RoleInput) {
  const attributes = roleAttributes(input, false)
  refuseEscalation(actor, attributes)
  return db
    .transaction(async (trx) => {
      const role = await Role.create({ ...attributes, isSystem: false }, { client: trx })
      const changes = valuesSet(snapshot(role))
      await recordAudit({ action: 'role.created', actor, subject: subject(role), changes }, trx)
      return role
    })
    .catch(refuseTakenName)
}

/** Two saves raced past the validator with the same name; the index kept one. */
function refuseTakenName(error: unknown): never {
  if (isUniqueViolation(error, 'roles', 'name')) throw new RoleNameTaken()
  throw error
}

/** Saves the form over the role as it stands, locked; the escalation rules judge that version. */
export async function updateRole(actor: Actor, target: Role, input: RoleInput) {
  return db
    .transaction(async (trx) => {
      const role = await lockedRow(Role, target.id, trx)
      const attributes = roleAttributes(input, role.isSystem)
      refuseEscalation(actor, attributes, role)
      const before = snapshot(role)
      role.merge(attributes)
      await role.useTransaction(trx).save()
      await recordChanges(
        { action: 'role.updated', actor, subject: subject(role), before, after: snapshot(role) },
        trx
      )
      return role
    })
    .catch(refuseTakenName)
}

/** "1 user holds this role", "3 users hold this role". */
export function holdersMessage(count: number) {
  return count === 1 ? '1 user holds this role' : `${count} users hold this role`
}

/** Deletes a role nobody holds; the Administrator role never goes. */
export async function deleteRole(actor: Actor, target: Role) {
  await db.transaction(async (trx) => {
    const role = await lockedRow(Role, target.id, trx)
    if (role.isSystem) throw new RoleNotDeletable('The Administrator role cannot be deleted.')
    const holders = await User.query({ client: trx }).where('role_id', role.id).count('* as total')
    const count = Number(holders[0].$extras.total)
    if (count > 0) {
      throw new RoleNotDeletable(
        `${role.name} cannot be deleted: ${holdersMessage(count)}. Give them another role first.`
      )
    }
    const changes = valuesRemoved(snapshot(role))
    await recordAudit({ action: 'role.deleted', actor, subject: subject(role), changes }, trx)
    await role.useTransaction(trx).delete()
  })
}
