import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import StockReceipt from '#models/stock_receipt'
import ProductPolicy from '#policies/product_policy'
import { policyFlags } from '#support/policy_flags'
import StockPolicy from '#policies/stock_policy'
import PurchaseOrderPolicy from '#policies/purchase_order_policy'
import StockRowTransformer from '#transformers/stock_row_transformer'
import StockReceiptTransformer from '#transformers/stock_receipt_transformer'
import StockMovementTransformer from '#transformers/stock_movement_transformer'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import BranchStockTransformer from '#transformers/branch_stock_transformer'
import ProductRefTransformer from '#transformers/product_ref_transformer'
import { openableDocuments } from '#services/stock/movement_documents'
import { stockHistory } from '#services/stock/stock_history'
import {
  stockListPage,
  stockListQuery,
  viewBranches,
  type StockView,
} from '#services/stock/stock_list'
import { stockExportColumns } from '#services/stock/stock_csv'
import { csvFilename } from '#services/csv/writer'
import { streamCsv } from '#services/csv/export'
import { csvFormatFor } from '#common/csv_format'
import { stockHistoryValidator, stockIndexValidator } from '#validators/stock_list'
import { filterProps, readListQuery } from '#validators/list'
import { branchOptionOf, optionOf } from '#support/select_options'

/** The view a `?branch=` asks for: that branch if it is the user's (404 otherwise), or all of theirs. */
async function stockView(ctx: HttpContext, branchId: number | undefined): Promise<StockView> {
  const scope = await ctx.branchScope
  return { scope, branchId: scope.branchFilter(branchId) }
}

/** The stocks list's buttons: adjust, receive and export stock, and set reorder levels. */
async function stockListFlags(bouncer: HttpContext['bouncer']) {
  return {
    ...(await policyFlags(['adjust', 'receive', 'export'], (action) =>
      bouncer.with(StockPolicy).allows(action)
    )),
    setReorderLevels: await bouncer.with(PurchaseOrderPolicy).allows('manage'),
  }
}

export default class StocksController {
  /** On hand per product at one of the user's branches, or at each of them with a total. */
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(stockIndexValidator, request.qs())
    const view = await stockView(ctx, filters.branch)
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const page = await stockListPage(view, filters)
    return inertia.render('stocks/index', {
      stocks: StockRowTransformer.ofPage(page, withCost),
      meta: page.meta,
      filters: filterProps(filters, ['search', 'category', 'status', 'level', 'branch', 'sort']),
      branches: page.branches.map((branch) => new BranchRefTransformer(branch).toObject()),
      branchOptions: view.scope.branches.map(branchOptionOf),
      categories: page.categories,
      can: await stockListFlags(bouncer),
    })
  }

  /** The list as it is filtered, as CSV: one column per branch of the view and the total. */
  async export(ctx: HttpContext) {
    const { request, response, bouncer } = ctx
    const filters = await readListQuery(stockIndexValidator, request.qs())
    const view = await stockView(ctx, filters.branch)
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const settings = await ctx.shopSettings
    const branches = viewBranches(view)
    streamCsv(
      response,
      csvFilename('stock', settings.businessTimezone),
      stockExportColumns(branches, settings.currency, withCost),
      stockListQuery(view, filters, { perBranch: branches }),
      csvFormatFor(settings.locale)
    )
  }

  /** Every ledger row of a product at the user's branches, newest first: why a figure is what it is. */
  async history(ctx: HttpContext) {
    const { inertia, request, params, bouncer } = ctx
    const product = await Product.findOrFail(params.id)
    const filters = await readListQuery(stockHistoryValidator, request.qs())
    const view = await stockView(ctx, filters.branch)
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const history = await stockHistory(product, view, filters, await openableDocuments(bouncer))
    return inertia.render('stocks/history', {
      product: new ProductRefTransformer(product).toObject(),
      movements: StockMovementTransformer.ofHistory(history, withCost),
      meta: history.meta,
      filters: filterProps(filters, ['branch', 'search']),
      onHand: history.onHand.map((held) => new BranchStockTransformer(held).toObject()),
      branchOptions: view.scope.branches.map(optionOf),
      can: { adjust: await bouncer.with(StockPolicy).allows('adjust') },
    })
  }

  /** A receipt of goods at one of the user's branches: what came in, from whom, at what cost. */
  async receipt(ctx: HttpContext) {
    const { inertia, params, bouncer } = ctx
    const scope = await ctx.branchScope
    const receipt = await scope.findOrFail(StockReceipt, params.id)
    await receipt.load((loader) => {
      loader
        .load('branch')
        .load('user')
        .load('lines', (lines) => lines.preload('product').orderBy('id'))
    })
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    return inertia.render('stocks/receipt', {
      receipt: new StockReceiptTransformer(receipt, withCost).toObject(),
      canPrintLabels: await bouncer.with(ProductPolicy).allows('printLabels'),
    })
  }
}
