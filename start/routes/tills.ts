import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/**
 * The tills area's routes, registered by start/routes.ts inside the group
 * that requires a verified account with a role. Each route asks TillPolicy
 * or TillSessionPolicy; a step on one till or session asks again with the record.
 */
export function tillsRoutes() {
  router
    .group(() => {
      router
        .get('/', [controllers.Tills, 'index'])
        .as('tills.index')
        .use(middleware.authorize(['TillPolicy', 'view']))
      router
        .post('/', [controllers.Tills, 'store'])
        .as('tills.store')
        .use(middleware.authorize(['TillPolicy', 'manage']))
      router
        .put('/:id', [controllers.Tills, 'update'])
        .as('tills.update')
        .use(middleware.authorize(['TillPolicy', 'manage']))
      router
        .post('/:id/archive', [controllers.Tills, 'archive'])
        .as('tills.archive')
        .use(middleware.authorize(['TillPolicy', 'manage']))
      router
        .post('/:id/activate', [controllers.Tills, 'activate'])
        .as('tills.activate')
        .use(middleware.authorize(['TillPolicy', 'manage']))
      router
        .post('/:id/open', [controllers.Tills, 'open'])
        .as('tills.open')
        .use(middleware.authorize(['TillPolicy', 'view']))
      router
        .get('/sessions/:id', [controllers.TillSessions, 'show'])
        .as('till_sessions.show')
        .use(middleware.authorize(['TillPolicy', 'view']))
      router
        .get('/sessions/:id/pdf', [controllers.TillSessions, 'pdf'])
        .as('till_sessions.pdf')
        .use(middleware.authorize(['TillPolicy', 'view']))
      router
        .post('/sessions/:id/print', [controllers.TillSessions, 'print'])
        .as('till_sessions.print')
        .use(middleware.authorize(['TillPolicy', 'view']))
      router
        .post('/sessions/:id/movements', [controllers.TillSessions, 'move'])
        .as('till_sessions.move')
        .use(middleware.authorize(['TillPolicy', 'view']))
      router
        .post('/sessions/:id/close', [controllers.TillSessions, 'close'])
        .as('till_sessions.close')
        .use(middleware.authorize(['TillPolicy', 'view']))
    })
    .prefix('/tills')

  router
    .group(() => {
      router
        .get('/', [controllers.TillSessions, 'index'])
        .as('till_sessions.index')
        .use(middleware.authorize(['TillSessionPolicy', 'view']))
      router
        .get('/export', [controllers.TillSessions, 'export'])
        .as('till_sessions.export')
        .use(middleware.authorize(['TillSessionPolicy', 'export']))
    })
    .prefix('/till-sessions')
}
