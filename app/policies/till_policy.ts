import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Till from '#models/till'
import { BranchScope } from '#services/platform/branch_scope'

/**
 * Tills: who sees the list (anyone who uses, manages or reads them), who
 * creates and edits them (`tills.manage`), and who opens a session on one
 * (`tills.use` at the till's branch, while the till is active).
 */
export default class TillPolicy extends BasePolicy {
  view(user: User) {
    return user.canAny(['tills.use', 'tills.manage', 'tills.view'])
  }

  manage(user: User) {
    return user.can('tills.manage')
  }

  private async holds(user: User, till: Till) {
    const scope = await BranchScope.of(user)
    return scope.includes(till.branchId)
  }

  async edit(user: User, till: Till) {
    return user.can('tills.manage') && (await this.holds(user, till))
  }

  async open(user: User, till: Till) {
    return user.can('tills.use') && till.isActive && (await this.holds(user, till))
  }
}
