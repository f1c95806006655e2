import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * Reports: `reports.view` opens them and their exports (reports have no
 * manage permission). Cost, profit and margin are ProductPolicy.viewCost's,
 * as everywhere else a product's cost shows.
 */
export default class ReportPolicy extends BasePolicy {
  view(user: User) {
    return user.can('reports.view')
  }
}
