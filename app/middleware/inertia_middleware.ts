import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import AuthUserTransformer from '#transformers/auth_user_transformer'
import ShopTransformer from '#transformers/shop_transformer'
import { buildMenu } from '#services/shop/menu'
import type User from '#models/user'
import { appInfo } from '#support/app_info'
import { tillDeviceOf } from '#services/accounts/till_device'
import { minutesToMs } from '#common/till_lock'

const FLASH_KEYS = ['success', 'error', 'warning', 'info'] as const

/**
 * The active branches the signed-in user sees: from the request's branch
 * scope, which the page and the menu read too. An account waiting for a
 * role has no scope, but still sees the branches assigned to it.
 */
async function workingBranches(ctx: HttpContext, user: User) {
  if (!user.isActive || !user.roleId) return user.visibleBranches()
  const scope = await ctx.branchScope
  return scope.activeBranches()
}

/** Whether this device is a till, and how long its pages wait, quiet, before locking it. */
async function tillOnPage(ctx: HttpContext, session: HttpContext['session']) {
  const settings = await ctx.shopSettings
  return {
    isTill: tillDeviceOf(session).isTill,
    lockAfterMs: minutesToMs(settings.tillLockMinutes),
  }
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /**
   * Props every page receives (typed in inertia/types.ts). The context may be only
   * partly built (a 404 renders before session and auth run), hence the
   * optional reads.
   */
  async share(ctx: HttpContext) {
    const { session, auth } = ctx as Partial<HttpContext>
    const user = auth?.user

    const flash: Partial<Record<(typeof FLASH_KEYS)[number], string>> = {}
    for (const key of FLASH_KEYS) {
      const message = session?.flashMessages.get(key)
      if (typeof message === 'string') flash[key] = message
    }

    return {
      app: appInfo(),
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      flash: ctx.inertia.always(flash),
      auth: ctx.inertia.always({
        user: user
          ? new AuthUserTransformer(user, await workingBranches(ctx, user)).toObject()
          : undefined,
      }),
      menu: ctx.inertia.always(user ? await buildMenu(user, () => ctx.branchScope) : undefined),
      shop: ctx.inertia.always(
        user ? new ShopTransformer(await ctx.shopSettings).toObject() : undefined
      ),
      // A till device's pages lock after the shop's quiet period (TillIdleLock).
      till: ctx.inertia.always(user && session ? await tillOnPage(ctx, session) : undefined),
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
