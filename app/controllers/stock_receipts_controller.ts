import type { HttpContext } from '@adonisjs/core/http'
import ProductPolicy from '#policies/product_policy'
import { allProducts, lookUpProducts, lookupJson } from '#services/catalogue/product_lookup'
import { actorOf } from '#services/platform/actor'
import { receiveStock, type ReceiptInput } from '#services/stock/stock_receipts'
import type { Infer } from '@vinejs/vine/types'
import ReceiptProductTransformer from '#transformers/receipt_product_transformer'
import BranchRefTransformer from '#transformers/branch_ref_transformer'
import StockReceiptRefTransformer from '#transformers/stock_receipt_ref_transformer'
import PurchaseOrderTransformer from '#transformers/purchase_order_transformer'
import { openOrdersOf, shopToday } from '#services/purchasing/purchase_order_queries'
import { receiptProductSearchValidator, receiptValidator } from '#validators/stock'
import { MAX_RECEIPT_LINES, MAX_STOCK_QUANTITY } from '#common/limits'

/** How many products one search on Stocks / Add offers. */
const RECEIPT_SEARCH_LIMIT = 20

/** The receipt just saved, as the flash carries it back to Stocks / Add. */
type ReceivedFlash = ReturnType<StockReceiptRefTransformer['toObject']>

/** The form as the receiving service reads it; costs only from people who may see them. */
function receiptInput(input: Infer<typeof receiptValidator>, withCost: boolean): ReceiptInput {
  return {
    branchId: input.branch_id,
    purchaseOrderId: input.purchase_order_id ?? null,
    supplier: input.supplier,
    reference: input.reference,
    note: input.note,
    lines: input.lines.map((line) => ({
      productId: line.product_id,
      quantity: line.quantity,
      // Without products.view_cost a line is taken at the order's or the current cost, whatever was sent.
      unitCost: withCost ? (line.unit_cost ?? null) : null,
      purchaseOrderLineId: line.purchase_order_line_id ?? null,
      overDeliveryReason: line.over_delivery_reason ?? null,
    })),
  }
}

export default class StockReceiptsController {
  /** Stocks / Add: the receipt form, and the receipt just saved when coming back from one. */
  async create(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const branches = scope.activeBranches()
    const received = ctx.session.flashMessages.get('receipt') as ReceivedFlash | undefined
    const withCost = await ctx.bouncer.with(ProductPolicy).allows('viewCost')
    const shape = { withCost, today: await shopToday(ctx) }
    const orders = await openOrdersOf(branches.map((branch) => branch.id))
    return ctx.inertia.render('stocks/add', {
      openOrders: orders.map((order) => new PurchaseOrderTransformer(order, shape).toObject()),
      branches: branches.map((branch) => new BranchRefTransformer(branch).toObject()),
      canViewCost: withCost,
      canPrintLabels: await ctx.bouncer.with(ProductPolicy).allows('printLabels'),
      received: received ?? null,
      limits: { lines: MAX_RECEIPT_LINES, quantity: MAX_STOCK_QUANTITY },
    })
  }

  /**
   * `GET /stocks/add/products?search=`: the scan rule (`lookUpProducts`),
   * with costs for those who may see them, as JSON.
   */
  async products({ bouncer, request, response }: HttpContext) {
    const { search } = await request.validateUsing(receiptProductSearchValidator, {
      data: request.qs(),
    })
    const withCost = await bouncer.with(ProductPolicy).allows('viewCost')
    const found = await lookUpProducts(allProducts, search, { limit: RECEIPT_SEARCH_LIMIT })
    return response.json(
      lookupJson(found, (product) => new ReceiptProductTransformer(product, withCost).toObject())
    )
  }

  /** Posts the receipt, then back to Stocks / Add saying what was received, with its next steps. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(receiptValidator)
    const withCost = await ctx.bouncer.with(ProductPolicy).allows('viewCost')
    const receipt = await receiveStock(receiptInput(input, withCost), actorOf(ctx))
    const units = input.lines.reduce((sum, line) => sum + line.quantity, 0)
    ctx.session.flash(
      'success',
      `Received ${receipt.number}: ${units} unit${units === 1 ? '' : 's'} posted.`
    )
    ctx.session.flash('receipt', new StockReceiptRefTransformer(receipt).toObject())
    return ctx.response.redirect().toRoute('stocks.add')
  }
}
