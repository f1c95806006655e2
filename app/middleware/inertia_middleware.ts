import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import AuthUserTransformer from '#transformers/auth_user_transformer'
import ShopTransformer from '#transformers/shop_transformer'
import Setting from '#models/setting'
import { buildMenu } from '#services/menu'
import { appInfo } from '#support/app_info'

const FLASH_KEYS = ['success', 'error', 'warning', 'info'] as const

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /**
   * Props every page receives (DESIGN.md section 6). The context may be only
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
          ? new AuthUserTransformer(user, await user.visibleBranches()).toObject()
          : undefined,
      }),
      menu: ctx.inertia.always(user ? await buildMenu(user) : undefined),
      shop: ctx.inertia.always(
        user ? new ShopTransformer(await Setting.current()).toObject() : undefined
      ),
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
