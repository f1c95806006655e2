import type { HttpContext } from '@adonisjs/core/http'
import ProductPolicy from '#policies/product_policy'
import PurchaseOrderPolicy from '#policies/purchase_order_policy'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import ReorderSuggestionTransformer from '#transformers/reorder_suggestion_transformer'
import SupplierTransformer from '#transformers/supplier_transformer'
import { actorOf } from '#services/platform/actor'
import { activeSuppliers } from '#services/purchasing/purchase_order_queries'
import { createSuggestedOrders, reorderSuggestions } from '#services/purchasing/suggestions'
import { setBranchReorderLevel } from '#services/stock/reorder_levels'
import {
  branchReorderValidator,
  suggestedOrdersValidator,
  suggestionsQueryValidator,
} from '#validators/purchase_order'
import { MAX_STOCK_QUANTITY } from '#common/limits'

/** The active suppliers a form or filter offers. */
async function supplierChoices() {
  const suppliers = await activeSuppliers()
  return suppliers.map((row) => new SupplierTransformer(row).toObject())
}

export default class ReorderSuggestionsController {
  /** One branch's suggestions (the first of the user's active branches unless one is chosen). */
  async index(ctx: HttpContext) {
    const { branch } = await ctx.request.validateUsing(suggestionsQueryValidator, {
      data: ctx.request.qs(),
    })
    const scope = await ctx.branchScope
    const chosen = scope.chosenActiveBranch(branch)
    const withCost = await ctx.bouncer.with(ProductPolicy).allows('viewCost')
    const rows = chosen ? await reorderSuggestions(chosen.id) : []
    return ctx.inertia.render('purchase_orders/suggestions', {
      branch: chosen ? new BranchRefTransformer(chosen).toObject() : null,
      branches: scope.activeBranches().map((row) => new BranchRefTransformer(row).toObject()),
      suggestions: rows.map((row) => new ReorderSuggestionTransformer(row, withCost).toObject()),
      suppliers: await supplierChoices(),
      canCreate: await ctx.bouncer.with(PurchaseOrderPolicy).allows('manage'),
      limits: { quantity: MAX_STOCK_QUANTITY },
    })
  }

  /** The kept suggestions as draft orders, one per supplier, in one step. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(suggestedOrdersValidator)
    const lines = input.lines.map((line) => ({
      productId: line.product_id,
      supplierId: line.supplier_id,
      quantity: line.quantity,
    }))
    const orders = await createSuggestedOrders(input.branch_id, lines, actorOf(ctx))
    const numbers = orders.map((order) => order.number).join(', ')
    ctx.session.flash('success', `Draft orders created: ${numbers}. Check them, then order them.`)
    return ctx.response.redirect().withQs({ status: 'draft' }).toRoute('purchase_orders.index')
  }

  /** A branch's own reorder level and target for a product, from the stocks list. */
  async reorderLevel(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(branchReorderValidator)
    await setBranchReorderLevel(
      {
        productId: input.product_id,
        branchId: input.branch_id,
        reorderLevel: input.reorder_level,
        reorderTarget: input.reorder_target,
      },
      actorOf(ctx)
    )
    ctx.session.flash('success', 'Reorder level saved for the branch.')
    return ctx.response.redirect().back()
  }
}
