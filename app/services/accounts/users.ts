import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Role from '#models/role'
import User from '#models/user'
import {
  changesBetween,
  recordAudit,
  valuesSet,
  type AuditChanges,
} from '#services/platform/audit_log'
import {
  accountChangeProblem,
  escalationProblem,
  mayManageHolderOf,
  scopedBranchIds,
} from '#services/accounts/access_rules'
import { grantsOf } from '#services/accounts/roles'
import type { Actor } from '#services/platform/actor'
import { issueInvitation } from '#services/accounts/invitations'
import { advanceSessionEpoch } from '#services/accounts/session_lifetime'
import { AccessRefused } from '#exceptions/access_errors'
import { refuseTakenEmail } from '#exceptions/account_errors'
import { BranchScope } from '#services/platform/branch_scope'
import type { AuditAction } from '#support/audit_actions'

export interface UserAccessInput {
  name: string
  email: string
  roleId: number | null
  branchIds: readonly number[]
}

/** The account form's fields as the service takes them; no branches when none were ticked. */
export function accessInputOf(input: {
  name: string
  email: string
  role_id: number | null
  branch_ids?: number[]
}): UserAccessInput {
  return {
    name: input.name,
    email: input.email,
    roleId: input.role_id,
    branchIds: input.branch_ids ?? [],
  }
}

/** Ids of the branches the actor may hand out: their own branch scope. */
async function actorBranchIds(actor: Actor, trx: TransactionClientContract) {
  const scope = await BranchScope.of(actor.user, trx)
  return scope.branchIds
}

/**
 * The account, read inside the transaction, only while it lies within the
 * actor's branch scope (`User.withinBranchScope`); otherwise not found (404).
 */
async function reachableAccount(actor: Actor, target: User, trx: TransactionClientContract) {
  const scope = await BranchScope.of(actor.user, trx)
  return User.query({ client: trx })
    .where('id', target.id)
    .apply((scopes) => scopes.withinBranchScope(scope))
    .preload('role')
    .preload('branches')
    .forUpdate()
    .firstOrFail()
}

/** How an account reads in the audit trail; never a secret. */
async function snapshot(user: User, role: Role | null, trx: TransactionClientContract) {
  const branches = await Branch.query({ client: trx })
    .whereIn('id', (query) =>
      query.from('branch_user').select('branch_id').where('user_id', user.id)
    )
    .orderBy('code')
  return {
    name: user.name,
    email: user.email,
    role: role?.name ?? null,
    branches: branches.map((branch) => branch.code),
    active: user.isActive,
  }
}

function refuseGrant(actor: Actor, role: Role) {
  const problem = escalationProblem(grantsOf(actor.user), role)
  if (problem) throw new AccessRefused('role_id', problem.message)
}

/**
 * Creates an account with a role and branches. With `method: 'invite'` it
 * gets no password and an invitation link (returned, to be mailed after the
 * response); otherwise it starts with the password the administrator chose.
 */
export async function createUser(
  actor: Actor,
  input: UserAccessInput & { method: 'invite' | 'password'; password?: string }
) {
  const saving = db.transaction(async (trx) => {
    const role = await Role.findOrFail(input.roleId, { client: trx })
    refuseGrant(actor, role)
    const branchIds = scopedBranchIds(input.branchIds, [], await actorBranchIds(actor, trx))
    const user = await User.create(
      {
        name: input.name,
        email: input.email,
        password: input.method === 'password' ? input.password : null,
        roleId: role.id,
        isActive: true,
        emailVerifiedAt: null,
      },
      { client: trx }
    )
    if (branchIds.length) await user.related('branches').attach(branchIds, trx)
    await recordAudit(
      {
        action: 'user.created',
        actor,
        subject: { type: 'user', id: user.id },
        changes: valuesSet({ ...(await snapshot(user, role, trx)), method: input.method }),
      },
      trx
    )
    const invitationUrl = input.method === 'invite' ? await invite(actor, user, trx) : null
    return { user, invitationUrl }
  })
  return saving.catch(refuseTakenEmail)
}

