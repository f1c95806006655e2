import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import PurchaseOrderPolicy, { PURCHASE_ORDER_STEPS } from '#policies/purchase_order_policy'
import ProductPolicy from '#policies/product_policy'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import PurchaseOrderTransformer from '#transformers/purchase_order_transformer'
import SupplierTransformer from '#transformers/supplier_transformer'
import type Product from '#models/product'
import ReceiptProductTransformer from '#transformers/receipt_product_transformer'
import { actorOf } from '#services/platform/actor'
import {
  cancelPurchaseOrder,
  closePurchaseOrder,
  createPurchaseOrder,
  placePurchaseOrder,
  updatePurchaseOrder,
  type PurchaseOrderInput,
} from '#services/purchasing/purchase_orders'
import {
  activeSuppliers,
  purchaseOrderInScope,
  purchaseOrderList,
  shopToday,
  withLines,
  lookupProducts,
} from '#services/purchasing/purchase_order_queries'
import { purchaseOrderPdf, sendPurchaseOrder } from '#services/purchasing/send_purchase_order'
import { purchaseOrderIndexValidator, purchaseOrderValidator } from '#validators/purchase_order'
import { labelSearchValidator } from '#validators/label'
import { filterProps, readListQuery } from '#validators/list'
import { paginate } from '#support/pagination'
import { policyFlags } from '#support/policy_flags'
import { MAX_PURCHASE_ORDER_LINES, MAX_STOCK_QUANTITY } from '#common/limits'
import { sendPdf } from '#support/pdf_response'

function orderInput(input: Infer<typeof purchaseOrderValidator>): PurchaseOrderInput {
  return {
    supplierId: input.supplier_id,
    branchId: input.branch_id,
    expectedOn: input.expected_on,
    note: input.note,
    lines: input.lines.map((line) => ({
      productId: line.product_id,
      quantity: line.quantity,
      unit: line.unit,
      unitCost: line.unit_cost ?? null,
    })),
  }
}

/** Who sees costs, and the shop's today (for "late"), as every order page shapes orders. */
async function shaping(ctx: HttpContext) {
  const withCost = await ctx.bouncer.with(ProductPolicy).allows('viewCost')
  return { withCost, today: await shopToday(ctx) }
}

/** The success toast, with the products the supplier does not carry as a warning. */
function savedMessage(number: string, notCarried: string[]) {
  const warning = notCarried.length
    ? ` Not in the supplier’s list: ${notCarried.join(', ')}. Check they carry it.`
    : ''
  return `Purchase order ${number} saved.${warning}`
}

/** The active suppliers a form or filter offers. */
async function supplierChoices() {
  const suppliers = await activeSuppliers()
  return suppliers.map((row) => new SupplierTransformer(row).toObject())
}

export default class PurchaseOrdersController {
  async index(ctx: HttpContext) {
    const filters = await readListQuery(purchaseOrderIndexValidator, ctx.request.qs())
    const scope = await ctx.branchScope
    const { rows, meta } = await paginate(purchaseOrderList(scope, filters), filters.page)
    const shape = await shaping(ctx)
    return ctx.inertia.render('purchase_orders/index', {
      orders: rows.map((row) => new PurchaseOrderTransformer(row, shape).toObject()),
      meta,
      filters: filterProps(filters, ['search', 'status', 'branch', 'supplier', 'sort']),
      branches: scope.branches.map((branch) => new BranchRefTransformer(branch).toObject()),
      suppliers: await supplierChoices(),
      canCreate: await ctx.bouncer.with(PurchaseOrderPolicy).allows('manage'),
    })
  }

  async create(ctx: HttpContext) {
    const scope = await ctx.branchScope
    return ctx.inertia.render('purchase_orders/form', {
      order: null,
      branches: scope.activeBranches().map((branch) => new BranchRefTransformer(branch).toObject()),
      suppliers: await supplierChoices(),
      withCost: await ctx.bouncer.with(ProductPolicy).allows('viewCost'),
      limits: { lines: MAX_PURCHASE_ORDER_LINES, quantity: MAX_STOCK_QUANTITY },
    })
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(purchaseOrderValidator)
    const { order, notCarried } = await createPurchaseOrder(orderInput(input), actorOf(ctx))
    ctx.session.flash(
      notCarried.length ? 'warning' : 'success',
      savedMessage(order.number, notCarried)
    )
    return ctx.response.redirect().toRoute('purchase_orders.show', [order.id])
  }

