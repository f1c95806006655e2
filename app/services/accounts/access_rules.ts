import { normalizePermissions, type Permission } from '#support/permissions'
import { basisPointsToPercent } from '#common/basis_points'
import { PERMISSION_LABELS } from '#support/permission_labels'

/** What a role hands to its members. */
export interface Grants {
  permissions: readonly Permission[]
  allBranches: boolean
  maxDiscountBp: number
  isSystem: boolean
}

/** Why a grant is refused, and the role form's field it belongs beside. */
export interface EscalationProblem {
  field: 'permissions' | 'all_branches' | 'max_discount_bp'
  message: string
}

/**
 * Why `actor` may not hand out `granted`, or null when they may. An
 * Administrator may hand out anything; anyone else at most what their own
 * role gives them, so holding `roles.manage` or `users.manage` never leads
 * to more rights. With `previous` (editing a role), only what the change
 * adds is checked.
 */
export function escalationProblem(
  actor: Grants | null,
  granted: Grants,
  previous?: Omit<Grants, 'isSystem'>
): EscalationProblem | null {
  if (actor?.isSystem) return null
  if (!actor) return { field: 'permissions', message: 'You hold no role.' }
  if (granted.isSystem && !previous) {
    return {
      field: 'permissions',
      message: 'Only an Administrator can make someone Administrator.',
    }
  }
  const added = granted.permissions.filter((key) => !previous?.permissions.includes(key))
  const missing = normalizePermissions(added.filter((key) => !actor.permissions.includes(key)))
  if (missing.length) {
    return {
      field: 'permissions',
      message: `You cannot grant permissions you do not hold: ${missing.map((key) => PERMISSION_LABELS[key]).join(', ')}.`,
    }
  }
  if (granted.allBranches && !previous?.allBranches && !actor.allBranches) {
    return {
      field: 'all_branches',
      message: 'You cannot grant access to all branches: your own role does not have it.',
    }
  }
  const ceiling = Math.max(actor.maxDiscountBp, previous?.maxDiscountBp ?? 0)
  if (granted.maxDiscountBp > ceiling) {
    return {
      field: 'max_discount_bp',
      message: `You cannot allow discounts above your own cap of ${basisPointsToPercent(actor.maxDiscountBp)} %.`,
    }
  }
  return null
}

/**
 * A non-Administrator manages only people and roles whose rights they hold
 * themselves: otherwise they could lock out, rename or take over someone
 * above them.
 */
export function mayManageHolderOf(actor: Grants | null, held: Grants | null) {
  if (!held) return actor !== null
  return escalationProblem(actor, held) === null
}

/**
 * The branches a user ends up with: what was asked for within the actor's
 * scope, plus what they already had outside it (the actor cannot see those,
 * so cannot take them away either). Ids outside the scope are ignored.
 */
export function scopedBranchIds(
  requested: readonly number[],
  current: readonly number[],
  actorScope: readonly number[] | 'all'
): number[] {
  const inScope = (id: number) => actorScope === 'all' || actorScope.includes(id)
  const kept = current.filter((id) => !inScope(id))
  const chosen = requested.filter(inScope)
  return [...new Set([...kept, ...chosen])].sort((a, b) => a - b)
}

/**
 * Why an account change would leave someone without the means to manage
 * the shop, or null. `self` is the actor changing their own account.
 */
export function accountChangeProblem(change: {
  self: boolean
  roleChanged: boolean
  deactivating: boolean
  lastActiveAdministrator: boolean
  stillAdministrator: boolean
}): { field: 'role_id' | 'is_active'; message: string } | null {
  if (change.self && change.roleChanged) {
    return { field: 'role_id', message: 'You cannot change your own role.' }
  }
  if (change.self && change.deactivating) {
    return { field: 'is_active', message: 'You cannot deactivate your own account.' }
  }
  if (change.lastActiveAdministrator && change.deactivating) {
    return {
      field: 'is_active',
      message: 'This is the last active Administrator: make someone else Administrator first.',
    }
  }
  if (change.lastActiveAdministrator && !change.stillAdministrator) {
    return {
      field: 'role_id',
      message: 'This is the last active Administrator: make someone else Administrator first.',
    }
  }
  return null
}
