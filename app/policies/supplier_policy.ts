import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Suppliers are shop-wide: who reads them (`suppliers.view`) and who keeps them (`suppliers.manage`). */
export default class SupplierPolicy extends BasePolicy {
  view(user: User) {
    return user.canAny(['suppliers.view', 'suppliers.manage'])
  }

  manage(user: User) {
    return user.can('suppliers.manage')
  }
}
