import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Stock at the user's branches. Branch scope is checked by the queries. */
export default class StockPolicy extends BasePolicy {
  view(user: User) {
    return user.can('stock.view')
  }

  receive(user: User) {
    return user.can('stock.receive')
  }

  adjust(user: User) {
    return user.can('stock.adjust')
  }

  /**
   * Exports need the area's managing permission; stock has no `.manage`,
   * and adjusting is what manages it.
   */
  export(user: User) {
    return user.can('stock.adjust')
  }
}
