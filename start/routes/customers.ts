import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'
import { importPreviewId } from '#start/routes/matchers'

/** Customers: the list for `view`, everything that writes or exports for `manage`. */
export function customersRoutes() {
  router
    .get('/customers', [controllers.Customers, 'index'])
    .as('customers.index')
    .use(middleware.authorize(['CustomerPolicy', 'view']))
  router
    .group(() => {
      router.get('/customers/create', [controllers.Customers, 'create']).as('customers.create')
      router.post('/customers', [controllers.Customers, 'store']).as('customers.store')
      router.get('/customers/export', [controllers.Customers, 'export']).as('customers.export')
      router
        .get('/customers/import', [controllers.CustomerImports, 'create'])
        .as('customers.import')
      router
        .post('/customers/import', [controllers.CustomerImports, 'store'])
        .as('customers.import.store')
      router
        .get('/customers/import/:id', [controllers.CustomerImports, 'show'])
        .as('customers.import.show')
        .where('id', importPreviewId)
      router
        .post('/customers/import/:id/confirm', [controllers.CustomerImports, 'confirm'])
        .as('customers.import.confirm')
        .where('id', importPreviewId)
      router
        .delete('/customers/import/:id', [controllers.CustomerImports, 'destroy'])
        .as('customers.import.destroy')
        .where('id', importPreviewId)
      router
        .group(() => {
          router.get('/customers/:id/edit', [controllers.Customers, 'edit']).as('customers.edit')
          router.put('/customers/:id', [controllers.Customers, 'update']).as('customers.update')
          router
            .post('/customers/:id/deactivate', [controllers.Customers, 'deactivate'])
            .as('customers.deactivate')
          router
            .post('/customers/:id/activate', [controllers.Customers, 'activate'])
            .as('customers.activate')
          router
            .post('/customers/:id/erase', [controllers.Customers, 'erase'])
            .as('customers.erase')
          router
            .delete('/customers/:id', [controllers.Customers, 'destroy'])
            .as('customers.destroy')
        })
        .where('id', recordIdMatcher)
    })
    .use(middleware.authorize(['CustomerPolicy', 'manage']))
}
