import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Reports: `reports.view` opens them and
 * their exports (reports have no manage permission); cost, profit and
 * margin need `products.view_cost` as well.
 */
export default class ReportPolicy extends BasePolicy {
  view(user: User) {
    return user.can('reports.view')
  }

  viewCost(user: User) {
    return user.can('reports.view') && user.can('products.view_cost')
  }
}
