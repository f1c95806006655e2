import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type OfflineSaleIssue from '#models/offline_sale_issue'
import { BranchScope } from '#services/platform/branch_scope'

/**
 * Sales sent from tills that sold offline and that a manager looks at:
 * those kept for review and those recorded with flags. Reviewing needs
 * `orders.review_offline`; an issue is resolved once, in the reviewer's
 * branches (one naming no branch only by a role of all branches).
 */
export default class OfflineSalePolicy extends BasePolicy {
  review(user: User) {
    return user.can('orders.review_offline')
  }

  async resolve(user: User, issue?: OfflineSaleIssue) {
    if (!this.review(user)) return false
    if (!issue) return true
    if (issue.resolvedAt !== null) return false
    const scope = await BranchScope.of(user)
    return issue.branchId === null ? scope.allBranches : scope.includes(issue.branchId)
  }
}
