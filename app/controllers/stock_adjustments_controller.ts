import type { HttpContext } from '@adonisjs/core/http'
import Branch from '#models/branch'
import Product from '#models/product'
import StockLevel from '#models/stock_level'
import { actorOf } from '#services/platform/actor'
import {
  adjustmentInputOf,
  adjustStock,
  adjustStockAt,
  latestMovementId,
  levelAt,
  recentMovements,
} from '#services/stock/stock_adjustments'
import AdjustmentPageTransformer from '#transformers/adjustment_page_transformer'
import { adjustAtQueryValidator, adjustmentValidator } from '#validators/stock'

function adjustedMessage(posted: number) {
  return posted === 0
    ? 'Count recorded: it matches the stock, so nothing changed.'
    : `Stock adjusted by ${posted > 0 ? '+' : ''}${posted}.`
}

/** The stock level of the route, only in the user's branches (404 otherwise). */
async function levelOf(ctx: HttpContext) {
  const { params } = ctx
  const scope = await ctx.branchScope
  return scope.findOrFail(StockLevel, params.id)
}

/** `?product=&branch=`: the product, and the branch only when in the user's scope (404 otherwise). */
async function productAtBranch(ctx: HttpContext) {
  const { request } = ctx
  const { product, branch } = await request.validateUsing(adjustAtQueryValidator, {
    data: request.qs(),
  })
  const scope = await ctx.branchScope
  return {
    product: await Product.findOrFail(product),
    branch: await scope.findOrFail(Branch, branch, { column: 'id' }),
  }
}

export default class StockAdjustmentsController {
  /**
   * `GET /stocks/adjust?product=&branch=`: the product's level at the
   * branch when it has one, or the same form for a product the branch has
   * never held (on hand 0), so it can be counted in.
   */
  async at(ctx: HttpContext) {
    const { product, branch } = await productAtBranch(ctx)
    const level = await levelAt(product.id, branch.id)
    if (level) return ctx.response.redirect().toRoute('stocks.edit', [level.id])
    const page = { product, branch, level: null, movements: [], seenMovementId: null }
    return ctx.inertia.render('stocks/edit', new AdjustmentPageTransformer(page).toObject())
  }

  /** `POST /stocks/adjust?product=&branch=`: the first adjustment of a product at a branch. */
  async adjustAt(ctx: HttpContext) {
    const { product, branch } = await productAtBranch(ctx)
    const input = await ctx.request.validateUsing(adjustmentValidator)
    const posted = await adjustStockAt(
      product.id,
      branch.id,
      adjustmentInputOf(input),
      actorOf(ctx)
    )
    ctx.session.flash('success', adjustedMessage(posted))
    const level = await levelAt(product.id, branch.id)
    if (level) return ctx.response.redirect().toRoute('stocks.edit', [level.id])
    return ctx.response.redirect().withQs().back()
  }

  /** Stocks / Edit: one product at one branch, its latest movements, and the adjusting form. */
  async edit(ctx: HttpContext) {
    const level = await levelOf(ctx)
    await level.load('product')
    await level.load('branch')
    const page = {
      product: level.product,
      branch: level.branch,
      level,
      movements: await recentMovements(level),
      seenMovementId: await latestMovementId(level),
    }
    return ctx.inertia.render('stocks/edit', new AdjustmentPageTransformer(page).toObject())
  }

  /** Posts the count's difference or the change, then back to the level with the new figure. */
  async update(ctx: HttpContext) {
    const level = await levelOf(ctx)
    const input = await ctx.request.validateUsing(adjustmentValidator)
    const posted = await adjustStock(level, adjustmentInputOf(input), actorOf(ctx))
    ctx.session.flash('success', adjustedMessage(posted))
    return ctx.response.redirect().toRoute('stocks.edit', [level.id])
  }
}
