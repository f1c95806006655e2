import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** The dashboard and the header search, open to every role with `dashboard.view`. */
export default class DashboardPolicy extends BasePolicy {
  view(user: User) {
    return user.can('dashboard.view')
  }

  /** What the search finds is limited by each area's own permission (global_search.ts). */
  search(user: User) {
    return user.can('dashboard.view')
  }
}
