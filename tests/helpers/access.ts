import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import Branch from '#models/branch'
import Role from '#models/role'
import User from '#models/user'
import { normalizePermissions } from '#support/permissions'
import { signedIn } from '#tests/helpers/agent'

/** A signed-in tab whose password was just confirmed, as the sensitive areas ask. */
export async function confirmedAgent(client: ApiClient, email: string) {
  const agent = await signedIn(client, email)
  await agent.post('/confirm-password', { password: 'demo-password' })
  return agent
}

/** An unsaved user whose role holds `permissions`, for rules that read only the role. */
export function userWith(permissions: string[], isActive = true) {
  const role = new Role()
  role.permissions = normalizePermissions(permissions)
  const user = new User()
  user.isActive = isActive
  user.$setRelated('role', role)
  return user
}

/** Role ids by name and branch ids by code. */
export async function roleAndBranchIds() {
  const [allRoles, allBranches] = await Promise.all([Role.all(), Branch.all()])
  const roles = Object.fromEntries(allRoles.map((role) => [role.name, role.id]))
  const branches = Object.fromEntries(allBranches.map((branch) => [branch.code, branch.id]))
  return { roles, branches }
}

/** Gives a role more permissions than the demo gives it. */
export async function withPermissions(roleName: string, extra: string[]) {
  const role = await Role.findByOrFail('name', roleName)
  role.permissions = [...role.permissions, ...extra] as Role['permissions']
  await role.save()
  return role
}

/** A verified, active account with the demo password; without a role it waits for access. */
export function verifiedAccount(name: string, email: string, roleId: number | null = null) {
  return User.create({
    name,
    email,
    password: 'demo-password',
    roleId,
    isActive: true,
    emailVerifiedAt: DateTime.utc(),
  })
}

/** An account whose email was never confirmed and one waiting for access, at `@domain`. */
export async function accountsOutsideTheApp(domain: string) {
  await User.create({
    name: 'Una Verified',
    email: `unverified@${domain}`,
    password: 'demo-password',
  })
  await verifiedAccount('Wes Waiting', `waiting@${domain}`)
}

/** The user's form as it would be sent unchanged. */
export async function userFormOf(email: string) {
  const user = await User.query().where('email', email).preload('branches').firstOrFail()
  return {
    user,
    body: {
      name: user.name,
      email: user.email,
      role_id: user.roleId,
      branch_ids: user.branches.map((branch) => branch.id),
      is_active: user.isActive,
    },
  }
}
