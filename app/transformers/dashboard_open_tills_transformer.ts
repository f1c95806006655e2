import { BaseTransformer } from '@adonisjs/core/transformers'
import type { dashboardOpenTills } from '#services/tills/till_dashboard'
import { expectedCash } from '#common/tills'

/**
 * The dashboard's open tills: till, branch, who opened it and since when;
 * the expected cash only for who manages tills (a cashier counts blind).
 */
export default class DashboardOpenTillsTransformer extends BaseTransformer<{
  openTills: Awaited<ReturnType<typeof dashboardOpenTills>>
  withExpected: boolean
}> {
  toObject() {
    const { openTills, withExpected } = this.resource
    return {
      total: openTills.total,
      sessions: openTills.sessions.map((session) => ({
        id: session.id,
        till: session.till.name,
        branch: session.branch.name,
        openedBy: session.opener?.name ?? null,
        openedAt: session.openedAt.toISO()!,
        expectedCash: withExpected ? expectedCash(session) : null,
      })),
    }
  }
}
