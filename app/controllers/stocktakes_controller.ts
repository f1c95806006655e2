import type { HttpContext } from '@adonisjs/core/http'
import { allProducts, lookUpProducts, lookupJson } from '#services/catalogue/product_lookup'
import StocktakePolicy, { STOCKTAKE_STEPS } from '#policies/stocktake_policy'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import StocktakeTransformer from '#transformers/stocktake_transformer'
import StocktakeEntryTransformer from '#transformers/stocktake_entry_transformer'
import StocktakeProductTransformer from '#transformers/stocktake_product_transformer'
import LabelProductTransformer from '#transformers/label_product_transformer'
import { actorOf } from '#services/platform/actor'
import { LABEL_SEARCH_LIMIT } from '#services/labels/print_job'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { correctCount } from '#services/stocktakes/correct_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import { recountLine } from '#services/stocktakes/recount_line'
import { postStocktake } from '#services/stocktakes/post_stocktake'
import { cancelStocktake } from '#services/stocktakes/cancel_stocktake'
import { renderCountSheetPdf } from '#services/stocktakes/count_sheet_pdf'
import {
  countableProducts,
  countProgress,
  countSheetOf,
  entryOf,
  lineOf,
  recentEntries,
  stocktakeInScope,
  withHistory,
  stocktakeList,
  varianceReport,
} from '#services/stocktakes/stocktake_queries'
import {
  countValidator,
  postStocktakeValidator,
  quantityValidator,
  stocktakeIndexValidator,
  stocktakeValidator,
  varianceQueryValidator,
} from '#validators/stocktake'
import { labelSearchValidator } from '#validators/label'
import { filterProps, readListQuery } from '#validators/list'
import { paginate } from '#support/pagination'
import { distinctValues } from '#support/distinct_values'
import { allowedIds, policyFlags } from '#support/policy_flags'
import StocktakeVarianceTransformer from '#transformers/stocktake_variance_transformer'
import { sendPdf } from '#support/pdf_response'

export default class StocktakesController {
  async index({ inertia, request, bouncer, branchScope }: HttpContext) {
    const filters = await readListQuery(stocktakeIndexValidator, request.qs())
    const scope = await branchScope
    const { rows, meta } = await paginate(stocktakeList(scope, filters), filters.page)
    return inertia.render('stocktakes/index', {
      stocktakes: rows.map((row) => new StocktakeTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, ['search', 'status', 'branch', 'sort']),
      branches: scope.branches.map((branch) => new BranchRefTransformer(branch).toObject()),
      canCreate: await bouncer.with(StocktakePolicy).allows('manage'),
    })
  }

