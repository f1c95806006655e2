import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import OrderPayment from '#models/order_payment'
import Setting from '#models/setting'
import Till from '#models/till'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { grantVoidApproval } from '#services/approvals/void_approval'
import { grantReturnApproval } from '#services/approvals/return_approval'
import { voidOrder, voidRefusal } from '#services/sales/order_voids'
import { timestampBinding } from '#support/sql_time'
import { createReturn, type ReturnInput } from '#services/sales/returns'
import { DEMO_PINS } from '#database/demo/pins'

async function actor(email: string): Promise<Actor> {
  const user = await User.query().where('email', email).preload('role').firstOrFail()
  return { user, ip: null }
}

const since = (instant: DateTime) => timestampBinding(instant, db.connection().dialect.name)

/** Sam's last sale of today's business day, still completed: it may still be voided. */
async function samsLastSaleToday(cashier: User) {
  const settings = await Setting.current()
  const order = await Order.query()
    .where({ seller_id: cashier.id, status: 'completed' })
    .where('completed_at', '>=', since(DateTime.utc().minus({ days: 1 })))
    .orderBy('completed_at', 'desc')
    .first()
  return order && voidRefusal(order, settings.businessTimezone) === null ? order : null
}

/** Sam's last sale of two days ago or before, paid by card alone: a line to bring back. */
async function samsCardSale(cashier: User) {
  return Order.query()
    .where({ seller_id: cashier.id, status: 'completed' })
    .where('completed_at', '<', since(DateTime.utc().minus({ days: 2 })))
    .whereIn('id', OrderPayment.query().select('order_id').where('method', 'card'))
    .whereNotIn('id', OrderPayment.query().select('order_id').whereNot('method', 'card'))
    .orderBy('completed_at', 'desc')
    .first()
}

/**
 * At the till now, Sam asks Maria's approval twice, and Maria gives it
 * with her PIN on Sam's screen, through the approval services as at the
 * counter: the void of a sale rung up by mistake (Sam may not void alone),
 * and a card sale refunded in cash (Sam may refund only the way the sale
 * was paid). Runs after the demo's transaction: a PIN is checked against
 * the rate limits, which live in their own table outside it.
 */
export async function seedApprovals() {
  const cashier = await actor('cashier@demo.test')
  const manager = await User.findByOrFail('email', 'manager@demo.test')
  const pin = DEMO_PINS['manager@demo.test']
  const front = await Till.findByOrFail('code', 'DTNFRONT1')

  const mistake = await samsLastSaleToday(cashier.user)
  if (mistake) {
    const { token } = await grantVoidApproval(mistake.id, manager.id, pin, cashier, false)
    await voidOrder(mistake.id, 'Customer changed their mind at the till', cashier, undefined, {
      tillId: front.id,
      mayVoidAlone: false,
      approvalToken: token,
    })
  }

  const paidByCard = await samsCardSale(cashier.user)
  if (paidByCard) {
    const line = await OrderLine.query()
      .where('order_id', paidByCard.id)
      .orderBy('position')
      .firstOrFail()
    const input: ReturnInput = {
      orderId: paidByCard.id,
      reason: 'changed_mind',
      refundMethod: 'cash',
      note: 'Card reader down: refunded in cash',
      lines: [{ orderLineId: line.id, quantity: 1, restock: true }],
      tillId: front.id,
      mayRefundAnyMethod: false,
    }
    const { token } = await grantReturnApproval(input, manager.id, pin, cashier, false)
    await createReturn({ ...input, approvalToken: token }, cashier)
  }
}
