import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** The catalogue: reading, writing, and seeing what products cost. */
export default class ProductPolicy extends BasePolicy {
  view(user: User) {
    return user.can('products.view')
  }

  manage(user: User) {
    return user.can('products.manage')
  }

  /** Cost and margin are shown, and cost may be set, only with `products.view_cost`. */
  viewCost(user: User) {
    return user.can('products.view_cost')
  }

  printLabels(user: User) {
    return user.can('products.print_labels')
  }
}