  /** The order: a draft's form, or what was ordered and received, with the steps it offers. */
  async show(ctx: HttpContext) {
    const found = await purchaseOrderInScope(ctx.branchScope, ctx.params.id)
    const order = await withLines(found)
    const policy = ctx.bouncer.with(PurchaseOrderPolicy)
    const scope = await ctx.branchScope
    return ctx.inertia.render('purchase_orders/show', {
      order: new PurchaseOrderTransformer(order, await shaping(ctx)).toObject(),
      can: await policyFlags(PURCHASE_ORDER_STEPS, (step) => policy.allows(step, order)),
      branches: scope.activeBranches().map((branch) => new BranchRefTransformer(branch).toObject()),
      suppliers: await supplierChoices(),
      limits: { lines: MAX_PURCHASE_ORDER_LINES, quantity: MAX_STOCK_QUANTITY },
    })
  }

  async update(ctx: HttpContext) {
    const order = await purchaseOrderInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(PurchaseOrderPolicy).authorize('edit', order)
    const input = await ctx.request.validateUsing(purchaseOrderValidator)
    const { notCarried } = await updatePurchaseOrder(order, orderInput(input), actorOf(ctx))
    ctx.session.flash(
      notCarried.length ? 'warning' : 'success',
      savedMessage(order.number, notCarried)
    )
    return ctx.response.redirect().toRoute('purchase_orders.show', [order.id])
  }

  async place(ctx: HttpContext) {
    const order = await purchaseOrderInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(PurchaseOrderPolicy).authorize('place', order)
    await placePurchaseOrder(order, actorOf(ctx))
    ctx.session.flash('success', `${order.number} ordered: its lines now count as on order.`)
    return ctx.response.redirect().toRoute('purchase_orders.show', [order.id])
  }

  async close(ctx: HttpContext) {
    const order = await purchaseOrderInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(PurchaseOrderPolicy).authorize('close', order)
    await closePurchaseOrder(order, actorOf(ctx))
    ctx.session.flash('success', `${order.number} closed: the rest will not come.`)
    return ctx.response.redirect().toRoute('purchase_orders.show', [order.id])
  }

  async cancel(ctx: HttpContext) {
    const order = await purchaseOrderInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(PurchaseOrderPolicy).authorize('cancel', order)
    await cancelPurchaseOrder(order, actorOf(ctx))
    ctx.session.flash('success', `${order.number} cancelled.`)
    return ctx.response.redirect().toRoute('purchase_orders.show', [order.id])
  }

  /** The order's PDF, as the supplier is sent it. */
  async pdf(ctx: HttpContext) {
    const order = await purchaseOrderInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(ProductPolicy).authorize('viewCost')
    const pdf = await purchaseOrderPdf(order, await ctx.shopSettings)
    return sendPdf(ctx.response, pdf, `${order.number}.pdf`)
  }

  async send(ctx: HttpContext) {
    const order = await purchaseOrderInScope(ctx.branchScope, ctx.params.id)
    await ctx.bouncer.with(PurchaseOrderPolicy).authorize('send', order)
    await sendPurchaseOrder(order, await ctx.shopSettings, actorOf(ctx))
    ctx.session.flash('success', `${order.number} sent to the supplier with its PDF.`)
    return ctx.response.redirect().toRoute('purchase_orders.show', [order.id])
  }

  /** A scanned code or typed words: the product it names, or products matching (JSON for the form's scan field). */
  async products({ request, response, bouncer }: HttpContext) {
    const { search } = await request.validateUsing(labelSearchValidator, { data: request.qs() })
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const { exact, products } = await lookupProducts(search)
    const shape = (product: Product) => new ReceiptProductTransformer(product, withCost).toObject()
    return response.json({ exact: exact ? shape(exact) : null, products: products.map(shape) })
  }
}
