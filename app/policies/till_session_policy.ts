import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type TillSession from '#models/till_session'
import { BranchScope } from '#services/platform/branch_scope'

/** The steps a session's page asks about, each a record action below. */
export const TILL_SESSION_STEPS = ['cashMove', 'close', 'seeExpected', 'readReport'] as const

/**
 * Till sessions at the user's branches. Its own session a cashier pays cash
 * in and out of and closes (`tills.use`); anyone else's needs
 * `tills.manage`. The expected cash of an open session is shown to those
 * who manage tills, and to the cashier only when the shop does not count
 * blind; once closed, to everyone who may read the session.
 */
export default class TillSessionPolicy extends BasePolicy {
  view(user: User) {
    return user.canAny(['tills.view', 'tills.manage'])
  }

  export(user: User) {
    return user.canAny(['tills.view', 'tills.manage'])
  }

  private async holds(user: User, session: TillSession) {
    const scope = await BranchScope.of(user)
    return scope.includes(session.branchId)
  }

  /** Its own session for whoever opened it with `tills.use`; any in scope with `tills.manage`. */
  private async owns(user: User, session: TillSession) {
    if (!(await this.holds(user, session))) return false
    if (user.can('tills.manage')) return true
    return user.can('tills.use') && session.openedBy === user.id
  }

  async show(user: User, session: TillSession) {
    if (!(await this.holds(user, session))) return false
    return user.canAny(['tills.view', 'tills.manage']) || (await this.owns(user, session))
  }

  async cashMove(user: User, session: TillSession, _blind?: boolean) {
    return session.status === 'open' && (await this.owns(user, session))
  }

  async close(user: User, session: TillSession, _blind?: boolean) {
    return session.status === 'open' && (await this.owns(user, session))
  }

  /** The X report of an open session, or the Z report of a closed one. */
  async readReport(user: User, session: TillSession, _blind?: boolean) {
    return this.show(user, session)
  }

  /** The expected cash before the count: `blind` is the shop's blind-count setting. */
  async seeExpected(user: User, session: TillSession, blind: boolean = true) {
    if (!(await this.show(user, session))) return false
    if (session.status === 'closed' || user.can('tills.manage')) return true
    return !blind
  }
}
