import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import Setting from '#models/setting'
import type { Actor } from '#services/actor'
import { recordAudit } from '#services/audit_log'
import { BranchScope } from '#services/branch_scope'
import { postStockChanges } from '#services/stock_ledger'
import { rollUpVoid } from '#services/reports/rollups'
import { operation } from '#services/transactions'
import { localDay } from '#support/business_day'
import { OrderNotVoidable } from '#exceptions/sale_errors'

/**
 * Voids a completed sale (DESIGN.md section 5): only on the order's own
 * business day in the shop's time zone and while nothing of it was
 * returned; later corrections are returns. One transaction: the order row
 * is locked first (returns lock it too, so a void and a return never both
 * happen), every line's units go back through the ledger as `sale_void`
 * rows, the order leaves the sales figures (it is no longer in
 * SOLD_STATUSES, and its day's rollups lose what it added), and the void
 * is audited with its reason.
 */
export async function voidOrder(
  orderId: number,
  reason: string,
  actor: Actor,
  within?: TransactionClientContract
): Promise<Order> {
  return operation(async (trx) => {
    const scope = await BranchScope.of(actor.user, trx)
    const order = await scope.firstOrFail(
      Order.query({ client: trx }).where('id', orderId).forUpdate()
    )
    if (order.status === 'voided') throw new OrderNotVoidable(order.number, 'voided')
    if (order.status === 'partially_returned' || order.status === 'returned') {
      throw new OrderNotVoidable(order.number, 'returned')
    }
    if (order.status !== 'completed') throw new OrderNotVoidable(order.number, 'not_completed')
    const settings = await Setting.query({ client: trx }).firstOrFail()
    const now = DateTime.utc()
    const zone = settings.businessTimezone
    if (localDay(order.completedAt!, zone) !== localDay(now, zone)) {
      throw new OrderNotVoidable(order.number, 'other_day')
    }

    const lines = await OrderLine.query({ client: trx }).where('order_id', order.id)
    await postStockChanges(
      lines.map((line) => ({
        productId: line.productId,
        branchId: order.branchId,
        quantity: line.quantity,
        type: 'sale_void' as const,
        unitCost: line.unitCost,
        reason,
        reference: { type: 'order' as const, id: order.id },
      })),
      actor,
      trx
    )
    order.merge({ status: 'voided', voidedAt: now, voidedBy: actor.user.id, voidReason: reason })
    await order.useTransaction(trx).save()
    const payments = await OrderPayment.query({ client: trx }).where('order_id', order.id)
    await rollUpVoid(order, lines, payments, trx)
    await recordAudit(
      {
        action: 'order.voided',
        actor,
        subject: { type: 'order', id: order.id, branchId: order.branchId },
        changes: {
          status: { from: 'completed', to: 'voided' },
          reason: { from: null, to: reason },
        },
      },
      trx
    )
    return order
  }, within)
}
