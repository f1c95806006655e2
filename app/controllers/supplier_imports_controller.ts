import type { HttpContext } from '@adonisjs/core/http'
import CsvImportsController from '#controllers/csv_imports_controller'
import { supplierImport, type SupplierImportRow } from '#services/suppliers/supplier_csv'

/** CSV import of suppliers (see CsvImportsController for the flow). */
export default class SupplierImportsController extends CsvImportsController<SupplierImportRow> {
  protected area = { name: 'suppliers' as const, singular: 'supplier', plural: 'suppliers' }

  protected async definition() {
    return supplierImport
  }

  async create(ctx: HttpContext) {
    return ctx.inertia.render('suppliers/import', { columns: await this.columns(ctx) })
  }

  async show(ctx: HttpContext) {
    return ctx.inertia.render('suppliers/import_preview', {
      preview: await this.preview(ctx, ({ line, row }) => ({
        line,
        row: {
          code: row.code,
          name: row.name,
          contactName: row.contactName,
          email: row.email,
          leadTimeDays: row.leadTimeDays,
          isActive: row.isActive,
        },
      })),
    })
  }
}
