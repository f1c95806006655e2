import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'
import { importPreviewId } from '#start/routes/matchers'

/**
 * The purchasing area's routes, registered by start/routes.ts inside the
 * group that requires a verified account with a role: suppliers, purchase
 * orders, reorder suggestions and each branch's reorder level. Each route
 * asks its policy; a step on one order asks it again with the record.
 */
export function purchasingRoutes() {
  router
    .group(() => {
      router
        .get('/export', [controllers.Suppliers, 'export'])
        .as('suppliers.export')
        .use(middleware.authorize(['SupplierPolicy', 'view']))
      router
        .group(() => {
          router.get('/import', [controllers.SupplierImports, 'create']).as('suppliers.import')
          router
            .post('/import', [controllers.SupplierImports, 'store'])
            .as('suppliers.import.store')
          router
            .get('/import/:id', [controllers.SupplierImports, 'show'])
            .as('suppliers.import.show')
          router
            .post('/import/:id/confirm', [controllers.SupplierImports, 'confirm'])
            .as('suppliers.import.confirm')
          router
            .delete('/import/:id', [controllers.SupplierImports, 'destroy'])
            .as('suppliers.import.destroy')
        })
        .where('id', importPreviewId)
        .use(middleware.authorize(['SupplierPolicy', 'manage']))
    })
    .prefix('/suppliers')

  router
    .group(() => {
      const view = middleware.authorize(['SupplierPolicy', 'view'])
      const manage = middleware.authorize(['SupplierPolicy', 'manage'])
      router.get('/', [controllers.Suppliers, 'index']).as('suppliers.index').use(view)
      router.get('/create', [controllers.Suppliers, 'create']).as('suppliers.create').use(manage)
      router.post('/', [controllers.Suppliers, 'store']).as('suppliers.store').use(manage)
      router
        .get('/products', [controllers.Suppliers, 'products'])
        .as('suppliers.products')
        .use(manage)
      router.get('/:id', [controllers.Suppliers, 'edit']).as('suppliers.edit').use(view)
      router.put('/:id', [controllers.Suppliers, 'update']).as('suppliers.update').use(manage)
      router
        .post('/:id/archive', [controllers.Suppliers, 'archive'])
        .as('suppliers.archive')
        .use(manage)
      router
        .post('/:id/activate', [controllers.Suppliers, 'activate'])
        .as('suppliers.activate')
        .use(manage)
      router.delete('/:id', [controllers.Suppliers, 'destroy']).as('suppliers.destroy').use(manage)
    })
    .prefix('/suppliers')
    .where('id', recordIdMatcher)

  router
    .group(() => {
      const view = middleware.authorize(['PurchaseOrderPolicy', 'view'])
      const manage = middleware.authorize(['PurchaseOrderPolicy', 'manage'])
      router.get('/', [controllers.PurchaseOrders, 'index']).as('purchase_orders.index').use(view)
      router
        .get('/create', [controllers.PurchaseOrders, 'create'])
        .as('purchase_orders.create')
        .use(manage)
      router
        .post('/', [controllers.PurchaseOrders, 'store'])
        .as('purchase_orders.store')
        .use(manage)
      router
        .get('/products', [controllers.PurchaseOrders, 'products'])
        .as('purchase_orders.products')
        .use(manage)
      router
        .get('/suggestions', [controllers.ReorderSuggestions, 'index'])
        .as('purchase_orders.suggestions')
        .use(view)
      router
        .post('/suggestions', [controllers.ReorderSuggestions, 'store'])
        .as('purchase_orders.suggestions.store')
        .use(manage)
      router.get('/:id', [controllers.PurchaseOrders, 'show']).as('purchase_orders.show').use(view)
      router
        .get('/:id/pdf', [controllers.PurchaseOrders, 'pdf'])
        .as('purchase_orders.pdf')
        .use(view)
      router
        .put('/:id', [controllers.PurchaseOrders, 'update'])
        .as('purchase_orders.update')
        .use(manage)
      for (const step of ['place', 'send', 'close', 'cancel'] as const) {
        router
          .post(`/:id/${step}`, [controllers.PurchaseOrders, step])
          .as(`purchase_orders.${step}`)
          .use(manage)
      }
    })
    .prefix('/purchase-orders')
    .where('id', recordIdMatcher)

  router
    .put('/stocks/reorder-levels', [controllers.ReorderSuggestions, 'reorderLevel'])
    .as('stocks.reorder_level')
    .use(middleware.authorize(['PurchaseOrderPolicy', 'manage']))
}
