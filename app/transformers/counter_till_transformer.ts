import type Till from '#models/till'
import type TillSession from '#models/till_session'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A till as the counter's strip offers it, with its open session: who
 * opened it, when, the float, and the cash the drawer should hold only for
 * who manages tills (`showExpected`), so a cashier still counts blind.
 */
export default class CounterTillTransformer extends BaseTransformer<{
  till: Till
  session: TillSession | null
  showExpected: boolean
}> {
  toObject() {
    const { till, session, showExpected } = this.resource
    return {
      id: till.id,
      name: till.name,
      branchId: till.branchId,
      session: session
        ? {
            id: session.id,
            openedAt: session.openedAt.toISO()!,
            openedBy: session.opener?.name ?? null,
            openingFloat: session.openingFloat,
            expectedCash: showExpected ? session.currentExpectedCash : null,
          }
        : null,
    }
  }
}
