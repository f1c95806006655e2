import type { HttpContext } from '@adonisjs/core/http'
import Setting from '#models/setting'

export default class HomeController {
  /** The landing page: sign-in and registration for guests, the dashboard link for users. */
  async show({ inertia }: HttpContext) {
    const settings = await Setting.current()
    return inertia.render('welcome', {
      companyName: settings.companyName,
      canRegister: settings.registrationOpen,
    })
  }
}
