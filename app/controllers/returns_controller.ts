import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import Order from '#models/order'
import SaleReturn, { RETURN_LIST_ORDERS } from '#models/sale_return'
import OrderPolicy from '#policies/order_policy'
import ReturnPolicy from '#policies/return_policy'
import ReceiptTransformer from '#transformers/receipt_transformer'
import ReturnRowTransformer from '#transformers/return_row_transformer'
import { actorOf } from '#services/platform/actor'
import { type BranchScope } from '#services/platform/branch_scope'
import { streamCsv } from '#services/csv/export'
import { csvFormatFor } from '#common/csv_format'
import { csvFilename } from '#services/csv/writer'
import { returnExportColumns } from '#services/sales/return_csv'
import { createReturn } from '#services/sales/returns'
import { formatMoney } from '#common/money'
import { filterProps, readListQuery } from '#validators/list'
import { returnIndexValidator, returnLookupValidator, returnValidator } from '#validators/return'
import { paginate, seekOf } from '#support/pagination'

/**
 * The returns of the user's branches that the list's filters keep, in its
 * order; of their relations, only what the rows and the export show.
 */
function returnListQuery(
  scope: BranchScope,
  filters: Infer<typeof returnIndexValidator>,
  timezone: string
) {
  scope.branchFilter(filters.branch)
  return scope
    .restrict(SaleReturn.query(), 'returns.branch_id')
    .apply((scopes) => {
      scopes.filtered(filters, timezone)
      scopes.sortedBy(filters.sort)
    })
    .preload('order', (order) => order.select('id', 'number'))
    .preload('branch', (branch) => branch.select('id', 'code', 'name'))
    .preload('user', (user) => user.select('id', 'name'))
    .withAggregate('lines', (lines) => lines.sum('quantity').as('units'))
}

export default class ReturnsController {
  /** Returns / Index: goods taken back at the user's branches, newest first. */
  async index(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const filters = await readListQuery(returnIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    const { rows, meta } = await paginate(
      returnListQuery(scope, filters, settings.businessTimezone),
      filters.page,
      { keyColumn: 'returns.id', seek: seekOf(RETURN_LIST_ORDERS, filters) }
    )
    const branches = scope.branches
    const policy = bouncer.with(ReturnPolicy)
    return inertia.render('returns/index', {
      returns: rows.map((row) => new ReturnRowTransformer(row).toObject()),
      meta,
      filters: filterProps(filters, ['search', 'branch', 'reason', 'from', 'to', 'sort']),
      branches: branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
      can: { export: await policy.allows('export'), create: await policy.allows('create') },
    })
  }

  /** The list as CSV, with the same filters and order. */
  async export(ctx: HttpContext) {
    const { request, response } = ctx
    const filters = await readListQuery(returnIndexValidator, request.qs())
    const settings = await ctx.shopSettings
    const scope = await ctx.branchScope
    streamCsv(
      response,
      csvFilename('returns', settings.businessTimezone),
      returnExportColumns(settings.currency, settings.businessTimezone),
      returnListQuery(scope, filters, settings.businessTimezone),
      csvFormatFor(settings.locale)
    )
  }

  /**
   * Returns / Create: the sale found by its receipt's barcode or number
   * (`?order=`), or opened from its receipt (`?order_id=`), with each line's
   * sold, returned and returnable units.
   */
  async create(ctx: HttpContext) {
    const { inertia, request, bouncer } = ctx
    const lookup = await returnLookupValidator.validate(request.qs())
    const scope = await ctx.branchScope
    const code = lookup.order?.trim().toUpperCase()
    let order: Order | null = null
    if (lookup.order_id !== undefined || code) {
      const query = scope.restrict(Order.query())
      if (lookup.order_id !== undefined) query.where('id', lookup.order_id)
      else query.where('number', code!)
      order = await query
        .preload('branch')
        .preload('seller')
        .preload('customer')
        .preload('voider')
        .preload('lines')
        .preload('payments')
        .first()
    }
    const returnable = order ? await bouncer.with(OrderPolicy).allows('returnGoods', order) : false
    return inertia.render('returns/create', {
      searched: code ?? (order?.number || ''),
      order: order ? new ReceiptTransformer(order, { returns: [] }).toObject() : null,
      notFound: order === null && (code !== undefined || lookup.order_id !== undefined),
      returnable,
    })
  }

  /** Takes the goods back; to the order's receipt, which lists the return. */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(returnValidator)
    const saleReturn = await createReturn(
      {
        orderId: input.order_id,
        reason: input.reason,
        refundMethod: input.refund_method,
        note: input.note ?? null,
        lines: input.lines.map((line) => ({
          orderLineId: line.order_line_id,
          quantity: line.quantity,
          restock: line.restock,
        })),
      },
      actorOf(ctx)
    )
    const settings = await ctx.shopSettings
    ctx.session.flash(
      'success',
      `Return ${saleReturn.number} saved: refund ${formatMoney(saleReturn.refundTotal, settings.currency, settings.locale)}.`
    )
    return ctx.response.redirect().toRoute('orders.show', [saleReturn.orderId])
  }
}
