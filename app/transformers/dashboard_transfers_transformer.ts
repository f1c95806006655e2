import { BaseTransformer } from '@adonisjs/core/transformers'
import type { dashboardTransfersToReceive } from '#services/shop/dashboard'

/** Transfers on their way to the user's branches: how many, and the oldest few. */
export default class DashboardTransfersTransformer extends BaseTransformer<
  Awaited<ReturnType<typeof dashboardTransfersToReceive>>
> {
  toObject() {
    const { total, transfers } = this.resource
    return {
      total,
      transfers: transfers.map((transfer) => ({
        id: transfer.id,
        number: transfer.number,
        from: transfer.fromBranch.name,
        to: transfer.toBranch.name,
        sentAt: transfer.sentAt?.toISO() ?? null,
      })),
    }
  }

  /** The block's prop, read when the page asks for it. */
  static async of(waiting: ReturnType<typeof dashboardTransfersToReceive>) {
    return new DashboardTransfersTransformer(await waiting).toObject()
  }
}
