import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'

/**
 * Stock: the list and a product's history, receiving, adjusting, and stock
 * moves between branches. A step on one stock move asks StockMovePolicy
 * again with the record.
 */
export function stockRoutes() {
  router
    .group(() => {
      router
        .get('/stocks', [controllers.Stocks, 'index'])
        .as('stocks.index')
        .use(middleware.authorize(['StockPolicy', 'view']))
      router
        .get('/stocks/export', [controllers.Stocks, 'export'])
        .as('stocks.export')
        .use(middleware.authorize(['StockPolicy', 'export']))
      router
        .get('/stocks/history/:id', [controllers.Stocks, 'history'])
        .as('stocks.history')
        .use(middleware.authorize(['StockPolicy', 'view']))
      router
        .get('/stocks/receipts/:id', [controllers.Stocks, 'receipt'])
        .as('stocks.receipts.show')
        .use(middleware.authorize(['StockPolicy', 'view']))
    })
    .where('id', recordIdMatcher)

  // Receiving (Stocks / Add)
  router
    .group(() => {
      router.get('/stocks/add', [controllers.StockReceipts, 'create']).as('stocks.add')
      router
        .get('/stocks/add/products', [controllers.StockReceipts, 'products'])
        .as('stocks.add.products')
      router.post('/stocks/receipts', [controllers.StockReceipts, 'store']).as('stocks.receive')
    })
    .use(middleware.authorize(['StockPolicy', 'receive']))

  // Adjusting (Stocks / Edit, or by branch and product)
  router
    .group(() => {
      router.get('/stocks/adjust', [controllers.StockAdjustments, 'at']).as('stocks.adjust_at')
      router
        .post('/stocks/adjust', [controllers.StockAdjustments, 'adjustAt'])
        .as('stocks.adjust_at.store')
      router.get('/stocks/:id/edit', [controllers.StockAdjustments, 'edit']).as('stocks.edit')
      router.put('/stocks/:id', [controllers.StockAdjustments, 'update']).as('stocks.adjust')
    })
    .where('id', recordIdMatcher)
    .use(middleware.authorize(['StockPolicy', 'adjust']))

  // Stock moves between branches
  router
    .group(() => {
      router
        .get('/', [controllers.StockMoves, 'index'])
        .as('stock_moves.index')
        .use(middleware.authorize(['StockMovePolicy', 'view']))
      router
        .get('/create', [controllers.StockMoves, 'create'])
        .as('stock_moves.create')
        .use(middleware.authorize(['StockMovePolicy', 'manage']))
      router
        .get('/products', [controllers.StockMoves, 'products'])
        .as('stock_moves.products')
        .use(middleware.authorize(['StockMovePolicy', 'manage']))
      router
        .post('/', [controllers.StockMoves, 'store'])
        .as('stock_moves.store')
        .use(middleware.authorize(['StockMovePolicy', 'manage']))
      router
        .get('/:id/edit', [controllers.StockMoves, 'edit'])
        .as('stock_moves.edit')
        .use(middleware.authorize(['StockMovePolicy', 'view']))
      router
        .put('/:id', [controllers.StockMoves, 'update'])
        .as('stock_moves.update')
        .use(middleware.authorize(['StockMovePolicy', 'edit']))
      router
        .post('/:id/send', [controllers.StockMoves, 'send'])
        .as('stock_moves.send')
        .use(middleware.authorize(['StockMovePolicy', 'send']))
      router
        .post('/:id/receive', [controllers.StockMoves, 'receive'])
        .as('stock_moves.receive')
        .use(middleware.authorize(['StockMovePolicy', 'receive']))
      router
        .post('/:id/cancel', [controllers.StockMoves, 'cancel'])
        .as('stock_moves.cancel')
        .use(middleware.authorize(['StockMovePolicy', 'cancel']))
    })
    .prefix('/stock-moves')
    .where('id', recordIdMatcher)
}
