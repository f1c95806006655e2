import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'

/**
 * Quick keys: the screen where a manager arranges a branch's pages
 * (QuickKeyPolicy), its product finder, and the pages the counter shows,
 * read under the sale's own permission (OrderPolicy create).
 */
export function quickKeysRoutes() {
  router
    .group(() => {
      router
        .get('/', [controllers.QuickKeys, 'index'])
        .as('quick_keys.index')
        .use(middleware.authorize(['QuickKeyPolicy', 'manage']))
      router
        .get('/products', [controllers.QuickKeys, 'products'])
        .as('quick_keys.products')
        .use(middleware.authorize(['QuickKeyPolicy', 'manage']))
      router
        .put('/:branchId', [controllers.QuickKeys, 'update'])
        .as('quick_keys.update')
        .use(middleware.authorize(['QuickKeyPolicy', 'manage']))
    })
    .prefix('/quick-keys')
    .where('branchId', recordIdMatcher)

  router
    .get('/orders/create/quick-keys', [controllers.QuickKeys, 'counter'])
    .as('orders.quick_keys')
    .use(middleware.authorize(['OrderPolicy', 'create']))
}
