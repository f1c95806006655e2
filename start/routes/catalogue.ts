import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { recordIdMatcher } from '#support/record_id'
import { importPreviewId } from '#start/routes/matchers'

/** The catalogue: products (read, write, CSV in and out) and their barcode labels. */
export function catalogueRoutes() {
  router
    .group(() => {
      router.get('/products', [controllers.Products, 'index']).as('products.index')
      router.get('/products/:id/edit', [controllers.Products, 'edit']).as('products.edit')
    })
    .where('id', recordIdMatcher)
    .use(middleware.authorize(['ProductPolicy', 'view']))

  router
    .group(() => {
      router.get('/products/create', [controllers.Products, 'create']).as('products.create')
      router
        .get('/products/new-barcode', [controllers.Products, 'generateBarcode'])
        .as('products.new_barcode')
      router.get('/products/export', [controllers.Products, 'export']).as('products.export')
      router.get('/products/import', [controllers.ProductImports, 'create']).as('products.import')
      router
        .post('/products/import', [controllers.ProductImports, 'store'])
        .as('products.import.store')
      router
        .get('/products/import/:id', [controllers.ProductImports, 'show'])
        .as('products.import.show')
        .where('id', importPreviewId)
      router
        .post('/products/import/:id/confirm', [controllers.ProductImports, 'confirm'])
        .as('products.import.confirm')
        .where('id', importPreviewId)
      router
        .delete('/products/import/:id', [controllers.ProductImports, 'destroy'])
        .as('products.import.destroy')
        .where('id', importPreviewId)
      router.post('/products', [controllers.Products, 'store']).as('products.store')
      router
        .group(() => {
          router.put('/products/:id', [controllers.Products, 'update']).as('products.update')
          router
            .post('/products/:id/deactivate', [controllers.Products, 'deactivate'])
            .as('products.deactivate')
          router
            .post('/products/:id/activate', [controllers.Products, 'activate'])
            .as('products.activate')
          router.delete('/products/:id', [controllers.Products, 'destroy']).as('products.destroy')
        })
        .where('id', recordIdMatcher)
    })
    .use(middleware.authorize(['ProductPolicy', 'manage']))

  router
    .group(() => {
      router.get('/', [controllers.PrintBarcodes, 'show']).as('products.print_barcodes')
      router
        .get('/search', [controllers.PrintBarcodes, 'search'])
        .as('products.print_barcodes.search')
      router.get('/pdf', [controllers.PrintBarcodes, 'pdf']).as('products.print_barcodes.pdf')
    })
    .prefix('/products/print-barcodes')
    .use(middleware.authorize(['ProductPolicy', 'printLabels']))
}
