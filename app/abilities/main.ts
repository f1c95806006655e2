import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import type { Permission } from '#support/permissions'

/**
 * App-wide ability: the user's role grants the permission, or one of the
 * permissions when several open the same page (docs/permissions.md).
 */
export const hasPermission = Bouncer.ability(
  (user: User, permission: Permission | readonly Permission[]) => user.canAny(permission)
)
