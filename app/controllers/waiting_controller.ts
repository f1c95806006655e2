import type { HttpContext } from '@adonisjs/core/http'

export default class WaitingController {
  /** Signed in and verified, but no role yet: nothing to open until an administrator assigns one. */
  async show({ auth, inertia, response }: HttpContext) {
    if (auth.user!.roleId) return response.redirect().toRoute('dashboard')
    return inertia.render('auth/waiting_for_access', {})
  }
}
