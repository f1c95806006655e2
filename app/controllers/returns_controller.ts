import type { HttpContext } from '@adonisjs/core/http'
import OrderPolicy from '#policies/order_policy'
import ReturnPolicy from '#policies/return_policy'
import ReceiptTransformer from '#transformers/receipt_transformer'
import ReturnRowTransformer from '#transformers/return_row_transformer'
import { actorOf } from '#services/platform/actor'
import { exportList } from '#services/csv/export'
import { orderToReturn, returnListPage, returnListQuery } from '#services/sales/sales_queries'
import { returnExportColumns } from '#services/sales/return_csv'
import { createReturn } from '#services/sales/returns'
import { formatMoney } from '#common/money'
import { optionOf } from '#support/select_options'
import { filterProps, readListQuery } from '#validators/list'
import {
  returnIndexValidator,
  returnInputOf,
  returnLookupValidator,
  returnValidator,
} from '#validators/return'

export default class ReturnsController {
  /** Returns / Index: goods taken back at the user's branches, newest first. */
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(returnIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    const { rows, meta } = await returnListPage(scope, filters, settings.businessTimezone)
    const policy = bouncer.with(ReturnPolicy)
    return inertia.render('returns/index', {
      returns: rows.map((row) => new ReturnRowTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, ['search', 'branch', 'reason', 'from', 'to', 'sort']),
      branches: scope.branches.map(optionOf),
      can: { export: await policy.allows('export'), create: await policy.allows('create') },
    })
  }

  /** The list as CSV, with the same filters and order. */
  async export(ctx: HttpContext) {
    const filters = await readListQuery(returnIndexValidator, ctx.request.qs())
    const settings = await ctx.shopSettings
    const query = returnListQuery(await ctx.branchScope, filters, settings.businessTimezone)
    exportList(ctx.response, 'returns', settings, returnExportColumns, query)
  }

  /**
   * Returns / Create: the sale found by its receipt's barcode or number
   * (`?order=`), or opened from its receipt (`?order_id=`), with each line's
   * sold, returned and returnable units.
   */
  async create(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const lookup = await returnLookupValidator.validate(request.qs())
    const code = lookup.order?.trim().toUpperCase()
    const order = await orderToReturn(await ctx.branchScope, { orderId: lookup.order_id, code })
    const returnable = order ? await bouncer.with(OrderPolicy).allows('returnGoods', order) : false
    return inertia.render('returns/create', {
      searched: code ?? (order?.number || ''),
      order: order ? new ReceiptTransformer(order, { returns: [] }).toObject() : null,
      notFound: order === null && (code !== undefined || lookup.order_id !== undefined),
      returnable,
    })
  }

  /**
   * Takes the goods back; to the order's receipt, which lists the return.
   * A refund paid another way than the sale carries a manager's approval
   * unless the user may refund any way.
   */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(returnValidator)
    const saleReturn = await createReturn(
      {
        ...returnInputOf(input),
        mayRefundAnyMethod: await ctx.bouncer.with(ReturnPolicy).allows('refundAnyMethod'),
      },
      actorOf(ctx)
    )
    const settings = await ctx.shopSettings
    const refund = formatMoney(saleReturn.refundTotal, settings.currency, settings.locale)
    ctx.session.flash('success', `Return ${saleReturn.number} saved: refund ${refund}.`)
    return ctx.response.redirect().toRoute('orders.show', [saleReturn.orderId])
  }
}
