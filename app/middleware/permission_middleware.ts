import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { hasPermission } from '#abilities/main'
import type { Permission } from '#support/permissions'

/**
 * Route guard `middleware.can('area.action')`: the user's role must grant
 * the permission (or one of a list, `can(['users.view', 'users.manage'])`),
 * or the request ends with 403. Runs after `auth`.
 */
export default class PermissionMiddleware {
  async handle(ctx: HttpContext, next: NextFn, permission: Permission | readonly Permission[]) {
    await ctx.bouncer.authorize(hasPermission, permission)
    return next()
  }
}