  async create({ inertia, branchScope }: HttpContext) {
    const scope = await branchScope
    return inertia.render('stocktakes/create', {
      branches: scope.activeBranches().map((branch) => new BranchRefTransformer(branch).toObject()),
      categories: await distinctValues({ table: 'products', column: 'category' }),
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(stocktakeValidator)
    const stocktake = await createStocktake(
      {
        branchId: input.branch_id,
        coverage: input.coverage,
        categories: input.categories,
        productIds: input.product_ids,
        blind: input.blind,
        note: input.note,
      },
      actorOf(ctx)
    )
    ctx.session.flash('success', `Stocktake ${stocktake.number} created as a draft.`)
    return ctx.response.redirect().toRoute('stocktakes.show', [stocktake.id])
  }

  /** The stocktake at its step: the draft, the counting page, or the variance report. */
  async show({ request, params, bouncer, branchScope, inertia }: HttpContext) {
    const stocktake = await stocktakeInScope(branchScope, params.id)
    const pages = await request.validateUsing(varianceQueryValidator, { data: request.qs() })
    const policy = bouncer.with(StocktakePolicy)
    const can = await policyFlags(STOCKTAKE_STEPS, (step) => policy.allows(step, stocktake))
    const entries = await recentEntries(stocktake)
    const report = can.readVariance ? await varianceReport(stocktake, pages) : null
    return inertia.render('stocktakes/show', {
      stocktake: new StocktakeTransformer(await withHistory(stocktake)).toObject(),
      can,
      progress: await countProgress(stocktake),
      entries: entries.map((entry) => new StocktakeEntryTransformer(entry).toObject()),
      correctable: await allowedIds(entries, (entry) => policy.allows('correct', stocktake, entry)),
      variance: report && new StocktakeVarianceTransformer(report).toObject(),
    })
  }

  /** Active products to choose for a cycle count, by name, SKU or barcode (JSON for the finder). */
  async catalogue({ request, response }: HttpContext) {
    const { search } = await request.validateUsing(labelSearchValidator, { data: request.qs() })
    const found = await lookUpProducts(allProducts, search, { limit: LABEL_SEARCH_LIMIT })
    return response.json(
      lookupJson(found, (product) => new LabelProductTransformer(product).toObject())
    )
  }

  /** Products the count covers, by barcode, SKU or words (JSON for the scan field). */
  async products({ request, response, branchScope, params }: HttpContext) {
    const stocktake = await stocktakeInScope(branchScope, params.id)
    const { search } = await request.validateUsing(labelSearchValidator, { data: request.qs() })
    const found = await countableProducts(stocktake, search)
    return response.json(
      lookupJson(found, (product) => new StocktakeProductTransformer(product).toObject())
    )
  }

  /** The count sheet, for counting on paper: expected figures only where the count shows them. */
  async sheet(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    const policy = ctx.bouncer.with(StocktakePolicy)
    await policy.authorize('record', stocktake)
    const withExpected = await policy.allows('seeExpected', stocktake)
    const sheet = await countSheetOf(stocktake, withExpected, await ctx.shopSettings)
    return sendPdf(ctx.response, await renderCountSheetPdf(sheet), `${stocktake.number}.pdf`)
  }

  async start(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(StocktakePolicy).authorize('start', stocktake)
    await startStocktake(stocktake, actorOf(ctx))
    ctx.session.flash(
      'success',
      `Counting started on ${stocktake.number}: the expected figures are frozen.`
    )
    return ctx.response.redirect().toRoute('stocktakes.show', [stocktake.id])
  }

  /** One count from the scan field or a typed quantity; JSON, so fast scans never reload the page. */
  async count(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(StocktakePolicy).authorize('record', stocktake)
    const input = await ctx.request.validateUsing(countValidator)
    const { counted } = await recordCount(
      stocktake,
      { productId: input.product_id, quantity: input.quantity, source: input.source },
      actorOf(ctx)
    )
    return ctx.response.json({ counted })
  }

  async correct(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    const entry = await entryOf(stocktake, ctx.params.entryId)
    await ctx.bouncer.with(StocktakePolicy).authorize('correct', stocktake, entry)
    const { quantity } = await ctx.request.validateUsing(quantityValidator)
    await correctCount(stocktake, entry, quantity, actorOf(ctx))
    ctx.session.flash('success', `Count corrected to ${quantity}.`)
    return ctx.response.redirect().withQs().back()
  }

  async finish(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(StocktakePolicy).authorize('finish', stocktake)
    await finishCounting(stocktake, actorOf(ctx))
    ctx.session.flash(
      'success',
      `${stocktake.number} is in review: read the variance, recount, then post.`
    )
    return ctx.response.redirect().toRoute('stocktakes.show', [stocktake.id])
  }

  async recount(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(StocktakePolicy).authorize('recount', stocktake)
    const line = await lineOf(stocktake, ctx.params.lineId)
    const { quantity } = await ctx.request.validateUsing(quantityValidator)
    await recountLine(stocktake, line, quantity, actorOf(ctx))
    ctx.session.flash('success', `Line recounted: ${quantity}.`)
    return ctx.response.redirect().withQs().back()
  }

  async post(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(StocktakePolicy).authorize('post', stocktake)
    const { uncounted } = await ctx.request.validateUsing(postStocktakeValidator)
    await postStocktake(stocktake, uncounted, actorOf(ctx))
    ctx.session.flash('success', `${stocktake.number} posted: the stock now matches the count.`)
    return ctx.response.redirect().toRoute('stocktakes.show', [stocktake.id])
  }

  async cancel(ctx: HttpContext) {
    const stocktake = await stocktakeInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(StocktakePolicy).authorize('cancel', stocktake)
    await cancelStocktake(stocktake, actorOf(ctx))
    ctx.session.flash('success', `${stocktake.number} cancelled: no stock moved.`)
    return ctx.response.redirect().toRoute('stocktakes.show', [stocktake.id])
  }
}
