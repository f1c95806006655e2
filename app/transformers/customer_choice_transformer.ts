import type Customer from '#models/customer'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A customer as the counter's picker offers and shows them: the name, then how to reach them. */
export default class CustomerChoiceTransformer extends BaseTransformer<Customer> {
  toObject() {
    const customer = this.resource
    const contact = customer.phone ?? customer.email
    return {
      value: String(customer.id),
      label: contact ? `${customer.name} · ${contact}` : customer.name,
    }
  }
}
