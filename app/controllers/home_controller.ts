import type { HttpContext } from '@adonisjs/core/http'

export default class HomeController {
  /** The landing page: sign-in and registration for guests, the dashboard link for users. */
  async show(ctx: HttpContext) {
    const { inertia } = ctx
    const settings = await ctx.shopSettings
    return inertia.render('welcome', {
      companyName: settings.companyName,
      canRegister: settings.registrationOpen,
    })
  }
}
