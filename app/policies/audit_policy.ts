import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'

/**
 * The audit trail: read with `audit.view`, never changed by anyone. What an
 * event shows of a product's cost is decided with ProductPolicy's viewCost.
 */
export default class AuditPolicy extends BasePolicy {
  view(user: User) {
    return user.can('audit.view')
  }
}
