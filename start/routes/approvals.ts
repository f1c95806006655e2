import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/**
 * Manager approval at the till, registered by start/routes.ts inside the
 * group that requires a verified account with a role. Both answer JSON to
 * the counter's PIN dialog.
 */
export function approvalsRoutes() {
  router
    .group(() => {
      router
        .get('/approvers', [controllers.Approvals, 'approvers'])
        .as('approvals.approvers')
        .use(middleware.authorize(['ApprovalPolicy', 'request']))
      router
        .post('/sale', [controllers.Approvals, 'sale'])
        .as('approvals.sale')
        .use(middleware.authorize(['ApprovalPolicy', 'request']))
    })
    .prefix('/approvals')
}
