import type { ApiClient } from '@japa/api-client'
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
