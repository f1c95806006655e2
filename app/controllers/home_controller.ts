import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import Setting from '#models/setting'

export default class HomeController {
  /** The landing page: sign-in and registration for guests, the dashboard link for users. */
  async show({ inertia }: HttpContext) {
    const settings = await Setting.current()
    const canRegister = settings.registrationOpen && router.has('register')
    return inertia.render('welcome', { companyName: settings.companyName, canRegister })
  }
}
