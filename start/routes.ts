import { errors } from '@adonisjs/core'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { accountsRoutes } from '#start/routes/accounts'
import { adminRoutes } from '#start/routes/admin'
import { benchRoutes } from '#start/routes/bench'
import { catalogueRoutes } from '#start/routes/catalogue'
import { customersRoutes } from '#start/routes/customers'
import { guestRoutes } from '#start/routes/guest'
import { reportsRoutes } from '#start/routes/reports'
import { salesRoutes } from '#start/routes/sales'
import { approvalsRoutes } from '#start/routes/approvals'
import { stockRoutes } from '#start/routes/stock'
import { stocktakesRoutes } from '#start/routes/stocktakes'
import { purchasingRoutes } from '#start/routes/purchasing'
import { tillsRoutes } from '#start/routes/tills'
import { quickKeysRoutes } from '#start/routes/quick_keys'

/**
 * The routes, by area in start/routes/. Inside the application group every
 * route names the policy action it needs (`middleware.authorize`); a step on
 * one record asks the same policy again with the record in the controller.
 */

router.get('/', [controllers.Home, 'show']).as('home')

benchRoutes()

guestRoutes()

accountsRoutes()

/** The application itself: signed in, verified, with a role, and allowed by its policy. */
router
  .group(() => {
    router
      .get('/dashboard', [controllers.Dashboard, 'show'])
      .as('dashboard')
      .use(middleware.authorize(['DashboardPolicy', 'view']))
    router
      .get('/search', [controllers.Search, 'index'])
      .as('search')
      .use(middleware.authorize(['DashboardPolicy', 'search']))

    adminRoutes()
    customersRoutes()
    catalogueRoutes()
    stockRoutes()
    stocktakesRoutes()
    purchasingRoutes()
    tillsRoutes()
    quickKeysRoutes()
    salesRoutes()
    approvalsRoutes()
    reportsRoutes()
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
