import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import Setting from '#models/setting'
import ProductPolicy from '#policies/product_policy'
import { backWithFieldError } from '#exceptions/form_error'
import { productImport } from '#services/product_csv'
import {
  confirmImport,
  CsvImportError,
  discardImport,
  findImport,
  previewImport,
} from '#services/csv/import'
import { CsvFormatError } from '#services/csv/parser'
import { CSV_FILE_OPTIONS, readCsvUpload } from '#services/csv/upload'

/** Rows of a preview the page lists; the counts always cover the whole file. */
export const PREVIEW_LIST_LIMIT = 500

function notFound(): never {
  throw new lucidErrors.E_ROW_NOT_FOUND()
}

/** The import for this user and shop: amounts in the shop currency, cost only with view_cost. */
async function definitionFor({ bouncer }: HttpContext) {
  const settings = await Setting.current()
  return productImport({
    currency: settings.currency,
    defaultTaxRateBp: settings.defaultTaxRateBp,
    withCost: await bouncer.with(ProductPolicy).allows('viewCost'),
  })
}

/** CSV import of products: upload, dry-run preview, then confirm or discard. */
export default class ProductImportsController {
  async create(ctx: HttpContext) {
    const definition = await definitionFor(ctx)
    return ctx.inertia.render('products/import', {
      columns: definition.columns.map((column) => ({
        name: column.header,
        required: Boolean(column.required),
      })),
    })
  }

  async store(ctx: HttpContext) {
    const upload = await readCsvUpload(ctx.request.file('file', CSV_FILE_OPTIONS))
    if ('error' in upload) return backWithFieldError(ctx, 'file', upload.error, '/products/import')
    try {
      const preview = await previewImport(await definitionFor(ctx), upload.content, {
        userId: ctx.auth.user!.id,
        filename: upload.filename,
      })
      return ctx.response.redirect().toPath(`/products/import/${preview.id}`)
    } catch (error) {
      if (!(error instanceof CsvFormatError || error instanceof CsvImportError)) throw error
      return backWithFieldError(ctx, 'file', error.message, '/products/import')
    }
  }

  async show({ inertia, params, auth }: HttpContext) {
    const preview = (await findImport('products', params.import, auth.user!.id)) ?? notFound()
    return inertia.render('products/import_preview', {
      preview: {
        id: preview.id,
        filename: preview.filename,
        totalRows: preview.totalRows,
        validCount: preview.validCount,
        errorCount: preview.errorCount,
        ignoredColumns: preview.ignoredColumns,
        expiresAt: preview.expiresAt.toISO()!,
        errors: preview.errors.slice(0, PREVIEW_LIST_LIMIT),
        validRows: preview.validRows.slice(0, PREVIEW_LIST_LIMIT).map(({ line, row }) => ({
          line,
          row: {
            name: row.name as string,
            sku: row.sku as string,
            barcode: row.barcode as string | null,
            category: row.category as string | null,
            price: row.price as number,
            isActive: row.isActive as boolean,
          },
        })),
      },
    })
  }

  async confirm(ctx: HttpContext) {
    const result = await confirmImport(await definitionFor(ctx), ctx.params.import, {
      userId: ctx.auth.user!.id,
      ip: ctx.request.ip(),
    })
    if (result.status === 'missing') notFound()
    if (result.status === 'conflicts') {
      ctx.session.flash(
        'error',
        `Nothing was imported: ${result.count} row${result.count === 1 ? '' : 's'} now clash with products saved since the preview. Check the list and confirm again.`
      )
      return ctx.response.redirect().toPath(`/products/import/${ctx.params.import}`)
    }
    ctx.session.flash(
      'success',
      `Imported ${result.count} product${result.count === 1 ? '' : 's'}.`
    )
    return ctx.response.redirect().toPath('/products')
  }

  async destroy({ params, auth, session, response }: HttpContext) {
    if (!(await discardImport('products', params.import, auth.user!.id))) notFound()
    session.flash('info', 'Import discarded: nothing was imported.')
    return response.redirect().toPath('/products')
  }
}
