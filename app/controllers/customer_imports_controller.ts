import type { HttpContext } from '@adonisjs/core/http'
import CsvImportsController from '#controllers/csv_imports_controller'
import { customerImport, type CustomerImportRow } from '#services/customers/customer_csv'

/** CSV import of customers (see CsvImportsController for the flow). */
export default class CustomerImportsController extends CsvImportsController<CustomerImportRow> {
  protected area = { name: 'customers' as const, singular: 'customer', plural: 'customers' }

  protected async definition() {
    return customerImport
  }

  async create(ctx: HttpContext) {
    return ctx.inertia.render('customers/import', { columns: await this.columns(ctx) })
  }

  async show(ctx: HttpContext) {
    return ctx.inertia.render('customers/import_preview', {
      preview: await this.preview(ctx, (row) => row),
    })
  }
}
