import { BaseTransformer } from '@adonisjs/core/transformers'
import type { dashboardCashDifferences } from '#services/tills/till_dashboard'

/** This week's cash differences on the dashboard: their sum, and the sessions, largest first. */
export default class DashboardCashDifferencesTransformer extends BaseTransformer<
  Awaited<ReturnType<typeof dashboardCashDifferences>>
> {
  toObject() {
    const differences = this.resource
    return {
      from: differences.from,
      total: differences.total,
      difference: differences.difference,
      sessions: differences.sessions.map((session) => ({
        id: session.id,
        zNumber: session.zNumber,
        till: session.till.name,
        branch: session.branch.name,
        openedBy: session.opener?.name ?? null,
        closedAt: session.closedAt!.toISO()!,
        difference: session.cashDifference ?? 0,
      })),
    }
  }
}
