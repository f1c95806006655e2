import type { HttpContext } from '@adonisjs/core/http'
import ProductPolicy from '#policies/product_policy'
import CsvImportsController from '#controllers/csv_imports_controller'
import { productImport, type ProductImportRow } from '#services/catalogue/product_csv'

/** CSV import of products (see CsvImportsController for the flow). */
export default class ProductImportsController extends CsvImportsController<ProductImportRow> {
  protected area = { name: 'products' as const, singular: 'product', plural: 'products' }

  /** Amounts in the shop currency; the cost column only for users who may see costs. */
  protected async definition(ctx: HttpContext) {
    const settings = await ctx.shopSettings
    return productImport({
      currency: settings.currency,
      defaultTaxRateBp: settings.defaultTaxRateBp,
      withCost: await ctx.bouncer.with(ProductPolicy).allows('viewCost'),
    })
  }

  async create(ctx: HttpContext) {
    return ctx.inertia.render('products/import', { columns: await this.columns(ctx) })
  }

  async show(ctx: HttpContext) {
    return ctx.inertia.render('products/import_preview', {
      preview: await this.preview(ctx, ({ line, row }) => ({
        line,
        row: {
          name: row.name,
          sku: row.sku,
          barcode: row.barcode,
          category: row.category,
          price: row.price,
          isActive: row.isActive,
        },
      })),
    })
  }
}
