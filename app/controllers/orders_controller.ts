import type { HttpContext } from '@adonisjs/core/http'
import Order, { ORDER_LIST_ORDERS } from '#models/order'
import OrderPolicy from '#policies/order_policy'
import ReceiptTransformer from '#transformers/receipt_transformer'
import ReceiptSettingsTransformer from '#transformers/receipt_settings_transformer'
import OrderRowTransformer from '#transformers/order_row_transformer'
import { actorOf } from '#services/platform/actor'
import { orderListQuery, receiptOf, sellersAt } from '#services/sales/sales_queries'
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
import { paginate, seekOf } from '#support/pagination'

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

export default class OrdersController {
  /** Orders / Index: the sales of the user's branches, newest first. */
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(orderIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    const { rows, meta } = await paginate(
      orderListQuery(scope, filters, settings.businessTimezone),
      filters.page,
      { keyColumn: 'orders.id', seek: seekOf(ORDER_LIST_ORDERS, filters) }
    )
    const sellers = await sellersAt(scope)
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
    const mayVoid = await bouncer.with(OrderPolicy).allows('void', order)
    const mayAsk = await bouncer.with(OrderPolicy).allows('voidWithApproval', order)
    const offer = voidOffer(order, settings.businessTimezone, mayVoid)
    return inertia.render('orders/show', {
      order: new ReceiptTransformer(order, { returns }).toObject(),
      receiptSettings: new ReceiptSettingsTransformer(settings).toObject(),
      voidRefused: offer.voidRefused,
      can: {
        void: offer.void,
        // "Void needs approval": a manager's PIN on this screen approves it.
        voidWithApproval: mayAsk && voidRefusal(order, settings.businessTimezone) === null,
        create: await bouncer.with(OrderPolicy).allows('create'),
        returnGoods: await bouncer.with(OrderPolicy).allows('returnGoods', order),
        edit: await bouncer.with(OrderPolicy).allows('update', order),
      },
      // Just rung up at the counter: the next sale is one keystroke away.
      justCompleted: Number(session.flashMessages.get('completedOrder')) === order.id,
      completedMessage:
        Number(session.flashMessages.get('completedOrder')) === order.id
          ? String(session.flashMessages.get('saleCompleted') ?? '')
          : null,
    })
  }

  /** The receipt as a PDF on an 80 mm roll or A4 (`?paper=a4`), the same as the page prints. */
  async pdf(ctx: HttpContext) {
    const { params, request, response } = ctx
    const { paper } = await receiptPdfValidator.validate(request.qs())
    const { order, returns } = await receiptOf(await ctx.branchScope, params.id)
    const settings = await ctx.shopSettings
    const pdf = await renderReceiptPdf(
      new ReceiptTransformer(order, { returns }).toObject(),
      {
        ...new ReceiptSettingsTransformer(settings).toObject(),
        currency: settings.currency,
        locale: settings.locale,
        timezone: settings.businessTimezone,
      },
      paper ?? '80mm'
    )
    response.header('Content-Type', 'application/pdf')
    response.header(
      'Content-Disposition',
      `inline; filename="receipt-${order.number ?? `draft-${order.id}`}.pdf"`
    )
    response.header('Cache-Control', 'no-store')
    return response.send(pdf)
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
