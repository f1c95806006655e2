import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import type { Permission } from '#support/permissions'

/** App-wide ability: the user's role grants the permission (DESIGN.md section 4). */
export const hasPermission = Bouncer.ability((user: User, permission: Permission) => {
  return user.can(permission)
})
