import type Customer from '#models/customer'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A customer as the list and the form show them. */
export default class CustomerTransformer extends BaseTransformer<Customer> {
  toObject() {
    const customer = this.resource
    return {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      notes: customer.notes,
      isActive: customer.isActive,
      erased: customer.erasedAt !== null,
      createdAt: customer.createdAt.toISO()!,
    }
  }
}
