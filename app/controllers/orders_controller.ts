import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/order'
import OrderPolicy from '#policies/order_policy'
import ReceiptTransformer from '#transformers/receipt_transformer'
import ReceiptSettingsTransformer from '#transformers/receipt_settings_transformer'
import OrderRowTransformer from '#transformers/order_row_transformer'
import { actorOf } from '#services/platform/actor'
import { orderListPage, orderListQuery, receiptOf } from '#services/sales/sales_queries'
import { voidOffer, voidOrder, voidRefusal } from '#services/sales/order_voids'
import { updateOrderDetails } from '#services/sales/order_details'
import { renderReceiptPdf } from '#services/sales/receipt_pdf'
import { exportList } from '#services/csv/export'
import { optionOf } from '#support/select_options'
import { orderExportColumns } from '#services/sales/order_csv'
import {
  orderDetailsValidator,
  orderIndexValidator,
  receiptPdfValidator,
  voidOrderValidator,
} from '#validators/order'
import { approvedVoidValidator } from '#validators/approval'
import { filterProps, readListQuery } from '#validators/list'
import { sendPdf } from '#support/pdf_response'

/** The orders list's filters, echoed back to its form. */
const ORDER_FILTERS = [
  'search',
  'status',
  'branch',
  'seller',
  'payment',
  'from',
  'to',
  'sort',
] as const

function mayVoid(bouncer: HttpContext['bouncer'], order: Order) {
  return bouncer.with(OrderPolicy).allows('void', order)
}

/**
 * The receipt's buttons besides Void (which also asks the day): void with a
 * manager's approval, new sale, return goods, edit.
 */
async function receiptFlags(bouncer: HttpContext['bouncer'], order: Order, timezone: string) {
  const policy = bouncer.with(OrderPolicy)
  return {
    // "Void needs approval": a manager's PIN on this screen approves it.
    voidWithApproval:
      (await policy.allows('voidWithApproval', order)) && voidRefusal(order, timezone) === null,
    create: await policy.allows('create'),
    returnGoods: await policy.allows('returnGoods', order),
    edit: await policy.allows('update', order),
  }
}

/** Just rung up at the counter: the receipt says so, and the next sale is one keystroke away. */
function completedSale(session: HttpContext['session'], order: Order) {
  const justCompleted = Number(session.flashMessages.get('completedOrder')) === order.id
  const message = session.flashMessages.get('saleCompleted') ?? ''
  return { justCompleted, completedMessage: justCompleted ? String(message) : null }
}

export default class OrdersController {
  /** Orders / Index: the sales of the user's branches, newest first. */
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(orderIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    const { rows, meta, sellers } = await orderListPage(scope, filters, settings.businessTimezone)
    return inertia.render('orders/index', {
      orders: rows.map((row) => new OrderRowTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, ORDER_FILTERS),
      branches: scope.branches.map(optionOf),
      sellers: sellers.map(optionOf),
      can: { export: await bouncer.with(OrderPolicy).allows('export') },
    })
  }

  /** The list as CSV, with the same filters and order; the route asks OrderPolicy.export. */
  async export(ctx: HttpContext) {
    const filters = await readListQuery(orderIndexValidator, ctx.request.qs())
    const settings = await ctx.shopSettings
    const query = orderListQuery(await ctx.branchScope, filters, settings.businessTimezone)
    exportList(ctx.response, 'orders', settings, orderExportColumns, query)
  }

  /** The receipt of an order of the user's branches (Orders / Show); another branch's is missing. */
  async show(ctx: HttpContext) {
    const { inertia, params, bouncer, session } = ctx
    const { order, returns } = await receiptOf(await ctx.branchScope, params.id)
    const settings = await ctx.shopSettings
    const offer = voidOffer(order, settings.businessTimezone, await mayVoid(bouncer, order))
    return inertia.render('orders/show', {
      order: new ReceiptTransformer(order, { returns }).toObject(),
      receiptSettings: new ReceiptSettingsTransformer(settings).toObject(),
      voidRefused: offer.voidRefused,
      can: {
        void: offer.void,
        ...(await receiptFlags(bouncer, order, settings.businessTimezone)),
      },
      ...completedSale(session, order),
    })
  }

  /** The receipt as a PDF on an 80 mm roll or A4 (`?paper=a4`), the same as the page prints. */
  async pdf(ctx: HttpContext) {
    const { params, request, response } = ctx
    const { paper } = await receiptPdfValidator.validate(request.qs())
    const { order, returns } = await receiptOf(await ctx.branchScope, params.id)
    const receipt = new ReceiptTransformer(order, { returns }).toObject()
    const settings = ReceiptSettingsTransformer.forPdf(await ctx.shopSettings)
    const pdf = await renderReceiptPdf(receipt, settings, paper ?? '80mm')
    const name = order.number ?? `draft-${order.id}`
    return sendPdf(response, pdf, `receipt-${name}.pdf`)
  }

  /** Orders / Edit of a completed sale: its customer and note, audited (orders.edit). */
  async update(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const found = await scope.findOrFail(Order, ctx.params.id)
    await ctx.bouncer.with(OrderPolicy).authorize('update', found)
    const input = await ctx.request.validateUsing(orderDetailsValidator)
    const order = await updateOrderDetails(
      found.id,
      { customerId: input.customer_id ?? null, note: input.note ?? null },
      actorOf(ctx)
    )
    ctx.session.flash('success', `Order ${order.number} updated.`)
    return ctx.response.redirect().toRoute('orders.show', [order.id])
  }

  /** Voids a sale of today (orders.void); the service checks the day, returns and scope again. */
  async void(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const found = await scope.findOrFail(Order, ctx.params.id)
    await ctx.bouncer.with(OrderPolicy).authorize('void', found)
    const { reason } = await ctx.request.validateUsing(voidOrderValidator)
    const order = await voidOrder(found.id, reason, actorOf(ctx))
    ctx.session.flash('success', `Order ${order.number} voided: its stock is back on the shelf.`)
    return ctx.response.redirect().toRoute('orders.show', [order.id])
  }

  /**
   * "Void needs approval": a seller who may not void alone voids with a
   * manager's approval of this order (none sent: the answer asks for one);
   * the service checks the day, returns, scope and the approval again.
   */
  async voidWithApproval(ctx: HttpContext) {
    const scope = await ctx.branchScope
    const found = await scope.findOrFail(Order, ctx.params.id)
    await ctx.bouncer.with(OrderPolicy).authorize('voidWithApproval', found)
    const input = await ctx.request.validateUsing(approvedVoidValidator)
    const order = await voidOrder(found.id, input.reason, actorOf(ctx), undefined, {
      mayVoidAlone: false,
      approvalToken: input.approval_token,
    })
    ctx.session.flash('success', `Order ${order.number} voided: its stock is back on the shelf.`)
    return ctx.response.redirect().toRoute('orders.show', [order.id])
  }
}
