import type { HttpContext } from '@adonisjs/core/http'

export default class DashboardController {
  /** For now the signed-in user's name, role and branches, from the shared props. */
  async show({ inertia }: HttpContext) {
    return inertia.render('dashboard', {})
  }
}
