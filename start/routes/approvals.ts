import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/**
 * Manager approval at the till, registered by start/routes.ts inside the
 * group that requires a verified account with a role. Each answers JSON to
 * the till's PIN dialog (the counter, an order's receipt, the return form).
 */
export function approvalsRoutes() {
  router
    .group(() => {
      router
        .get('/approvers', [controllers.Approvals, 'approvers'])
        .as('approvals.approvers')
        .use(middleware.authorize(['ApprovalPolicy', 'listApprovers']))
      router
        .post('/sale', [controllers.Approvals, 'sale'])
        .as('approvals.sale')
        .use(middleware.authorize(['ApprovalPolicy', 'request']))
      router
        .post('/void', [controllers.Approvals, 'void'])
        .as('approvals.void')
        .use(middleware.authorize(['ApprovalPolicy', 'request']))
      router
        .post('/return', [controllers.Approvals, 'return'])
        .as('approvals.return')
        .use(middleware.authorize(['ApprovalPolicy', 'requestReturn']))
    })
    .prefix('/approvals')
}
