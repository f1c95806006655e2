import type { seeded } from '#database/seeded_random'
import type { BulkWriter, BulkValue } from '#database/bench/bulk_writer'
import { SUPPLIERS } from '#database/bench/names'
import {
  AUDIT_COLUMNS,
  LEVEL_COLUMNS,
  MOVEMENT_COLUMNS,
  RECEIPT_COLUMNS,
  RECEIPT_LINE_COLUMNS,
} from '#database/bench/columns'
import type {
  ChosenLine,
  GeneratedSummary,
  HistoryDay,
  HistoryShop,
  Sale,
} from '#database/bench/history_day'

/**
 * The benchmark shop's stock as its history is written: each branch's stock
 * of each product, the ledger rows that move it, the receipts that bring
 * it in, and at the end the levels the ledger reached. A sale never takes
 * more than a receipt brought in.
 */
export class StockBook {
  /** Receipts numbered so far. */
  receipts = 0
  #writer: BulkWriter
  #random: ReturnType<typeof seeded>
  #shop: HistoryShop
  #summary: GeneratedSummary
  #onHand: Int32Array
  #touched: Uint8Array

  constructor(
    writer: BulkWriter,
    random: ReturnType<typeof seeded>,
    shop: HistoryShop,
    summary: GeneratedSummary
  ) {
    this.#writer = writer
    this.#random = random
    this.#shop = shop
    this.#summary = summary
    const slots = shop.branches.length * shop.products.length
    this.#onHand = new Int32Array(slots)
    this.#touched = new Uint8Array(slots)
  }

  /** A minute before a sale that lacks stock, a line on the branch's receipt of the day. */
  restock(day: HistoryDay, sale: Sale, line: ChosenLine) {
    if (this.#onHand[this.#slot(sale.branchIndex, line.productIndex)] >= line.quantity) return
    const branch = this.#shop.branches[sale.branchIndex]
    const clerk = this.#shop.staff[sale.branchIndex][0]
    const receivedAt = this.#writer.timestamp(sale.soldAt - 60_000)
    let receiptId = day.receipts.get(sale.branchIndex)
    if (receiptId === undefined) {
      receiptId = this.#shop.next.stock_receipts++
      day.receipts.set(sale.branchIndex, receiptId)
      const number = `RC-${String(++this.receipts).padStart(6, '0')}`
      this.#writer.add('stock_receipts', RECEIPT_COLUMNS, [
        receiptId,
        number,
        branch.id,
        this.#random.pick(SUPPLIERS),
        `PO-${day.iso.replaceAll('-', '')}-${branch.code}`,
        null,
        clerk,
        receivedAt,
        receivedAt,
      ])
      this.audit(
        'stock.received',
        clerk,
        ['stock_receipt', receiptId],
        branch.id,
        { number, branch: branch.name },
        receivedAt
      )
      this.#summary.receipts++
    }
    const quantity = 12 + this.#random.below(36) + line.quantity
    this.#writer.add('stock_receipt_lines', RECEIPT_LINE_COLUMNS, [
      receiptId,
      line.product.id,
      quantity,
      line.product.cost ?? 0,
      receivedAt,
      receivedAt,
    ])
    this.movement(
      sale.branchIndex,
      line.productIndex,
      quantity,
      { type: 'receipt', reference: ['stock_receipt', receiptId], user: clerk },
      receivedAt
    )
  }

  /** A ledger row, the running stock it leaves, and the level it will be written to. */
  movement(
    branchIndex: number,
    productIndex: number,
    quantity: number,
    fields: { type: string; reason?: string; reference: [string, number]; user: number },
    at: string
  ) {
    const product = this.#shop.products[productIndex]
    const where = this.#slot(branchIndex, productIndex)
    this.#onHand[where] += quantity
    this.#touched[where] = 1
    this.#writer.add('stock_movements', MOVEMENT_COLUMNS, [
      product.id,
      this.#shop.branches[branchIndex].id,
      quantity,
      this.#onHand[where],
      fields.type,
      fields.reason ?? null,
      product.cost,
      fields.reference[0],
      fields.reference[1],
      fields.user,
      null,
      at,
      at,
    ])
    this.#summary.movements++
  }

  /** An audit event as the service would have recorded it, each value set from nothing. */
  audit(
    action: string,
    user: number,
    subject: [string, number],
    branchId: number,
    changes: Record<string, BulkValue>,
    at: string
  ) {
    const values = Object.fromEntries(
      Object.entries(changes).map(([key, value]) => [key, { from: null, to: value }])
    )
    this.#writer.add('audit_events', AUDIT_COLUMNS, [
      user,
      action,
      subject[0],
      String(subject[1]),
      branchId,
      JSON.stringify(values),
      null,
      at,
    ])
  }
  /** Each level a ledger row touched, at what the ledger left it. */
  writeLevels(stamp: string) {
    for (const [branchIndex, branch] of this.#shop.branches.entries()) {
      for (const [productIndex, product] of this.#shop.products.entries()) {
        const where = this.#slot(branchIndex, productIndex)
        if (!this.#touched[where]) continue
        this.#writer.add('stock_levels', LEVEL_COLUMNS, [
          product.id,
          branch.id,
          this.#onHand[where],
          stamp,
          stamp,
        ])
      }
    }
  }

  #slot(branchIndex: number, productIndex: number) {
    return branchIndex * this.#shop.products.length + productIndex
  }
}
