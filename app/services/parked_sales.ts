import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import type { Actor } from '#services/actor'
import { BranchScope } from '#services/branch_scope'
import { DraftNoLongerOpen } from '#exceptions/sale_errors'

/** A parked sale is removed by whoever may sell at its branch; it never held stock or a number. */
export async function discardDraft(orderId: number, actor: Actor) {
  const scope = await BranchScope.of(actor.user)
  return db.transaction(async (trx) => {
    const draft = await scope.findOrFail(Order, orderId, { client: trx })
    if (draft.status !== 'draft') throw new DraftNoLongerOpen()
    await draft.useTransaction(trx).delete()
    return draft
  })
}
