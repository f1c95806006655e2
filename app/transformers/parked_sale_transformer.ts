import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A parked sale as the counter lists it; `branch`, `seller` and `customer` must be preloaded. */
export default class ParkedSaleTransformer extends BaseTransformer<Order> {
  toObject() {
    const order = this.resource
    return {
      id: order.id,
      branch: order.branch.name,
      seller: order.seller.name,
      customer: order.customer ? order.customer.name : null,
      items: order.itemCount,
      total: order.total,
      parkedAt: order.updatedAt.toISO()!,
    }
  }
}
