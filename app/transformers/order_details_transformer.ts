import type Order from '#models/order'
import { BaseTransformer } from '@adonisjs/core/transformers'
import CustomerChoiceTransformer from '#transformers/customer_choice_transformer'

/** A completed sale's details as Orders / Edit changes them; `customer` must be loaded. */
export default class OrderDetailsTransformer extends BaseTransformer<Order> {
  toObject() {
    const order = this.resource
    return {
      id: order.id,
      number: order.number!,
      status: order.status,
      completedAt: order.completedAt!.toISO()!,
      total: order.total,
      customer: order.customer ? new CustomerChoiceTransformer(order.customer).toObject() : null,
      note: order.note ?? '',
    }
  }
}
