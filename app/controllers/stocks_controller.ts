import type { HttpContext } from '@adonisjs/core/http'
import { onOrderByBranch } from '#services/purchasing/purchase_order_queries'
import Product from '#models/product'
import StockMovement from '#models/stock_movement'
import StockReceipt from '#models/stock_receipt'
import ProductPolicy from '#policies/product_policy'
import { policyFlags } from '#support/policy_flags'
import StockPolicy from '#policies/stock_policy'
import PurchaseOrderPolicy from '#policies/purchase_order_policy'
import StockRowTransformer from '#transformers/stock_row_transformer'
import StockReceiptTransformer from '#transformers/stock_receipt_transformer'
import StockMovementTransformer from '#transformers/stock_movement_transformer'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import ProductRefTransformer from '#transformers/product_ref_transformer'
import { movementDocuments, openableDocuments } from '#services/stock/movement_documents'
import {
  levelsByBranch,
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
import { paginate } from '#support/pagination'
import { distinctValues } from '#support/distinct_values'
import { likePattern } from '#support/search'

/** The view a `?branch=` asks for: that branch if it is the user's (404 otherwise), or all of theirs. */
async function stockView(ctx: HttpContext, branchId: number | undefined): Promise<StockView> {
  const scope = await ctx.branchScope
  return { scope, branchId: scope.branchFilter(branchId) }
}

export default class StocksController {
  /** On hand per product at one of the user's branches, or at each of them with a total. */
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(stockIndexValidator, request.qs())
    const view = await stockView(ctx, filters.branch)
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const { rows, meta } = await paginate(stockListQuery(view, filters), filters.page, {
      keyColumn: 'products.id',
    })
    const levels = await levelsByBranch(
      rows.map((row) => row.id),
      view
    )
    const branches = viewBranches(view)
    const categories = await distinctValues({ table: 'products', column: 'category' })

    return inertia.render('stocks/index', {
      stocks: rows.map((row) =>
        new StockRowTransformer(row, { branches: levels.get(row.id), withCost }).toObject()
      ),
      meta,
      filters: filterProps(filters, ['search', 'category', 'status', 'level', 'branch', 'sort']),
      branches: branches.map((branch) => new BranchRefTransformer(branch).toObject()),
      branchOptions: view.scope.branches.map((branch) => ({
        value: String(branch.id),
        label: branch.isActive ? branch.name : `${branch.name} (inactive)`,
      })),
      categories,
      can: {
        ...(await policyFlags(['adjust', 'receive', 'export'], (action) =>
          bouncer.with(StockPolicy).allows(action)
        )),
        setReorderLevels: await bouncer.with(PurchaseOrderPolicy).allows('manage'),
      },
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
    const query = StockMovement.query()
      .where('product_id', product.id)
      .preload('branch')
      .preload('user')
      .orderBy('id', 'desc')
    if (filters.search) {
      const like = likePattern(filters.search)
      query.where((words) => words.whereILike('reason', like).orWhereILike('note', like))
    }
    if (view.branchId !== undefined) query.where('branch_id', view.branchId)
    else view.scope.restrict(query)
    const { rows, meta } = await paginate(query, filters.page)
    const branches = viewBranches(view)
    const [documents, levels, onOrder] = await Promise.all([
      openableDocuments(bouncer).then((openable) => movementDocuments(rows, openable)),
      levelsByBranch([product.id], view),
      onOrderByBranch(
        product.id,
        branches.map((branch) => branch.id)
      ),
    ])
    const held = levels.get(product.id)

    return inertia.render('stocks/history', {
      product: new ProductRefTransformer(product).toObject(),
      movements: rows.map((row) =>
        new StockMovementTransformer(row, {
          withCost,
          document: documents.get(`${row.referenceType}:${row.referenceId}`) ?? null,
        }).toObject()
      ),
      meta,
      filters: filterProps(filters, ['branch', 'search']),
      onHand: branches.map((branch) => ({
        branch: new BranchRefTransformer(branch).toObject(),
        onHand: held?.get(branch.id)?.onHand ?? 0,
        levelId: held?.get(branch.id)?.levelId ?? null,
        onOrder: onOrder.get(branch.id) ?? 0,
      })),
      branchOptions: view.scope.branches.map((branch) => ({
        value: String(branch.id),
        label: branch.name,
      })),
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
