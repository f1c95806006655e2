import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { PAYMENT_METHODS } from '#common/sale_totals'

/** The payment methods an order was paid with, once each, in the catalogue's order. */
export function paymentMethodsOf(order: Order) {
  const used = new Set(order.payments.map((payment) => payment.method))
  return PAYMENT_METHODS.filter((method) => used.has(method))
}

/** A row of the orders list; `branch`, `seller`, `customer` and `payments` must be preloaded. */
export default class OrderRowTransformer extends BaseTransformer<Order> {
  toObject() {
    const order = this.resource
    return {
      id: order.id,
      number: order.number!,
      provisionalRef: order.provisionalRef,
      completedAt: order.completedAt!.toISO()!,
      branch: order.branch.name,
      seller: order.seller.name,
      customer: order.customer?.name ?? null,
      items: order.itemCount,
      total: order.total,
      paymentMethods: paymentMethodsOf(order),
      status: order.status,
    }
  }
}
