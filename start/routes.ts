import { errors } from '@adonisjs/core'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const HomeController = () => import('#controllers/home_controller')
const SessionController = () => import('#controllers/session_controller')
const RegistrationController = () => import('#controllers/registration_controller')
const PasswordResetController = () => import('#controllers/password_reset_controller')
const EmailVerificationController = () => import('#controllers/email_verification_controller')
const ConfirmPasswordController = () => import('#controllers/confirm_password_controller')
const WaitingController = () => import('#controllers/waiting_controller')
const ProfileController = () => import('#controllers/profile_controller')
const DashboardController = () => import('#controllers/dashboard_controller')
const AuditController = () => import('#controllers/audit_controller')

router.get('/', [HomeController, 'show']).as('home')

/** Pages for guests only: a signed-in user is sent to the dashboard. */
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
  })
  .use(middleware.guest())

/** The link from the confirmation mail works signed in or not: its signature is the proof. */
router
  .get('/verify-email/:id/:hash', [EmailVerificationController, 'verify'])
  .as('verification.verify')

/** Signed in, whatever the state of the account. */
router
  .group(() => {
    router.post('/logout', [SessionController, 'destroy']).as('logout')
    router.get('/verify-email', [EmailVerificationController, 'notice']).as('verification.notice')
    router
      .post('/email/verification-notification', [EmailVerificationController, 'send'])
      .as('verification.send')
    router.get('/profile', [ProfileController, 'edit']).as('profile.edit')
    router.put('/profile', [ProfileController, 'update']).as('profile.update')
    router.put('/profile/password', [ProfileController, 'updatePassword']).as('profile.password')
    router.delete('/profile', [ProfileController, 'destroy']).as('profile.destroy')
  })
  .use(middleware.auth())

/** Signed in with a confirmed email. */
router
  .group(() => {
    router.get('/confirm-password', [ConfirmPasswordController, 'show']).as('password.confirm')
    router
      .post('/confirm-password', [ConfirmPasswordController, 'store'])
      .as('password.confirm.store')
    router.get('/waiting-for-access', [WaitingController, 'show']).as('waiting')
  })
  .use([middleware.auth(), middleware.verified()])

/** The application itself: signed in, verified, with a role, and allowed by it. */
router
  .group(() => {
    router
      .get('/dashboard', [DashboardController, 'show'])
      .as('dashboard')
      .use(middleware.can('dashboard.view'))
    router
      .get('/audit', [AuditController, 'index'])
      .as('audit.index')
      .use(middleware.can('audit.view'))
  })
  .use([middleware.auth(), middleware.verified(), middleware.hasRole()])

/**
 * Unknown paths answer 404 through the full middleware stack, so the error
 * page carries the session, the signed-in user and the security headers.
 * Registered last: every real route matches first.
 */
router
  .any('/*', ({ request }) => {
    throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
  })
  .as('not_found')
