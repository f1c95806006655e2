import { urlFor } from '@adonisjs/core/services/url_builder'
import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** An order as a header search result: its number, who bought, and its receipt. The customer must be preloaded. */
export default class OrderSearchResultTransformer extends BaseTransformer<Order> {
  toObject() {
    const order = this.resource
    return {
      id: order.id,
      title: order.number!,
      subtitle: order.customer?.name ?? 'Walk-in',
      url: urlFor('orders.show', { id: order.id }),
      inactive: order.status === 'voided',
    }
  }
}
