import type Customer from '#models/customer'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CustomerFigures } from '#services/customers/customer_figures'

/**
 * A customer as the list and the form show them. `inUse` names what refers
 * to the customer; while it is empty the customer may be deleted. `figures`
 * are their purchases in the viewer's branches.
 */
export default class CustomerTransformer extends BaseTransformer<Customer> {
  constructor(
    resource: Customer,
    protected extra: { inUse: string[]; figures: CustomerFigures }
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
      orders: this.extra.figures.orders,
      spent: this.extra.figures.spent,
      lastPurchaseAt: this.extra.figures.lastPurchaseAt?.toISO() ?? null,
    }
  }
}
