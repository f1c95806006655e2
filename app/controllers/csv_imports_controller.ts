import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type CsvImport from '#models/csv_import'
import type { ImportRow } from '#models/csv_import'
import { backWithFieldError } from '#exceptions/form_error'
import {
  confirmImport,
  CsvImportError,
  discardImport,
  findImport,
  previewImport,
  type ImportDefinition,
} from '#services/csv/import'
import { CsvFormatError } from '#services/csv/parser'
import { receiveCsvUpload } from '#services/csv/upload'

/** Where an area's import lives and what it calls its records. */
export interface ImportArea {
  /** The list page, e.g. `/customers`; the import lives under `{listPath}/import`. */
  listPath: string
  singular: string
  plural: string
}

/**
 * The CSV import flow every area shares: upload, dry-run preview kept on the
 * server, then confirm (all valid rows in one transaction) or discard. An
 * area's controller names its pages and says which import definition applies.
 */
export default abstract class CsvImportsController<Row extends Record<string, unknown>> {
  protected abstract area: ImportArea

  /** The import for this request's user and shop. */
  protected abstract definition(ctx: HttpContext): Promise<ImportDefinition<Row>>

  /** The columns the upload page lists. */
  protected async columns(ctx: HttpContext) {
    const definition = await this.definition(ctx)
    return definition.columns.map((column) => ({
      name: column.header,
      required: Boolean(column.required),
    }))
  }

  /** The owner's preview as its page shows it, or a 404. */
  protected async preview<Shown>(ctx: HttpContext, showRow: (row: ImportRow<Row>) => Shown) {
    const { kind } = await this.definition(ctx)
    const preview = await findImport(kind, ctx.params.id, ctx.auth.user!.id)
    if (!preview) throw new lucidErrors.E_ROW_NOT_FOUND()
    return previewProps(preview, showRow)
  }

  async store(ctx: HttpContext) {
    const uploadPath = `${this.area.listPath}/import`
    const upload = await receiveCsvUpload(ctx.request)
    if ('error' in upload) return backWithFieldError(ctx, 'file', upload.error, uploadPath)
    try {
      const preview = await previewImport(await this.definition(ctx), upload.content, {
        userId: ctx.auth.user!.id,
        filename: upload.filename,
      })
      return ctx.response.redirect().toPath(`${uploadPath}/${preview.id}`)
    } catch (error) {
      if (!(error instanceof CsvFormatError || error instanceof CsvImportError)) throw error
      return backWithFieldError(ctx, 'file', error.message, uploadPath)
    }
  }

  async confirm(ctx: HttpContext) {
    const { listPath, singular, plural } = this.area
    const result = await confirmImport(await this.definition(ctx), ctx.params.id, {
      userId: ctx.auth.user!.id,
      ip: ctx.request.ip(),
    })
    if (result.status === 'missing') throw new lucidErrors.E_ROW_NOT_FOUND()
    if (result.status === 'conflicts') {
      ctx.session.flash(
        'error',
        `Nothing was imported: ${result.count} row${result.count === 1 ? '' : 's'} now clash with ${plural} saved since the preview. Check the list and confirm again.`
      )
      return ctx.response.redirect().toPath(`${listPath}/import/${ctx.params.id}`)
    }
    ctx.session.flash(
      'success',
      `Imported ${result.count} ${result.count === 1 ? singular : plural}.`
    )
    return ctx.response.redirect().toPath(listPath)
  }

  async destroy(ctx: HttpContext) {
    const { kind } = await this.definition(ctx)
    if (!(await discardImport(kind, ctx.params.id, ctx.auth.user!.id))) {
      throw new lucidErrors.E_ROW_NOT_FOUND()
    }
    ctx.session.flash('info', 'Import discarded: nothing was imported.')
    return ctx.response.redirect().toPath(this.area.listPath)
  }
}

function previewProps<Row, Shown>(preview: CsvImport, showRow: (row: ImportRow<Row>) => Shown) {
  return {
    id: preview.id,
    filename: preview.filename,
    totalRows: preview.totalRows,
    validCount: preview.validCount,
    errorCount: preview.errorCount,
    ignoredColumns: preview.ignoredColumns,
    expiresAt: preview.expiresAt.toISO()!,
    errors: preview.errors,
    validRows: (preview.shownRows as ImportRow<Row>[]).map(showRow),
  }
}
