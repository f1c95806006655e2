import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#services/platform/actor'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { ImportRow } from '#models/csv_import'
import CsvImportPreviewTransformer from '#transformers/csv_import_preview_transformer'
import { FormError } from '#exceptions/form_error'
import {
  CsvImportError,
  discardImport,
  findImport,
  previewImport,
  type ImportDefinition,
} from '#services/csv/import'
import { confirmImport } from '#services/csv/confirm'
import { CsvFormatError } from '#services/csv/parser'
import { receiveCsvUpload } from '#services/csv/upload'

/** Where an area's import lives and what it calls its records. */
export interface ImportArea {
  /** Names its routes: `{name}.import.show` is a preview, `{name}.index` the list it adds to. */
  name: 'customers' | 'products' | 'suppliers' | 'stocktakes'
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

  /** To where the imported rows are seen: the area's list, unless an area adds to one record. */
  protected toDone(ctx: HttpContext) {
    return ctx.response
      .redirect()
      .toRoute(`${this.area.name as 'customers' | 'products' | 'suppliers'}.index`)
  }

  /** To a preview's page. */
  protected toPreview(ctx: HttpContext, id: string) {
    const name = this.area.name as 'customers' | 'products' | 'suppliers'
    return ctx.response.redirect().toRoute(`${name}.import.show`, [id])
  }

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
    return new CsvImportPreviewTransformer(preview, showRow).toObject()
  }

  async store(ctx: HttpContext) {
    const upload = await receiveCsvUpload(ctx.request)
    if ('error' in upload) throw new FormError('file', upload.error)
    try {
      const preview = await previewImport(await this.definition(ctx), upload.content, {
        userId: ctx.auth.user!.id,
        filename: upload.filename,
      })
      return this.toPreview(ctx, preview.id)
    } catch (error) {
      if (!(error instanceof CsvFormatError || error instanceof CsvImportError)) throw error
      throw new FormError('file', error.message)
    }
  }

  async confirm(ctx: HttpContext) {
    const { singular, plural } = this.area
    const result = await confirmImport(await this.definition(ctx), ctx.params.id, actorOf(ctx))
    if (result.status === 'missing') throw new lucidErrors.E_ROW_NOT_FOUND()
    if (result.status === 'conflicts') {
      ctx.session.flash(
        'error',
        `Nothing was imported: ${result.count} row${result.count === 1 ? '' : 's'} now clash with ${plural} saved since the preview. Check the list and confirm again.`
      )
      return this.toPreview(ctx, ctx.params.id)
    }
    ctx.session.flash('success', importedMessage(result, { singular, plural }))
    return this.toDone(ctx)
  }

  async destroy(ctx: HttpContext) {
    const { kind } = await this.definition(ctx)
    if (!(await discardImport(kind, ctx.params.id, ctx.auth.user!.id))) {
      throw new lucidErrors.E_ROW_NOT_FOUND()
    }
    ctx.session.flash('info', 'Import discarded: nothing was imported.')
    return this.toDone(ctx)
  }
}

/** "Imported 3 products: 1 new, 2 updated; 5 were already the same." */
function importedMessage(
  result: { created: number; updated: number; unchanged: number },
  noun: { singular: string; plural: string }
) {
  const { created, updated, unchanged } = result
  const count = created + updated
  const parts = [created && `${created} new`, updated && `${updated} updated`].filter(Boolean)
  const same = unchanged ? `; ${unchanged} already the same` : ''
  return `Imported ${count} ${count === 1 ? noun.singular : noun.plural}${
    parts.length ? `: ${parts.join(', ')}` : ''
  }${same}.`
}
