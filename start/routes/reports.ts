import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ReportsController = () => import('#controllers/reports_controller')

/**
 * The reports, each page with the CSV export of its table; all
 * need `reports.view`. Registered by start/routes.ts inside the group that
 * requires a verified account with a role.
 */
export function reportsRoutes() {
  router
    .group(() => {
      router.get('/sales', [ReportsController, 'sales']).as('reports.sales')
      router.get('/sales/export', [ReportsController, 'salesExport']).as('reports.sales.export')
      router.get('/revenue', [ReportsController, 'revenue']).as('reports.revenue')
      router
        .get('/revenue/export', [ReportsController, 'revenueExport'])
        .as('reports.revenue.export')
      router.get('/product-sales', [ReportsController, 'productSales']).as('reports.product_sales')
      router
        .get('/product-sales/export', [ReportsController, 'productSalesExport'])
        .as('reports.product_sales.export')
      router.get('/seller-sales', [ReportsController, 'sellerSales']).as('reports.seller_sales')
      router
        .get('/seller-sales/export', [ReportsController, 'sellerSalesExport'])
        .as('reports.seller_sales.export')
      router.get('/shrinkage', [ReportsController, 'shrinkage']).as('reports.shrinkage')
      router
        .get('/shrinkage/export', [ReportsController, 'shrinkageExport'])
        .as('reports.shrinkage.export')
    })
    .prefix('/reports')
    .use(middleware.can('reports.view'))
}
