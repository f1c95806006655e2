import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Customer from '#models/customer'

/**
 * Customers: `customers.view` reads, `customers.manage` writes. An erased
 * customer is read-only for everyone: their personal data is gone for good.
 */
export default class CustomerPolicy extends BasePolicy {
  view(user: User) {
    return user.can('customers.view')
  }

  manage(user: User) {
    return user.can('customers.manage')
  }

  edit(user: User, customer: Customer) {
    return user.can('customers.manage') && customer.erasedAt === null
  }

  erase(user: User, customer: Customer) {
    return this.edit(user, customer)
  }
}
