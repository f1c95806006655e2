import type Customer from '#models/customer'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A customer as the list and the form show them. `inUse` names what refers
 * to the customer; while it is empty the customer may be deleted.
 */
export default class CustomerTransformer extends BaseTransformer<Customer> {
  constructor(
    resource: Customer,
    protected extra: { inUse: string[] }
  ) {
    super(resource)
  }

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
      inUse: this.extra.inUse,
    }
  }
}
