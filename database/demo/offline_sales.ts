import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import StockLevel from '#models/stock_level'
import TillSession from '#models/till_session'
import User from '#models/user'
import { recordOfflineSale, type OfflineSaleInput } from '#services/sales/offline/offline_sales'
import Setting from '#models/setting'
import type { DemoTills } from '#database/demo/tills'
import { saleFigures } from '#common/sale_totals'

/** The demo device's code: its pending receipts read P-DEMO01-1, P-DEMO01-2, … */
const DEVICE = 'DEMO01'

/**
 * Sales Downtown's Front 1 made while its connection was down, sent later
 * through the service a till's outbox uses, after the month's history:
 *
 * - a coffee sold a few minutes ago, paid in cash, recorded as made;
 * - yesterday afternoon, by card, two more of a snack than the shelf held:
 *   recorded in yesterday's closed session (flagged oversold and
 *   late_session), its stock below zero;
 * - the first sale's key sent again with another cart (a till's bug or a
 *   tampered outbox): kept for review.
 */
export async function seedOfflineSales(trx: TransactionClientContract, tills: DemoTills) {
  const cashier = await User.query({ client: trx })
    .where('email', 'cashier@demo.test')
    .preload('role')
    .firstOrFail()
  const actor = { user: cashier, ip: null }
  const downtown = await Branch.findByOrFail('code', 'DTN', { client: trx })
  const tillId = tills.DTNFRONT1
  const coffee = await Product.findByOrFail('sku', 'BEV-001', { client: trx })
  const snack = await Product.findByOrFail('sku', 'SNK-002', { client: trx })
  const level = await StockLevel.query({ client: trx })
    .where({ product_id: snack.id, branch_id: downtown.id })
    .firstOrFail()
  const open = await TillSession.query({ client: trx })
    .where({ till_id: tillId, status: 'open' })
    .firstOrFail()
  const settings = await Setting.query({ client: trx }).orderBy('id').firstOrFail()
  // What the till charged: the sale priced by the same rules, offline.
  const totalOf = (product: Product, quantity: number) =>
    saleFigures(
      [{ unitPrice: product.price, quantity, taxRateBp: product.taxRateBp, discount: null }],
      null,
      settings.pricesIncludeTax
    ).total
  const now = DateTime.utc()
  const sale = (
    sequence: number,
    madeAt: DateTime,
    fields: Partial<OfflineSaleInput>
  ): OfflineSaleInput => ({
    idempotencyKey: randomUUID(),
    branchId: downtown.id,
    tillId,
    customerId: null,
    lines: [],
    orderDiscount: null,
    payments: [],
    note: null,
    provisionalRef: `P-${DEVICE}-${sequence}`,
    madeAt,
    ...fields,
  })

  const coffeeSale = sale(1, DateTime.max(open.openedAt, now.minus({ minutes: 10 })), {
    lines: [{ productId: coffee.id, quantity: 1, unitPrice: coffee.price }],
    payments: [{ method: 'cash', amount: totalOf(coffee, 1) }],
  })
  await recordOfflineSale(coffeeSale, actor, trx)

  const oversold = Math.max(0, level.onHand) + 2
  await recordOfflineSale(
    sale(2, now.minus({ days: 1 }).set({ hour: 15, minute: 40, second: 0, millisecond: 0 }), {
      lines: [{ productId: snack.id, quantity: oversold, unitPrice: snack.price }],
      payments: [{ method: 'card', amount: totalOf(snack, oversold) }],
    }),
    actor,
    trx
  )

  await recordOfflineSale(
    {
      ...coffeeSale,
      provisionalRef: `P-${DEVICE}-3`,
      lines: [{ productId: coffee.id, quantity: 2, unitPrice: coffee.price }],
      payments: [{ method: 'cash', amount: totalOf(coffee, 2) }],
    },
    actor,
    trx
  )
}
