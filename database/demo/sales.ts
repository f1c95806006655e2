import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Product from '#models/product'
import Setting from '#models/setting'
import StockLevel from '#models/stock_level'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import {
  completeSale,
  parkSale,
  type CartInput,
  type CartLineInput,
} from '#services/sales/checkout'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import type { ReturnReason } from '#models/sale_return'
import { DateTime, Settings } from 'luxon'
import { timestampBinding } from '#support/sql_time'
import { saleFigures, type Discount, type PaymentInput } from '#common/sale_totals'
import { LOW_STOCK_SKUS, OUT_OF_STOCK_SKU } from '#database/demo/stock'
import type { DemoTimeline } from '#database/demo/timeline'
import type { DemoTills } from '#database/demo/tills'
import { seeded } from '#database/seeded_random'

/**
 * Who sells where, and how busy each branch is: Sam at the Downtown till
 * with Maria covering, Maria at Northside, Alex at Harbour Mall.
 */
const TILLS = [
  { code: 'DTN', sellers: ['cashier', 'cashier', 'cashier', 'manager'], perDay: 9, fromDay: 29 },
  { code: 'NTH', sellers: ['manager'], perDay: 6, fromDay: 28 },
  { code: 'HBR', sellers: ['admin'], perDay: 5, fromDay: 27 },
] as const

type Seller = (typeof TILLS)[number]['sellers'][number]

/** The drawer each seller works at each branch: Maria has her own at Downtown. */
function tillOf(tills: DemoTills, branch: string, seller: Seller) {
  if (branch === 'DTN') return seller === 'cashier' ? tills.DTNFRONT1 : tills.DTNFRONT2
  return branch === 'NTH' ? tills.NTHFRONT1 : tills.HBRFRONT1
}

/**
 * A month of counter sales in every branch, made by the checkout service on
 * the demo's timeline between the stock events, so every sale takes stock
 * that was really there: one to four lines, walk-ins and regulars, line
 * discounts within each seller's cap, the odd order discount by the manager,
 * cash with change, card, and split payments. A few returns come back
 * days later, today's last sale at Downtown is voided, and a parked sale
 * waits there.
 */
