import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { backWithFieldError } from '#exceptions/form_error'
import { customerImport } from '#services/customer_csv'
import { confirmImport, CsvImportError, discardImport, findImport } from '#services/csv/import'
import { previewImport } from '#services/csv/import'
import { CsvFormatError } from '#services/csv/parser'
import { CSV_FILE_OPTIONS, readCsvUpload } from '#services/csv/upload'

/** Rows of a preview the page lists; the counts always cover the whole file. */
export const PREVIEW_LIST_LIMIT = 500

function notFound(): never {
  throw new lucidErrors.E_ROW_NOT_FOUND()
}

/** CSV import of customers: upload, dry-run preview, then confirm or discard. */
export default class CustomerImportsController {
  async create({ inertia }: HttpContext) {
    return inertia.render('customers/import', {
      columns: customerImport.columns.map((column) => ({
        name: column.header,
        required: Boolean(column.required),
      })),
    })
  }

  async store(ctx: HttpContext) {
    const upload = await readCsvUpload(ctx.request.file('file', CSV_FILE_OPTIONS))
    if ('error' in upload) return backWithFieldError(ctx, 'file', upload.error, '/customers/import')
    try {
      const preview = await previewImport(customerImport, upload.content, {
        userId: ctx.auth.user!.id,
        filename: upload.filename,
      })
      return ctx.response.redirect().toPath(`/customers/import/${preview.id}`)
    } catch (error) {
      if (!(error instanceof CsvFormatError || error instanceof CsvImportError)) throw error
      return backWithFieldError(ctx, 'file', error.message, '/customers/import')
    }
  }

  async show({ inertia, params, auth }: HttpContext) {
    const preview = (await findImport(customerImport.kind, params.id, auth.user!.id)) ?? notFound()
    return inertia.render('customers/import_preview', {
      preview: {
        id: preview.id,
        filename: preview.filename,
        totalRows: preview.totalRows,
        validCount: preview.validCount,
        errorCount: preview.errorCount,
        ignoredColumns: preview.ignoredColumns,
        expiresAt: preview.expiresAt.toISO()!,
        errors: preview.errors.slice(0, PREVIEW_LIST_LIMIT),
        validRows: preview.validRows.slice(0, PREVIEW_LIST_LIMIT),
      },
    })
  }

  async confirm(ctx: HttpContext) {
    const result = await confirmImport(customerImport, ctx.params.id, {
      userId: ctx.auth.user!.id,
      ip: ctx.request.ip(),
    })
    if (result.status === 'missing') notFound()
    if (result.status === 'conflicts') {
      ctx.session.flash(
        'error',
        `Nothing was imported: ${result.count} row${result.count === 1 ? '' : 's'} now clash with customers saved since the preview. Check the list and confirm again.`
      )
      return ctx.response.redirect().toPath(`/customers/import/${ctx.params.id}`)
    }
    ctx.session.flash(
      'success',
      `Imported ${result.count} customer${result.count === 1 ? '' : 's'}.`
    )
    return ctx.response.redirect().toPath('/customers')
  }

  async destroy({ params, auth, session, response }: HttpContext) {
    if (!(await discardImport(customerImport.kind, params.id, auth.user!.id))) notFound()
    session.flash('info', 'Import discarded: nothing was imported.')
    return response.redirect().toPath('/customers')
  }
}
