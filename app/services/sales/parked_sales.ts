import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import type { Actor } from '#services/platform/actor'
import { recordAudit, valuesRemoved } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { DraftNoLongerOpen } from '#exceptions/sale_errors'

/** A parked sale is removed by whoever may sell at its branch; it never held stock or a number. */
export async function discardDraft(orderId: number, actor: Actor) {
  const scope = await BranchScope.of(actor.user)
  return db.transaction(async (trx) => {
    const draft = await scope.firstOrFail(
      Order.query({ client: trx }).where('id', orderId).forUpdate()
    )
    if (draft.status !== 'draft') throw new DraftNoLongerOpen()
    await draft.useTransaction(trx).delete()
    await recordAudit(
      {
        action: 'order.discarded',
        actor,
        subject: { type: 'order', id: draft.id, branchId: draft.branchId },
        changes: valuesRemoved({
          seller_id: draft.sellerId,
          total: draft.total,
          item_count: draft.itemCount,
        }),
      },
      trx
    )
    return draft
  })
}
