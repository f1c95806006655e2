import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'

/**
 * The stocktakes area's routes, registered by start/routes.ts inside the
 * group that requires a verified account with a role. Each route asks
 * StocktakePolicy; a step on one stocktake asks it again with the record.
 */
export function stocktakesRoutes() {
  router
    .group(() => {
      router
        .get('/', [controllers.Stocktakes, 'index'])
        .as('stocktakes.index')
        .use(middleware.authorize(['StocktakePolicy', 'view']))
      router
        .get('/create', [controllers.Stocktakes, 'create'])
        .as('stocktakes.create')
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
      router
        .post('/', [controllers.Stocktakes, 'store'])
        .as('stocktakes.store')
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
      router
        .get('/catalogue', [controllers.Stocktakes, 'catalogue'])
        .as('stocktakes.catalogue')
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
      router
        .get('/:id', [controllers.Stocktakes, 'show'])
        .as('stocktakes.show')
        .use(middleware.authorize(['StocktakePolicy', 'view']))
      router
        .get('/:id/products', [controllers.Stocktakes, 'products'])
        .as('stocktakes.products')
        .use(middleware.authorize(['StocktakePolicy', 'count']))
      router
        .get('/:id/sheet', [controllers.Stocktakes, 'sheet'])
        .as('stocktakes.sheet')
        .use(middleware.authorize(['StocktakePolicy', 'count']))
      router
        .post('/:id/start', [controllers.Stocktakes, 'start'])
        .as('stocktakes.start')
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
      router
        .post('/:id/counts', [controllers.Stocktakes, 'count'])
        .as('stocktakes.count')
        .use(middleware.authorize(['StocktakePolicy', 'count']))
      router
        .put('/:id/counts/:entryId', [controllers.Stocktakes, 'correct'])
        .as('stocktakes.correct')
        .where('entryId', recordIdMatcher)
        .use(middleware.authorize(['StocktakePolicy', 'view']))
      router
        .post('/:id/finish', [controllers.Stocktakes, 'finish'])
        .as('stocktakes.finish')
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
      router
        .put('/:id/lines/:lineId', [controllers.Stocktakes, 'recount'])
        .as('stocktakes.recount')
        .where('lineId', recordIdMatcher)
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
      router
        .post('/:id/post', [controllers.Stocktakes, 'post'])
        .as('stocktakes.post')
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
      router
        .post('/:id/cancel', [controllers.Stocktakes, 'cancel'])
        .as('stocktakes.cancel')
        .use(middleware.authorize(['StocktakePolicy', 'manage']))
    })
    .prefix('/stocktakes')
    .where('id', recordIdMatcher)

  // A handheld's counts: upload, the dry-run preview (named by its random id), confirm or discard.
  const importPreviewId = /^[\w-]{32}$/
  router
    .group(() => {
      router
        .get('/', [controllers.StocktakeImports, 'create'])
        .as('stocktakes.import')
        .use(middleware.authorize(['StocktakePolicy', 'count']))
      router
        .post('/', [controllers.StocktakeImports, 'store'])
        .as('stocktakes.import.store')
        .use(middleware.authorize(['StocktakePolicy', 'count']))
      router
        .get('/:id', [controllers.StocktakeImports, 'show'])
        .as('stocktakes.import.show')
        .where('id', importPreviewId)
        .use(middleware.authorize(['StocktakePolicy', 'count']))
      router
        .post('/:id/confirm', [controllers.StocktakeImports, 'confirm'])
        .as('stocktakes.import.confirm')
        .where('id', importPreviewId)
        .use(middleware.authorize(['StocktakePolicy', 'count']))
      router
        .delete('/:id', [controllers.StocktakeImports, 'destroy'])
        .as('stocktakes.import.destroy')
        .where('id', importPreviewId)
        .use(middleware.authorize(['StocktakePolicy', 'count']))
    })
    .prefix('/stocktakes/:stocktake/import')
    .where('stocktake', recordIdMatcher)
}
