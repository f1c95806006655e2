import type { PaymentInput } from '#common/sale_totals'
import { refundShare } from '#common/sale_totals'
import { RETURN_REASONS } from '#common/return_reasons'
import { returnRollupRows } from '#services/reports/rollups'
import type { seeded } from '#database/seeded_random'
import type { BulkWriter } from '#database/bench/bulk_writer'
import { RETURN_COLUMNS, RETURN_LINE_COLUMNS } from '#database/bench/columns'
import type { StockBook } from '#database/bench/stock_book'
import {
  addRollups,
  type GeneratedSummary,
  type HistoryDay,
  type HistoryShop,
  type WrittenLine,
} from '#database/bench/history_day'

export interface PlannedReturn {
  orderId: number
  branchIndex: number
  sellerId: number
  line: WrittenLine
  productIndex: number
  quantity: number
  restock: boolean
  refundMethod: PaymentInput['method']
}

/**
 * The benchmark shop's returns: planned as a sale is written, taken on
 * their day by the branch's manager, with the refund the counter's rule
 * gives, the stock back on the shelf when it can be sold again, and the
 * rollups of the day they came back.
 */
export class ReturnDesk {
  /** Returns numbered so far. */
  numbered = 0
  #due = new Map<number, PlannedReturn[]>()
  #writer: BulkWriter
  #random: ReturnType<typeof seeded>
  #shop: HistoryShop
  #stock: StockBook
  #summary: GeneratedSummary

  constructor(
    writer: BulkWriter,
    random: ReturnType<typeof seeded>,
    shop: HistoryShop,
    stock: StockBook,
    summary: GeneratedSummary
  ) {
    this.#writer = writer
    this.#random = random
    this.#shop = shop
    this.#stock = stock
    this.#summary = summary
  }

  /** A return to take on the day of index `dayIndex`. */
  plan(dayIndex: number, planned: PlannedReturn) {
    const due = this.#due.get(dayIndex) ?? []
    due.push(planned)
    this.#due.set(dayIndex, due)
  }

  /** The returns planned for this day, taken at the branch by its manager late in the afternoon. */
  takeAll(day: HistoryDay) {
    for (const planned of this.#due.get(day.index) ?? []) this.#take(day, planned)
    this.#due.delete(day.index)
  }
  #take(day: HistoryDay, planned: PlannedReturn) {
    const { line, branchIndex } = planned
    const branchId = this.#shop.branches[branchIndex].id
    const userId = this.#shop.staff[branchIndex].at(-1)!
    const at = this.#writer.timestamp(
      day.start.toMillis() + 17 * 3_600_000 + this.#random.below(120) * 60_000
    )
    const refund = refundShare(line.lineTotal, line.quantity, 0, planned.quantity)
    const tax = refundShare(line.taxAmount, line.quantity, 0, planned.quantity)
    const returnId = this.#shop.next.returns++
    const reason = this.#random.pick(RETURN_REASONS)
    const number = `RT-${String(++this.numbered).padStart(6, '0')}`
    this.#writer.add('returns', RETURN_COLUMNS, [
      returnId,
      number,
      planned.orderId,
      branchId,
      userId,
      reason,
      planned.refundMethod,
      refund,
      tax,
      planned.restock ? null : 'Not fit to sell again',
      at,
      at,
    ])
    this.#writer.add('return_lines', RETURN_LINE_COLUMNS, [
      this.#shop.next.return_lines++,
      returnId,
      line.id,
      planned.quantity,
      refund,
      tax,
      planned.restock,
      at,
      at,
    ])
    if (planned.restock) {
      this.#stock.movement(
        branchIndex,
        planned.productIndex,
        planned.quantity,
        { type: 'return', reason, reference: ['return', returnId], user: userId },
        at
      )
    }
    this.#stock.audit(
      'return.created',
      userId,
      ['order', planned.orderId],
      branchId,
      { return: number, refund_total: refund },
      at
    )
    addRollups(
      day,
      returnRollupRows(
        { branchId, createdAt: day.noon, refundMethod: planned.refundMethod },
        { sellerId: planned.sellerId },
        [
          {
            line: { productId: line.productId, unitCost: line.unitCost },
            quantity: planned.quantity,
            refund,
            tax,
            restock: planned.restock,
          },
        ],
        this.#shop.zone
      )
    )
    this.#summary.returns++
  }
}
