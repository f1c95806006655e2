import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/**
 * The reports, each page with the CSV export of its table; all ask
 * ReportPolicy.view (reports have no manage permission) but the cash
 * report, which asks TillSessionPolicy.view.
 */
export function reportsRoutes() {
  router
    .group(() => {
      router.get('/sales', [controllers.Reports, 'sales']).as('reports.sales')
      router.get('/sales/export', [controllers.Reports, 'salesExport']).as('reports.sales.export')
      router.get('/revenue', [controllers.Reports, 'revenue']).as('reports.revenue')
      router
        .get('/revenue/export', [controllers.Reports, 'revenueExport'])
        .as('reports.revenue.export')
      router
        .get('/product-sales', [controllers.Reports, 'productSales'])
        .as('reports.product_sales')
      router
        .get('/product-sales/export', [controllers.Reports, 'productSalesExport'])
        .as('reports.product_sales.export')
      router.get('/seller-sales', [controllers.Reports, 'sellerSales']).as('reports.seller_sales')
      router
        .get('/seller-sales/export', [controllers.Reports, 'sellerSalesExport'])
        .as('reports.seller_sales.export')
      router.get('/shrinkage', [controllers.Reports, 'shrinkage']).as('reports.shrinkage')
      router
        .get('/shrinkage/export', [controllers.Reports, 'shrinkageExport'])
        .as('reports.shrinkage.export')
    })
    .prefix('/reports')
    .use(middleware.authorize(['ReportPolicy', 'view']))

  // What was bought is purchasing's to read: purchases.view, not reports.view.
  router
    .group(() => {
      router.get('/purchases', [controllers.Reports, 'purchases']).as('reports.purchases')
      router
        .get('/purchases/export', [controllers.Reports, 'purchasesExport'])
        .as('reports.purchases.export')
    })
    .prefix('/reports')
    .use(middleware.authorize(['PurchaseOrderPolicy', 'view']))

  // The till sessions' cash is read with the tills' permissions, not reports.view.
  router
    .group(() => {
      router.get('/cash', [controllers.Reports, 'cash']).as('reports.cash')
      router.get('/cash/export', [controllers.Reports, 'cashExport']).as('reports.cash.export')
    })
    .prefix('/reports')
    .use(middleware.authorize(['TillSessionPolicy', 'view']))
}
