import { errors } from '@adonisjs/core'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const HomeController = () => import('#controllers/home_controller')
const SessionController = () => import('#controllers/session_controller')
const DashboardController = () => import('#controllers/dashboard_controller')

router.get('/', [HomeController, 'show']).as('home')

router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('login')
    router.post('/login', [SessionController, 'store']).as('login.store')
  })
  .use(middleware.guest())

router
  .group(() => {
    router.post('/logout', [SessionController, 'destroy']).as('logout')
    router
      .get('/dashboard', [DashboardController, 'show'])
      .as('dashboard')
      .use(middleware.can('dashboard.view'))
  })
  .use(middleware.auth())

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
