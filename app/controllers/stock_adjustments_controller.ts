import type { HttpContext } from '@adonisjs/core/http'
import Branch from '#models/branch'
import Product from '#models/product'
import StockLevel from '#models/stock_level'
import StockMovement from '#models/stock_movement'
import { actorOf } from '#services/platform/actor'
import {
  ADJUSTMENT_REASONS,
  adjustStock,
  adjustStockAt,
  latestMovementId,
} from '#services/stock/stock_adjustments'
import AdjustmentLevelTransformer from '#transformers/adjustment_level_transformer'
import AdjustmentMovementTransformer from '#transformers/adjustment_movement_transformer'
import { adjustAtQueryValidator, adjustmentValidator } from '#validators/stock'
import { MAX_STOCK_QUANTITY } from '#common/limits'

/** How many of the latest movements Stocks / Edit shows. */
export const RECENT_MOVEMENTS = 10

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

async function levelAt(productId: number, branchId: number) {
  return StockLevel.query().where({ product_id: productId, branch_id: branchId }).first()
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
    return ctx.inertia.render('stocks/edit', {
      level: new AdjustmentLevelTransformer({ product, branch, level: null }).toObject(),
      movements: [],
      seenMovementId: null,
      reasons: [...ADJUSTMENT_REASONS],
      maxQuantity: MAX_STOCK_QUANTITY,
    })
  }

  /** `POST /stocks/adjust?product=&branch=`: the first adjustment of a product at a branch. */
  async adjustAt(ctx: HttpContext) {
    const { product, branch } = await productAtBranch(ctx)
    const input = await ctx.request.validateUsing(adjustmentValidator)
    const posted = await adjustStockAt(
      product.id,
      branch.id,
      {
        mode: input.mode,
        counted: input.counted,
        change: input.change,
        reason: input.reason,
        note: input.note,
        seenMovementId: input.seen_movement_id,
      },
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
    const movements = await StockMovement.query()
      .where('product_id', level.productId)
      .where('branch_id', level.branchId)
      .preload('user')
      .orderBy('id', 'desc')
      .limit(RECENT_MOVEMENTS)
    return ctx.inertia.render('stocks/edit', {
      level: new AdjustmentLevelTransformer({
        product: level.product,
        branch: level.branch,
        level,
      }).toObject(),
      movements: movements.map((row) => new AdjustmentMovementTransformer(row).toObject()),
      seenMovementId: await latestMovementId(level),
      reasons: [...ADJUSTMENT_REASONS],
      maxQuantity: MAX_STOCK_QUANTITY,
    })
  }

  /** Posts the count's difference or the change, then back to the level with the new figure. */
  async update(ctx: HttpContext) {
    const level = await levelOf(ctx)
    const input = await ctx.request.validateUsing(adjustmentValidator)
    const posted = await adjustStock(
      level,
      {
        mode: input.mode,
        counted: input.counted,
        change: input.change,
        reason: input.reason,
        note: input.note,
        seenMovementId: input.seen_movement_id,
      },
      actorOf(ctx)
    )
    ctx.session.flash('success', adjustedMessage(posted))
    return ctx.response.redirect().toRoute('stocks.edit', [level.id])
  }
}
