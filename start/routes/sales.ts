import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'

/**
 * The sales area: the counter, the orders list and its export, an order's
 * receipt, its void, and returns. Each route asks OrderPolicy or
 * ReturnPolicy; a step on one order asks the same action again with it.
 */
export function salesRoutes() {
  router
    .group(() => {
      router
        .get('/create', [controllers.Counter, 'create'])
        .as('orders.create')
        .use(middleware.authorize(['OrderPolicy', 'create']))
      router
        .get('/create/products', [controllers.Counter, 'products'])
        .as('orders.products')
        .use(middleware.authorize(['OrderPolicy', 'create']))
      router
        .get('/create/offline-kit', [controllers.OfflineSales, 'kit'])
        .as('orders.offline_kit')
        .use(middleware.authorize(['OrderPolicy', 'create']))
      router
        .get('/create/offline-catalogue', [controllers.OfflineSales, 'catalogue'])
        .as('orders.offline_catalogue')
        .use(middleware.authorize(['OrderPolicy', 'create']))
      router
        .post('/offline', [controllers.OfflineSales, 'store'])
        .as('orders.offline_store')
        .use(middleware.authorize(['OrderPolicy', 'create']))
      router
        .get('/create/customers', [controllers.Counter, 'customers'])
        .as('orders.customers')
        .use(middleware.authorize(['OrderPolicy', 'pickCustomer']))
      router
        .post('/create/customers', [controllers.Counter, 'storeCustomer'])
        .as('orders.customers.store')
        .use(middleware.authorize(['OrderPolicy', 'createCustomer']))
      router
        .post('/', [controllers.Counter, 'store'])
        .as('orders.store')
        .use(middleware.authorize(['OrderPolicy', 'create']))
      router
        .get('/offline-issues', [controllers.OfflineIssues, 'index'])
        .as('orders.offline_issues')
        .use(middleware.authorize(['OfflineSalePolicy', 'review']))
      router
        .post('/offline-issues/:id/resolve', [controllers.OfflineIssues, 'resolve'])
        .as('orders.offline_issues.resolve')
        .use(middleware.authorize(['OfflineSalePolicy', 'review']))
      router
        .get('/:id/edit', [controllers.Counter, 'edit'])
        .as('orders.edit')
        .use(middleware.authorize(['OrderPolicy', 'edit']))
      router
        .put('/:id', [controllers.Orders, 'update'])
        .as('orders.update')
        .use(middleware.authorize(['OrderPolicy', 'update']))
      router
        .delete('/:id', [controllers.Counter, 'destroy'])
        .as('orders.destroy')
        .use(middleware.authorize(['OrderPolicy', 'discard']))
      router
        .get('/', [controllers.Orders, 'index'])
        .as('orders.index')
        .use(middleware.authorize(['OrderPolicy', 'view']))
      router
        .get('/export', [controllers.Orders, 'export'])
        .as('orders.export')
        .use(middleware.authorize(['OrderPolicy', 'export']))
      router
        .get('/:id', [controllers.Orders, 'show'])
        .as('orders.show')
        .use(middleware.authorize(['OrderPolicy', 'view']))
      router
        .get('/:id/pdf', [controllers.Orders, 'pdf'])
        .as('orders.pdf')
        .use(middleware.authorize(['OrderPolicy', 'view']))
      router
        .post('/:id/void', [controllers.Orders, 'void'])
        .as('orders.void')
        .use(middleware.authorize(['OrderPolicy', 'void']))
      router
        .post('/:id/approved-void', [controllers.Orders, 'voidWithApproval'])
        .as('orders.void_approved')
        .use(middleware.authorize(['OrderPolicy', 'voidWithApproval']))
    })
    .prefix('/orders')
    .where('id', recordIdMatcher)

  router
    .group(() => {
      router
        .get('/', [controllers.Returns, 'index'])
        .as('returns.index')
        .use(middleware.authorize(['ReturnPolicy', 'view']))
      router
        .get('/export', [controllers.Returns, 'export'])
        .as('returns.export')
        .use(middleware.authorize(['ReturnPolicy', 'export']))
      router
        .get('/create', [controllers.Returns, 'create'])
        .as('returns.create')
        .use(middleware.authorize(['ReturnPolicy', 'create']))
      router
        .post('/', [controllers.Returns, 'store'])
        .as('returns.store')
        .use(middleware.authorize(['ReturnPolicy', 'create']))
    })
    .prefix('/returns')
}
