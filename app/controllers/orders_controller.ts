import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Order, { ORDER_LIST_ORDERS } from '#models/order'
import User from '#models/user'
import SaleReturn from '#models/sale_return'
import OrderPolicy from '#policies/order_policy'
import ReceiptTransformer from '#transformers/receipt_transformer'
import ReceiptSettingsTransformer from '#transformers/receipt_settings_transformer'
import OrderRowTransformer from '#transformers/order_row_transformer'
import { actorOf } from '#services/platform/actor'
import { BranchScope } from '#services/platform/branch_scope'
import { voidOffer, voidOrder } from '#services/sales/order_voids'
import { updateOrderDetails } from '#services/sales/order_details'
import { renderReceiptPdf } from '#services/sales/receipt_pdf'
import { streamCsv } from '#services/csv/export'
import { csvFormatFor } from '#common/csv_format'
import { csvFilename } from '#services/csv/writer'
import { orderExportColumns } from '#services/sales/order_csv'
import {
  orderDetailsValidator,
  orderIndexValidator,
  receiptPdfValidator,
  voidOrderValidator,
} from '#validators/order'
import { filterProps, readListQuery } from '#validators/list'
import { paginate, seekOf } from '#support/pagination'
import type { Infer } from '@vinejs/vine/types'

/**
 * The orders of the user's branches that the list's filters keep, in its
 * order, with only the columns of their relations that the rows and the
 * export show: hydrating whole users, customers and branches (timestamps
 * parsed) was the list's largest cost after SQLite itself.
 */
function orderListQuery(
  scope: BranchScope,
  filters: Infer<typeof orderIndexValidator>,
  timezone: string
) {
  scope.branchFilter(filters.branch)
  return scope
    .restrict(Order.query(), 'orders.branch_id')
    .apply((scopes) => {
      scopes.checkedOut()
      scopes.filtered(filters, timezone)
      scopes.sortedBy(filters.sort, filters.search)
    })
    .preload('branch', (branch) => branch.select('id', 'code', 'name'))
    .preload('seller', (seller) => seller.select('id', 'name'))
    .preload('customer', (customer) => customer.select('id', 'name'))
    .preload('payments', (payments) => payments.select('id', 'order_id', 'method'))
}

/** An order of the user's branches with everything its receipt shows. */
async function receiptOf(user: User, id: unknown) {
  const scope = await BranchScope.of(user)
  const found = await scope.findOrFail(Order, id)
  const order = await Order.query()
    .where('id', found.id)
    .preload('branch')
    .preload('seller')
    .preload('customer')
    .preload('voider')
    .preload('lines')
    .preload('payments')
    .firstOrFail()
  const returns = await SaleReturn.query().where('order_id', order.id).preload('user').orderBy('id')
  return { order, returns }
}

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
    const branches = scope.branches
    // The sellers to filter by: whoever sold at one of the user's branches. One index
    // probe per user, where a DISTINCT over the orders read them all (a million).
    const sellers = await User.query()
      .whereExists((sold) => {
        scope
          .restrict(sold.from('orders').whereColumn('orders.seller_id', 'users.id'), 'branch_id')
          .select(db.raw('1'))
      })
      .select('id', 'name')
      .orderBy('name')
      .orderBy('id')
      .pojo<{ id: number; name: string }>()
    return inertia.render('orders/index', {
      orders: rows.map((row) => new OrderRowTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, [
        'search',
        'status',
        'branch',
        'seller',
        'payment',
        'from',
        'to',
        'sort',
      ]),
      branches: branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
      sellers: sellers.map((seller) => ({ value: String(seller.id), label: seller.name })),
      can: { export: await bouncer.with(OrderPolicy).allows('export') },
    })
  }

  /** The list as CSV, with the same filters and order; the route asks OrderPolicy.export. */
  async export(ctx: HttpContext) {
    const { request, response } = ctx
    const filters = await readListQuery(orderIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    streamCsv(
      response,
      csvFilename('orders', settings.businessTimezone),
      orderExportColumns(settings.currency, settings.businessTimezone),
      orderListQuery(scope, filters, settings.businessTimezone),
      csvFormatFor(settings.locale)
    )
  }

  /** The receipt of an order of the user's branches (Orders / Show); another branch's is missing. */
  async show(ctx: HttpContext) {
    const { inertia, params, auth, bouncer, session } = ctx
    const { order, returns } = await receiptOf(auth.getUserOrFail(), params.id)
    const settings = await ctx.shopSettings
    const mayVoid = await bouncer.with(OrderPolicy).allows('void', order)
    const offer = voidOffer(order, settings.businessTimezone, mayVoid)
    return inertia.render('orders/show', {
      order: new ReceiptTransformer(order, { returns }).toObject(),
      receiptSettings: new ReceiptSettingsTransformer(settings).toObject(),
      voidRefused: offer.voidRefused,
      can: {
        void: offer.void,
        create: await bouncer.with(OrderPolicy).allows('create'),
        returnGoods: await bouncer.with(OrderPolicy).allows('returnGoods', order),
        edit: await bouncer.with(OrderPolicy).allows('update', order),
      },
      // Just rung up at the counter: the next sale is one keystroke away.
      justCompleted: Number(session.flashMessages.get('completedOrder')) === order.id,
    })
  }

  /** The receipt as a PDF on an 80 mm roll or A4 (`?paper=a4`), the same as the page prints. */
  async pdf(ctx: HttpContext) {
    const { params, auth, request, response } = ctx
    const { paper } = await receiptPdfValidator.validate(request.qs())
    const { order, returns } = await receiptOf(auth.getUserOrFail(), params.id)
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
}
