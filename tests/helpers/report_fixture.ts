import { DateTime, Settings } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OrderLine from '#models/order_line'
import Setting from '#models/setting'
import { postStockChanges } from '#services/stock/stock_ledger'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'
import { labelProduct } from '#tests/helpers/products'
import { cartAt, sellAs } from '#tests/helpers/sales'
import { actorFor, branchCoded } from '#tests/helpers/stock'

/** The shop's zone in the scripted days: New York, whose clocks fall back at 02:00 on 1 November 2026. */
export const FIXTURE_ZONE = 'America/New_York'

/** Sets Luxon's clock (and so every service's "now") to a local time in the fixture's zone. */
function at(local: string) {
  const instant = DateTime.fromISO(local, { zone: FIXTURE_ZONE })
  Settings.now = () => instant.toMillis()
  return instant
}

/**
 * A scripted three days at two branches (see the figures in
 * tests/integration/sales/sales_rollups.spec.ts), in New York time:
 *
 * - S1, Sat 31 Oct 23:30 EDT (03:30 UTC on 1 Nov), Downtown, Alex: 2 Tea at
 *   10.00 (10 % tax added, cost 4.00) with a 10 % line discount: net 18.00,
 *   tax 1.80, paid 19.80 by card.
 * - S2, Sun 1 Nov 00:30 EDT, Downtown, Maria: 1 Tea and 1 Mug (25.00, 20 %
 *   tax, cost 10.00) with a 3.50 order discount, spread 1.00 / 2.50: net
 *   31.50, tax 5.40, total 36.90, 40.00 cash with 3.10 change.
 * - S3, Sun 1 Nov 23:30 EST (after the clocks fell back: 04:30 UTC on 2
 *   Nov), Northside, Maria, prices including tax: 3 Mugs at 25.00 = 75.00 of
 *   which 12.50 tax, net 62.50; 50.00 card and 25.00 cash.
 * - S4, Mon 2 Nov 10:00 EST, Downtown, Alex: 1 Tea, 11.00 cash, voided at 10:05.
 * - R1, Mon 2 Nov 12:00, Northside: 1 Mug of S3 back on the shelf, 25.00 by
 *   card (4.17 of it tax), credited to Maria.
 * - R2, Mon 2 Nov 13:00, Downtown: 1 Tea of S1 written off, 9.90 cash (0.90
 *   tax), credited to Alex.
 */
export async function scriptedDays() {
  const realNow = Settings.now
  try {
    const settings = await Setting.current()
    settings.merge({ businessTimezone: FIXTURE_ZONE, pricesIncludeTax: false })
    await settings.save()
    const tea = await labelProduct({
      name: 'Tea',
      sku: 'TEA',
      price: 1000,
      taxRateBp: 1000,
      cost: 400,
    })
    const mug = await labelProduct({
      name: 'Mug',
      sku: 'MUG',
      price: 2500,
      taxRateBp: 2000,
      cost: 1000,
    })
    const downtown = await branchCoded('DTN')
    const northside = await branchCoded('NTH')
    const admin = await actorFor('admin@demo.test')
    await db.transaction((trx) =>
      postStockChanges(
        [downtown, northside].flatMap((branch) =>
          [tea, mug].map((product) => ({
            productId: product.id,
            branchId: branch.id,
            quantity: 20,
            type: 'adjustment' as const,
            reason: 'count',
          }))
        ),
        admin,
        trx
      )
    )

    at('2026-10-31T23:30:00')
    const s1 = await sellAs(
      'admin@demo.test',
      await cartAt(
        'DTN',
        [{ productId: tea.id, quantity: 2, discount: { kind: 'percent', value: 1000 } }],
        {
          payments: [{ method: 'card', amount: 1980 }],
        }
      )
    )
    at('2026-11-01T00:30:00')
    const s2 = await sellAs(
      'manager@demo.test',
      await cartAt(
        'DTN',
        [
          { productId: tea.id, quantity: 1 },
          { productId: mug.id, quantity: 1 },
        ],
        {
          orderDiscount: { kind: 'amount', value: 350 },
          payments: [{ method: 'cash', amount: 4000 }],
        }
      )
    )
    settings.pricesIncludeTax = true
    await settings.save()
    at('2026-11-01T23:30:00')
    const s3 = await sellAs(
      'manager@demo.test',
      await cartAt('NTH', [{ productId: mug.id, quantity: 3 }], {
        payments: [
          { method: 'card', amount: 5000 },
          { method: 'cash', amount: 2500 },
        ],
      })
    )
    settings.pricesIncludeTax = false
    await settings.save()
    at('2026-11-02T10:00:00')
    const s4 = await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 1100 }],
      })
    )
    at('2026-11-02T10:05:00')
    await voidOrder(s4.order.id, 'Rung up twice', admin)

    at('2026-11-02T12:00:00')
    const s3Line = await OrderLine.findByOrFail('order_id', s3.order.id)
    await createReturn(
      {
        orderId: s3.order.id,
        reason: 'defective',
        refundMethod: 'card',
        lines: [{ orderLineId: s3Line.id, quantity: 1, restock: true }],
      },
      admin
    )
    at('2026-11-02T13:00:00')
    const s1Line = await OrderLine.findByOrFail('order_id', s1.order.id)
    await createReturn(
      {
        orderId: s1.order.id,
        reason: 'damaged',
        refundMethod: 'cash',
        lines: [{ orderLineId: s1Line.id, quantity: 1, restock: false }],
      },
      admin
    )
    return {
      tea,
      mug,
      downtown,
      northside,
      orders: { s1: s1.order, s2: s2.order, s3: s3.order, s4: s4.order },
    }
  } finally {
    Settings.now = realNow
  }
}
