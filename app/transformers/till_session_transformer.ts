import type TillSession from '#models/till_session'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { expectedCash, floatDifference } from '#common/tills'

/**
 * A session with its X (open) or Z (closed) report figures and its
 * timeline. `showExpected` is the policy's answer: with a blind count the
 * expected cash and the difference stay hidden until the count is saved.
 */
export default class TillSessionTransformer extends BaseTransformer<{
  session: TillSession
  showExpected: boolean
}> {
  toObject() {
    const { session, showExpected } = this.resource
    return {
      id: session.id,
      status: session.status,
      zNumber: session.zNumber,
      till: session.till ? { id: session.till.id, name: session.till.name } : null,
      branch: session.branch ? { id: session.branch.id, name: session.branch.name } : null,
      opened: { at: session.openedAt.toISO()!, by: session.opener?.name ?? null },
      closed: session.closedAt
        ? { at: session.closedAt.toISO()!, by: session.closer?.name ?? null }
        : null,
      openingFloat: session.openingFloat,
      floatSource: session.floatSource,
      floatDifference: floatDifference(session.openingFloat, session.carriedFloat),
      sales: { count: session.salesCount, total: session.salesTotal },
      discounts: session.discountTotal,
      tax: session.taxTotal,
      returns: { count: session.returnsCount, total: session.refundTotal },
      voids: { count: session.voidsCount, total: session.voidTotal },
      payments: {
        cash: session.cashSales,
        card: session.cardSales,
        other: session.otherSales,
      },
      refunds: {
        cash: session.cashRefunds,
        card: session.cardRefunds,
        other: session.otherRefunds,
      },
      voided: {
        cash: session.cashVoided,
        card: session.cardVoided,
        other: session.otherVoided,
      },
      cashIn: session.cashIn,
      cashOut: session.cashOut,
      expectedCash: showExpected ? (session.expectedCash ?? expectedCash(session)) : null,
      countedCash: session.countedCash,
      cashDifference: showExpected ? session.cashDifference : null,
      denominations: session.denominations,
      closeNote: session.closeNote,
      movements: (session.movements ?? []).map((movement) => ({
        id: movement.id,
        number: movement.number,
        direction: movement.direction,
        reason: movement.reason,
        amount: movement.amount,
        note: movement.note,
        at: movement.createdAt.toISO()!,
        by: movement.user?.name ?? null,
      })),
    }
  }
}
