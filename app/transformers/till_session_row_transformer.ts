import type TillSession from '#models/till_session'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A row of the sessions list; `till`, `branch` and `opener` must be loaded.
 * The count's figures are a closed session's only, so a blind count stays blind.
 */
export default class TillSessionRowTransformer extends BaseTransformer<TillSession> {
  toObject() {
    const session = this.resource
    const closed = session.status === 'closed'
    return {
      id: session.id,
      status: session.status,
      zNumber: session.zNumber,
      openedAt: session.openedAt.toISO()!,
      closedAt: session.closedAt?.toISO() ?? null,
      till: session.till.name,
      branch: session.branch.name,
      openedBy: session.opener.name,
      openingFloat: session.openingFloat,
      salesCount: session.salesCount,
      salesTotal: session.salesTotal,
      expectedCash: closed ? session.expectedCash : null,
      countedCash: closed ? session.countedCash : null,
      cashDifference: closed ? session.cashDifference : null,
    }
  }
}
