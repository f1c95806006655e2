import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** One of a customer's sales as their page lists it; the branch must be preloaded. */
export default class CustomerOrderTransformer extends BaseTransformer<Order> {
  toObject() {
    const order = this.resource
    return {
      id: order.id,
      number: order.number!,
      branch: order.branch.name,
      completedAt: order.completedAt!.toISO()!,
      items: order.itemCount,
      total: order.total,
      status: order.status,
    }
  }
}
