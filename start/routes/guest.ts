import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionController = () => import('#controllers/session_controller')
const RegistrationController = () => import('#controllers/registration_controller')
const PasswordResetController = () => import('#controllers/password_reset_controller')
const InvitationsController = () => import('#controllers/invitations_controller')

/** Pages for guests only: a signed-in user is sent to the dashboard. */
export function guestRoutes() {
  router
    .group(() => {
      router.get('/login', [SessionController, 'create']).as('login')
      router.post('/login', [SessionController, 'store']).as('login.store')
      router.get('/register', [RegistrationController, 'create']).as('register')
      router.post('/register', [RegistrationController, 'store']).as('register.store')
      router.get('/forgot-password', [PasswordResetController, 'create']).as('password.request')
      router.post('/forgot-password', [PasswordResetController, 'store']).as('password.email')
      router.get('/reset-password/:token', [PasswordResetController, 'edit']).as('password.reset')
      router.post('/reset-password', [PasswordResetController, 'update']).as('password.update')
      router.get('/invitations/:token', [InvitationsController, 'show']).as('invitations.show')
      router.post('/invitations', [InvitationsController, 'store']).as('invitations.accept')
    })
    .use(middleware.guest())
}
