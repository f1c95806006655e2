import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Stocktake from '#models/stocktake'
import type StocktakeCount from '#models/stocktake_count'
import type { Permission } from '#support/permissions'
import { BranchScope } from '#services/platform/branch_scope'
import { stepRefusalMessage, type StocktakeStatus } from '#common/stocktakes'

/** The steps a stocktake's page asks about, each a record action below. */
export const STOCKTAKE_STEPS = [
  'start',
  'record',
  'finish',
  'recount',
  'post',
  'cancel',
  'seeExpected',
  'readVariance',
] as const

/**
 * Stocktakes: who counts (`stock.count`) and who creates, reviews, posts and
 * cancels (`stock.adjust`), at the user's branches, and which step each
 * status offers. Without the permission or outside the branches a step is
 * forbidden (403); in another status it is refused with the reason (422),
 * like any step a stale page asks for. The services check the status again
 * inside their transaction.
 */
export default class StocktakePolicy extends BasePolicy {
  view(user: User) {
    return user.canAny(['stock.count', 'stock.adjust'])
  }

  count(user: User) {
    return user.can('stock.count')
  }

  manage(user: User) {
    return user.can('stock.adjust')
  }

  private async holds(user: User, stocktake: Stocktake) {
    const scope = await BranchScope.of(user)
    return scope.includes(stocktake.branchId)
  }

  /** `permission` at the stocktake's branch, then one of `statuses`, else the reason. */
  private async step(
    user: User,
    stocktake: Stocktake,
    permission: Permission | readonly Permission[],
    statuses: readonly StocktakeStatus[],
    words: string
  ) {
    if (!user.canAny(permission) || !(await this.holds(user, stocktake))) return false
    if (statuses.includes(stocktake.status)) return true
    return AuthorizationResponse.deny(
      stepRefusalMessage(stocktake.number, stocktake.status, words),
      422
    )
  }

  start(user: User, stocktake: Stocktake) {
    return this.step(user, stocktake, 'stock.adjust', ['draft'], 'started')
  }

  /** Adds counts to a stocktake being counted. */
  record(user: User, stocktake: Stocktake) {
    return this.step(user, stocktake, 'stock.count', ['counting'], 'counted')
  }

  /** An entry is corrected by its author, or by whoever manages the count. */
  correct(user: User, stocktake: Stocktake, entry: StocktakeCount) {
    const permission =
      entry.userId === user.id ? (['stock.count', 'stock.adjust'] as const) : 'stock.adjust'
    return this.step(user, stocktake, permission, ['counting'], 'corrected')
  }

  finish(user: User, stocktake: Stocktake) {
    return this.step(user, stocktake, 'stock.adjust', ['counting'], 'sent to review')
  }

  recount(user: User, stocktake: Stocktake) {
    return this.step(user, stocktake, 'stock.adjust', ['review'], 'recounted')
  }

  post(user: User, stocktake: Stocktake) {
    return this.step(user, stocktake, 'stock.adjust', ['review'], 'posted')
  }

  cancel(user: User, stocktake: Stocktake) {
    return this.step(user, stocktake, 'stock.adjust', ['draft', 'counting', 'review'], 'cancelled')
  }

  /**
   * The expected figures and the variance: hidden from everyone while a
   * blind count is being counted, so nobody counts towards a number; shown
   * in review and after to those who manage the count.
   */
  seeExpected(user: User, stocktake: Stocktake) {
    if (stocktake.status === 'draft' || stocktake.status === 'counting') {
      return !stocktake.blind && stocktake.status === 'counting'
    }
    return user.can('stock.adjust')
  }

  /** The variance report: once counting is over, for those who manage the count. */
  readVariance(user: User, stocktake: Stocktake) {
    return (
      stocktake.status !== 'draft' && stocktake.status !== 'counting' && user.can('stock.adjust')
    )
  }
}