async function invite(actor: Actor, user: User, trx: TransactionClientContract) {
  const url = await issueInvitation(user, actor.user.id, trx)
  await recordAudit(
    {
      action: 'user.invited',
      actor,
      subject: { type: 'user', id: user.id },
      changes: valuesSet({ email: user.email }),
    },
    trx
  )
  return url
}

/**
 * Changes an account within the access rules: no escalation, nobody demotes
 * or deactivates themselves, the last active Administrator stays. A new
 * role or a deactivation ends the user's sessions at once. A new email must
 * be confirmed again; an invited person gets a new link at the new address.
 */
export async function updateUser(
  actor: Actor,
  target: User,
  input: UserAccessInput & { isActive: boolean }
) {
  const saving = db.transaction(async (trx) => {
    const user = await reachableAccount(actor, target, trx)
    if (!mayManageHolderOf(grantsOf(actor.user), user.role ?? null)) {
      throw new AccessRefused(
        'role_id',
        'You cannot change an account whose role has rights you do not hold.'
      )
    }
    const role = input.roleId ? await Role.findOrFail(input.roleId, { client: trx }) : user.role
    const roleChanged = (role?.id ?? null) !== user.roleId
    if (role && roleChanged) refuseGrant(actor, role)
    const deactivating = user.isActive && !input.isActive
    const problem = accountChangeProblem({
      self: user.id === actor.user.id,
      roleChanged,
      deactivating,
      lastActiveAdministrator: await user.isLastActiveAdministrator(trx),
      stillAdministrator: role?.isSystem ?? false,
    })
    if (problem) throw new AccessRefused(problem.field, problem.message)

    const before = await snapshot(user, user.role ?? null, trx)
    const branchIds = scopedBranchIds(
      input.branchIds,
      user.branches.map((branch) => branch.id),
      await actorBranchIds(actor, trx)
    )
    const emailChanged = input.email.trim().toLowerCase() !== user.email
    user.merge({ name: input.name, email: input.email, roleId: role?.id ?? null })
    user.isActive = input.isActive
    if (emailChanged) user.emailVerifiedAt = null
    if (roleChanged || deactivating) advanceSessionEpoch(user)
    await user.useTransaction(trx).save()
    await user.related('branches').sync(branchIds, true, trx)
    const after = await snapshot(user, role, trx)

    const audit = (action: AuditAction, changes: AuditChanges) =>
      recordAudit({ action, actor, subject: { type: 'user', id: user.id }, changes }, trx)
    // Role and activity have their own events; the rest is one update event.
    const details = Object.fromEntries(
      Object.entries(changesBetween(before, after)).filter(
        ([key]) => !['role', 'active'].includes(key)
      )
    )
    if (Object.keys(details).length) await audit('user.updated', details)
    if (roleChanged)
      await audit('user.role_changed', { role: { from: before.role, to: after.role } })
    if (deactivating) await audit('user.deactivated', { active: { from: true, to: false } })
    if (!before.active && after.active) {
      await audit('user.activated', { active: { from: false, to: true } })
    }
    const invitationUrl =
      emailChanged && user.password === null && user.isActive
        ? await invite(actor, user, trx)
        : null
    return { user, invitationUrl }
  })
  return saving.catch(refuseTakenEmail)
}

/** Deactivates or reactivates an account, keeping everything else as it is. */
export async function setUserActive(actor: Actor, target: User, active: boolean) {
  await target.load('branches')
  return updateUser(actor, target, {
    name: target.name,
    email: target.email,
    roleId: target.roleId,
    branchIds: target.branches.map((branch) => branch.id),
    isActive: active,
  })
}

/** A new invitation link for someone who has not chosen a password yet. */
export async function resendInvitation(actor: Actor, target: User) {
  if (target.password !== null || !target.isActive) {
    throw new AccessRefused('email', 'This person has already chosen a password.')
  }
  return db.transaction(async (trx) => {
    await reachableAccount(actor, target, trx)
    return invite(actor, target, trx)
  })
}
