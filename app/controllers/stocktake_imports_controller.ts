import type { HttpContext } from '@adonisjs/core/http'
import StocktakePolicy from '#policies/stocktake_policy'
import CsvImportsController from '#controllers/csv_imports_controller'
import StocktakeTransformer from '#transformers/stocktake_transformer'
import { actorOf } from '#services/platform/actor'
import { countImport, type CountImportRow } from '#services/stocktakes/count_import'
import { importedProductNames, stocktakeInScope } from '#services/stocktakes/stocktake_queries'

/**
 * CSV import of counts from a handheld into one stocktake being counted
 * (see CsvImportsController for the flow): the stocktake is read within the
 * user's branches, and uploading or confirming asks the policy with it.
 */
export default class StocktakeImportsController extends CsvImportsController<CountImportRow> {
  protected area = { name: 'stocktakes' as const, singular: 'count', plural: 'counts' }

  protected async definition(ctx: HttpContext) {
    return countImport(await this.stocktake(ctx), actorOf(ctx))
  }

  protected toDone(ctx: HttpContext) {
    return ctx.response.redirect().toRoute('stocktakes.show', [ctx.params.stocktake])
  }

  protected toPreview(ctx: HttpContext, id: string) {
    return ctx.response.redirect().toRoute('stocktakes.import.show', [ctx.params.stocktake, id])
  }

  private stocktake(ctx: HttpContext) {
    return stocktakeInScope(ctx.branchScope, ctx.params.stocktake)
  }

  /** The stocktake, once the user may add counts to it now. */
  private async countable(ctx: HttpContext) {
    const stocktake = await this.stocktake(ctx)
    await ctx.bouncer.with(StocktakePolicy).authorize('record', stocktake)
    return stocktake
  }

  async create(ctx: HttpContext) {
    const stocktake = await this.countable(ctx)
    return ctx.inertia.render('stocktakes/import', {
      stocktake: new StocktakeTransformer(stocktake).toObject(),
      columns: await this.columns(ctx),
    })
  }

  async store(ctx: HttpContext) {
    await this.countable(ctx)
    return super.store(ctx)
  }

  async show(ctx: HttpContext) {
    const stocktake = await this.stocktake(ctx)
    const preview = await this.preview(ctx, ({ line, row }) => ({ line, row }))
    const names = await importedProductNames(stocktake, preview.validRows)
    return ctx.inertia.render('stocktakes/import_preview', {
      stocktake: new StocktakeTransformer(stocktake).toObject(),
      preview: { ...preview, validRows: preview.validRows.map((shown) => names(shown)) },
    })
  }

  async confirm(ctx: HttpContext) {
    await this.countable(ctx)
    return super.confirm(ctx)
  }
}
