import type { DateTime } from 'luxon'
import type { PaymentInput } from '#common/sale_totals'
import { emptyRollupRows, ROLLUP_ORDER, type RollupRows } from '#services/reports/rollups'
import type { GeneratedProduct } from '#database/bench/shop'

// What the benchmark's history is written over and with: the shop, a day, a sale.

export interface GeneratedSummary {
  orders: number
  lines: number
  voided: number
  returns: number
  receipts: number
  movements: number
}

/** What the history is written over: the shop laid down first and the ids to go on from. */
export interface HistoryShop {
  branches: { id: number; code: string; name: string }[]
  /** User ids per branch, in branch order; the last of each is its manager. */
  staff: number[][]
  products: GeneratedProduct[]
  customerIds: number[]
  next: Record<'orders' | 'order_lines' | 'returns' | 'return_lines' | 'stock_receipts', number>
  zone: string
  pricesIncludeTax: boolean
}

/** A business day being written: its sales' rollups and each branch's receipt. */
export interface HistoryDay {
  index: number
  iso: string
  start: DateTime
  /** Rollups take a day by a time inside it. */
  noon: DateTime
  rollups: RollupRows
  /** Today's receipt of each branch (by index), opened when a sale first needs stock. */
  receipts: Map<number, number>
}

export interface ChosenLine {
  productIndex: number
  product: GeneratedProduct
  quantity: number
  discount: { kind: 'percent'; value: number } | null
}

export interface WrittenLine {
  id: number
  productId: number
  quantity: number
  discount: number
  orderDiscount: number
  taxAmount: number
  lineTotal: number
  unitCost: number | null
}

/** A sale as the counter would have rung it up: where, by whom, when, and its lines. */
export interface Sale {
  orderId: number
  branchIndex: number
  sellerId: number
  soldAt: number
  at: string
  chosen: ChosenLine[]
}

/** A new business day, its rollups empty. */
export function historyDay(index: number, start: DateTime): HistoryDay {
  return {
    index,
    iso: start.toISODate()!,
    start,
    noon: start.plus({ hours: 12 }),
    rollups: emptyRollupRows(),
    receipts: new Map(),
  }
}

export function addRollups(day: HistoryDay, rows: RollupRows) {
  for (const name of ROLLUP_ORDER) day.rollups[name].push(...rows[name])
}

/** How a customer pays, from a roll of 0–19: mostly card, cash rounded up (with change), some split. */
export function paymentsFor(total: number, roll: number): PaymentInput[] {
  if (roll < 11) return [{ method: 'card', amount: total }]
  if (roll < 18) return [{ method: 'cash', amount: Math.ceil(total / 500) * 500 }]
  if (roll < 19 || total < 1000) return [{ method: 'other', amount: total }]
  const onCard = Math.floor(total / 2)
  return [
    { method: 'card', amount: onCard },
    { method: 'cash', amount: Math.ceil((total - onCard) / 100) * 100 },
  ]
}
