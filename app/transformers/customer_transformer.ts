import type Customer from '#models/customer'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { NO_PURCHASES, type CustomerFigures } from '#services/customers/customer_figures'

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

  /** Customers with what refers to each and their purchases, as `customerDetails` reads them. */
  static ofList(
    customers: Customer[],
    details: { references: Map<number, string[]>; figures: Map<number, CustomerFigures> }
  ) {
    return customers.map((customer) =>
      new CustomerTransformer(customer, {
        inUse: details.references.get(customer.id) ?? [],
        figures: details.figures.get(customer.id) ?? NO_PURCHASES,
      }).toObject()
    )
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
