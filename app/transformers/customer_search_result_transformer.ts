import { urlFor } from '@adonisjs/core/services/url_builder'
import type Customer from '#models/customer'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A customer as a header search result: name, and how to reach them. */
export default class CustomerSearchResultTransformer extends BaseTransformer<Customer> {
  toObject() {
    const customer = this.resource
    return {
      id: customer.id,
      title: customer.name,
      subtitle: [customer.email, customer.phone].filter(Boolean).join(' · '),
      url: urlFor('customers.edit', { id: customer.id }),
      inactive: !customer.isActive,
    }
  }
}
