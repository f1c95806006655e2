import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { recordIdMatcher } from '#support/record_id'

const CounterController = () => import('#controllers/counter_controller')
const OrdersController = () => import('#controllers/orders_controller')
const ReturnsController = () => import('#controllers/returns_controller')

/**
 * The sales area's routes, registered by start/routes.ts inside the group
 * that requires a verified account with a role.
 */
export function salesRoutes() {
  // Sales: the counter, the orders list and its export, an order's receipt, and its void
  router
    .group(() => {
      router
        .get('/create', [CounterController, 'create'])
        .as('orders.create')
        .use(middleware.can('orders.create'))
      router
        .get('/create/products', [CounterController, 'products'])
        .as('orders.products')
        .use(middleware.can('orders.create'))
      router
        .get('/create/customers', [CounterController, 'customers'])
        .as('orders.customers')
        .use(middleware.can(['orders.create', 'orders.edit']))
      router
        .post('/create/customers', [CounterController, 'storeCustomer'])
        .as('orders.customers.store')
        .use([middleware.can('orders.create'), middleware.can('customers.manage')])
      router
        .post('/', [CounterController, 'store'])
        .as('orders.store')
        .use(middleware.can('orders.create'))
      router
        .get('/:id/edit', [CounterController, 'edit'])
        .as('orders.edit')
        .use(middleware.can(['orders.create', 'orders.edit']))
      router
        .put('/:id', [OrdersController, 'update'])
        .as('orders.update')
        .use(middleware.can('orders.edit'))
      router
        .delete('/:id', [CounterController, 'destroy'])
        .as('orders.destroy')
        .use(middleware.can('orders.create'))
      router
        .get('/', [OrdersController, 'index'])
        .as('orders.index')
        .use(middleware.can('orders.view'))
      router
        .get('/export', [OrdersController, 'export'])
        .as('orders.export')
        .use(middleware.authorize(['OrderPolicy', 'export']))
      router
        .get('/:id', [OrdersController, 'show'])
        .as('orders.show')
        .use(middleware.can('orders.view'))
      router
        .get('/:id/pdf', [OrdersController, 'pdf'])
        .as('orders.pdf')
        .use(middleware.can('orders.view'))
      router
        .post('/:id/void', [OrdersController, 'void'])
        .as('orders.void')
        .use(middleware.can('orders.void'))
    })
    .prefix('/orders')
    .where('id', recordIdMatcher)

  // Returns: goods taken back against a sale, and their list
  router
    .group(() => {
      router
        .get('/', [ReturnsController, 'index'])
        .as('returns.index')
        .use(middleware.can('returns.view'))
      router
        .get('/export', [ReturnsController, 'export'])
        .as('returns.export')
        .use(middleware.can('returns.view'))
      router
        .get('/create', [ReturnsController, 'create'])
        .as('returns.create')
        .use(middleware.can('returns.create'))
      router
        .post('/', [ReturnsController, 'store'])
        .as('returns.store')
        .use(middleware.can('returns.create'))
    })
    .prefix('/returns')
}
