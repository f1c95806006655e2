import type { HttpContext } from '@adonisjs/core/http'
import Order from '#models/order'
import SaleReturn from '#models/sale_return'
import Setting from '#models/setting'
import OrderPolicy from '#policies/order_policy'
import ReceiptTransformer from '#transformers/receipt_transformer'
import { actorOf } from '#services/actor'
import { BranchScope } from '#services/branch_scope'
import { voidOrder } from '#services/order_voids'
import { voidOrderValidator } from '#validators/order'

export default class OrdersController {
  /** The receipt of an order of the user's branches (Orders / Show); another branch's is missing. */
  async show({ inertia, params, auth, bouncer }: HttpContext) {
    const scope = await BranchScope.of(auth.getUserOrFail())
    const found = await scope.findOrFail(Order, params.id)
    const order = await Order.query()
      .where('id', found.id)
      .preload('branch')
      .preload('seller')
      .preload('customer')
      .preload('voider')
      .preload('lines')
      .preload('payments')
      .firstOrFail()
    const returns = await SaleReturn.query()
      .where('order_id', order.id)
      .preload('user')
      .orderBy('id')
    const settings = await Setting.current()
    return inertia.render('orders/show', {
      order: new ReceiptTransformer(order, { returns }).toObject(),
      receiptSettings: {
        companyName: settings.companyName,
        taxId: settings.taxId,
        receiptHeader: settings.receiptHeader,
        receiptFooter: settings.receiptFooter,
      },
      can: { void: await bouncer.with(OrderPolicy).allows('void', order) },
    })
  }

  /** Voids a sale of today (orders.void); the service checks the day, returns and scope again. */
  async void(ctx: HttpContext) {
    const scope = await BranchScope.of(ctx.auth.getUserOrFail())
    const found = await scope.findOrFail(Order, ctx.params.id)
    const { reason } = await ctx.request.validateUsing(voidOrderValidator)
    const order = await voidOrder(found.id, reason, actorOf(ctx))
    ctx.session.flash('success', `Order ${order.number} voided: its stock is back on the shelf.`)
    return ctx.response.redirect().toRoute('orders.show', [order.id])
  }
}