export async function seedSales(
  trx: TransactionClientContract,
  timeline: DemoTimeline,
  tills: DemoTills
) {
  const random = seeded(20261124)
  const actors = await sellers(trx)
  const settings = await Setting.query({ client: trx }).firstOrFail()
  const branches = await Branch.query({ client: trx })
  const active = await Product.query({ client: trx }).where('is_active', true).orderBy('id')
  // Products the stock demo keeps low or sold out stay that way.
  const products = active.filter(
    (product) => !LOW_STOCK_SKUS.includes(product.sku) && product.sku !== OUT_OF_STOCK_SKU
  )
  const regulars = await Customer.query({ client: trx })
    .where('is_active', true)
    .orderBy('id')
    .limit(12)

  /** What the cart comes to, as the counter screen's preview shows it, to pay it. */
  const totalOf = (lines: CartLineInput[], orderDiscount: Discount | null) =>
    saleFigures(
      lines.map((line) => {
        const product = products.find((candidate) => candidate.id === line.productId)!
        return {
          unitPrice: product.price,
          quantity: line.quantity,
          taxRateBp: product.taxRateBp,
          discount: line.discount,
        }
      }),
      orderDiscount,
      settings.pricesIncludeTax
    ).total

  for (const till of TILLS) {
    const branch = branches.find((candidate) => candidate.code === till.code)!
    for (let daysAgo = till.fromDay; daysAgo >= 0; daysAgo--) {
      const count = till.perDay + random.below(5) - 2
      for (let index = 0; index < count; index++) {
        const hour = 9 + Math.floor((index * 11) / count)
        const seller = random.pick(till.sellers)
        const wanted = Array.from({ length: 1 + random.below(4) }, () => ({
          product: random.pick(products),
          quantity: random.chance(0.7) ? 1 : 2 + random.below(2),
        }))
        const discountLine = random.chance(0.12)
        const orderDiscount: Discount | null =
          seller === 'manager' && random.chance(0.15) ? { kind: 'percent', value: 1000 } : null
        const customerId = random.chance(0.35) ? random.pick(regulars).id : null
        const paying = random.below(20)

        timeline.at(daysAgo, hour, random.below(60), async () => {
          const lines = await inStock(trx, branch.id, wanted)
          if (lines.length === 0) return
          if (discountLine) lines[0].discount = { kind: 'percent', value: 500 }
          const total = totalOf(lines, orderDiscount)
          const cart: CartInput = {
            branchId: branch.id,
            customerId,
            lines,
            orderDiscount,
            payments: payments(total, paying),
            tillId: tillOf(tills, till.code, seller),
            idempotencyKey: randomUUID(),
          }
          await completeSale(cart, actors[seller], trx)
        })
      }
    }
  }

  const downtown = branches.find((branch) => branch.code === 'DTN')!

  // Goods brought back a few days after they were sold.
  const comebacks: [number, string, ReturnReason, boolean][] = [
    [20, 'DTN', 'defective', false],
    [14, 'NTH', 'changed_mind', true],
    [9, 'HBR', 'wrong_item', true],
    [5, 'DTN', 'damaged', false],
    [2, 'DTN', 'changed_mind', true],
  ]
  for (const [daysAgo, code, reason, restock] of comebacks) {
    const branch = branches.find((candidate) => candidate.code === code)!
    timeline.at(daysAgo, 17, 30, async () => {
      const soldBefore = Settings.now() - 3 * 24 * 3600 * 1000
      const order = await Order.query({ client: trx })
        .where({ branch_id: branch.id, status: 'completed' })
        .where(
          'completed_at',
          '<',
          timestampBinding(DateTime.fromMillis(soldBefore), trx.dialect.name)
        )
        .orderBy('completed_at', 'desc')
        .first()
      if (!order) return
      const line = await OrderLine.query({ client: trx })
        .where('order_id', order.id)
        .orderBy('position')
        .firstOrFail()
      await createReturn(
        {
          orderId: order.id,
          reason,
          refundMethod: 'cash',
          note: restock ? null : 'Not fit to sell again',
          lines: [{ orderLineId: line.id, quantity: 1, restock }],
          tillId: tillOf(tills, code, code === 'HBR' ? 'admin' : 'manager'),
        },
        actors[code === 'HBR' ? 'admin' : 'manager'],
        trx
      )
    })
  }

  // Today's last sale at Downtown was rung up twice: the manager voids it a few minutes later.
  timeline.at(0, timeline.now.hour, 0, async () => {
    const order = await Order.query({ client: trx })
      .where({ branch_id: downtown.id, status: 'completed' })
      .orderBy('completed_at', 'desc')
      .first()
    if (!order) return
    const voidAt = Math.min(order.completedAt!.plus({ minutes: 3 }).toMillis(), Date.now())
    Settings.now = () => voidAt
    await voidOrder(order.id, 'Rung up twice by mistake', actors.manager, trx)
  })

  // Parked within the hour: the customer went back for their wallet.
  timeline.at(0, timeline.now.hour, 0, async () => {
    const lines = await inStock(trx, downtown.id, [
      { product: products[0], quantity: 2 },
      { product: products[5], quantity: 1 },
    ])
    if (lines.length === 0) return
    await parkSale(
      {
        branchId: downtown.id,
        customerId: regulars[0]?.id ?? null,
        lines,
        note: 'Back in ten minutes with her wallet',
        idempotencyKey: randomUUID(),
      },
      actors.cashier,
      trx
    )
  })
}

/**
 * How a customer pays, from a roll of 0–19: card mostly, cash rounded up to
 * the next 5.00 (so there is change), sometimes a card and cash split.
 */
function payments(total: number, roll: number): PaymentInput[] {
  if (roll < 11) return [{ method: 'card', amount: total }]
  const roundedUp = Math.ceil(total / 500) * 500
  if (roll < 18) return [{ method: 'cash', amount: roundedUp }]
  if (roll < 19 || total < 1000) return [{ method: 'other', amount: total }]
  const onCard = Math.floor(total / 2)
  return [
    { method: 'card', amount: onCard },
    { method: 'cash', amount: Math.ceil((total - onCard) / 100) * 100 },
  ]
}

/** The wanted lines the branch still holds, one line per product. */
async function inStock(
  trx: TransactionClientContract,
  branchId: number,
  wanted: { product: Product; quantity: number }[]
): Promise<CartLineInput[]> {
  const lines: CartLineInput[] = []
  for (const { product, quantity } of wanted) {
    if (lines.some((line) => line.productId === product.id)) continue
    const level = await StockLevel.query({ client: trx })
      .where({ product_id: product.id, branch_id: branchId })
      .first()
    if (level && level.onHand >= quantity) lines.push({ productId: product.id, quantity })
  }
  return lines
}

async function sellers(trx: TransactionClientContract): Promise<Record<Seller, Actor>> {
  const actor = async (email: string): Promise<Actor> => {
    const user = await User.query({ client: trx })
      .where('email', email)
      .preload('role')
      .firstOrFail()
    return { user, ip: null }
  }
  return {
    admin: await actor('admin@demo.test'),
    manager: await actor('manager@demo.test'),
    cashier: await actor('cashier@demo.test'),
  }
}
