import { createHash, randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { saleFigures, settlePayments } from '#common/sale_totals'
import {
  addToRollup,
  mergeRollupRows,
  ROLLUP_ORDER,
  saleRollupRows,
} from '#services/reports/rollups'
import type { seeded } from '#database/seeded_random'
import type { BulkWriter } from '#database/bench/bulk_writer'
import { LINE_COLUMNS, ORDER_COLUMNS, PAYMENT_COLUMNS } from '#database/bench/columns'
import {
  addRollups,
  paymentsFor,
  type ChosenLine,
  type GeneratedSummary,
  type HistoryDay,
  type HistoryShop,
  type Sale,
  type WrittenLine,
} from '#database/bench/history_day'
import { StockBook } from '#database/bench/stock_book'
import { ReturnDesk } from '#database/bench/return_desk'

// The benchmark shop's counter, day by day: receipts, sales, voids and returns.

const SHARE_VOIDED = 0.004
const SHARE_RETURNED = 0.02
const VOID_REASON = 'Rung up twice by mistake'

/**
 * The rows the counter and the back office would have left, written in
 * bulk: sales with their lines, payments and rollups, voids, and returns
 * (`ReturnDesk`); the stock they move is kept by a `StockBook`, so a sale
 * never takes more than a receipt brought in.
 */
export class SalesHistory {
  readonly summary: GeneratedSummary = {
    orders: 0,
    lines: 0,
    voided: 0,
    returns: 0,
    receipts: 0,
    movements: 0,
  }
  #writer: BulkWriter
  #random: ReturnType<typeof seeded>
  #shop: HistoryShop
  #stock: StockBook
  #orderSequence: number[]
  #returns: ReturnDesk
  // Busier branches first.
  #branchWeights: number[]
  #branchTotal: number

  constructor(writer: BulkWriter, random: ReturnType<typeof seeded>, shop: HistoryShop) {
    this.#writer = writer
    this.#random = random
    this.#shop = shop
    this.#stock = new StockBook(writer, random, shop, this.summary)
    this.#returns = new ReturnDesk(writer, random, shop, this.#stock, this.summary)
    this.#orderSequence = shop.branches.map(() => 0)
    this.#branchWeights = shop.branches.map((_, index) => 1.6 - (index % 5) * 0.25)
    this.#branchTotal = this.#branchWeights.reduce((sum, weight) => sum + weight, 0)
  }

  /**
   * The `index`th of `count` sales of the day, spread over twelve hours
   * from eight in the morning: restocked first where a line needs it, then
   * written with its lines, payments and ledger rows; voided three minutes
   * later, or planned to come back within two weeks, by chance.
   */
  sell(day: HistoryDay, index: number, count: number, lastDayIndex: number) {
    const random = this.#random
    const branchIndex = this.#pickBranch()
    const sellerId = random.pick(this.#shop.staff[branchIndex])
    const soldAt =
      day.start.toMillis() +
      8 * 3_600_000 +
      Math.floor(((index + random.next()) / count) * 12 * 3_600_000)
    const sale: Sale = {
      orderId: 0,
      branchIndex,
      sellerId,
      soldAt,
      at: this.#writer.timestamp(soldAt),
      chosen: this.#chooseLines(),
    }
    for (const line of sale.chosen) this.#stock.restock(day, sale, line)

    const figures = saleFigures(
      sale.chosen.map((line) => ({
        unitPrice: line.product.price,
        quantity: line.quantity,
        taxRateBp: line.product.taxRateBp,
        discount: line.discount,
      })),
      null,
      this.#shop.pricesIncludeTax
    )
    const payments = paymentsFor(figures.total, random.below(20))
    const settlement = settlePayments(figures.total, payments)
    sale.orderId = this.#shop.next.orders++
    const voided = random.chance(SHARE_VOIDED)
    const returning = !voided && random.chance(SHARE_RETURNED)
    const returnLine = returning ? random.below(sale.chosen.length) : -1
    const returnQuantity = returning ? 1 + random.below(sale.chosen[returnLine].quantity) : 0
    const returnDay = day.index + 1 + random.below(14)
    const returned = returning && returnDay <= lastDayIndex
    const status = voided
      ? 'voided'
      : returned
        ? sale.chosen.length === 1 && returnQuantity === sale.chosen[0].quantity
          ? 'returned'
          : 'partially_returned'
        : 'completed'
    const voidedAt = voided ? this.#writer.timestamp(soldAt + 3 * 60_000) : null
    this.#writeOrder(sale, { figures, settlement, status, voidedAt })
    const lines = sale.chosen.map((line, position) =>
      this.#writeLine(sale, line, position, {
        figures: figures.lines[position],
        returned: returned && position === returnLine ? returnQuantity : 0,
      })
    )
    const applied = payments.map((payment, position) => ({
      method: payment.method,
      amount: settlement.applied[position],
    }))
    payments.forEach((payment, position) => {
      this.#writer.add('order_payments', PAYMENT_COLUMNS, [
        sale.orderId,
        payment.method,
        applied[position].amount,
        applied[position].amount === payment.amount ? null : payment.amount,
        null,
        sale.at,
        sale.at,
      ])
    })
    this.summary.orders++
    this.summary.lines += lines.length

    if (voided) {
      this.#void(sale, voidedAt!)
      return
    }
    addRollups(
      day,
      saleRollupRows(
        {
          branchId: this.#shop.branches[branchIndex].id,
          sellerId,
          completedAt: day.noon,
          itemCount: figures.itemCount,
        },
        lines,
        applied,
        this.#shop.zone
      )
    )
    if (returned) {
      this.#returns.plan(returnDay, {
        orderId: sale.orderId,
        branchIndex,
        sellerId,
        line: lines[returnLine],
        productIndex: sale.chosen[returnLine].productIndex,
        quantity: returnQuantity,
        restock: random.chance(0.7),
        refundMethod: payments[0].method,
      })
    }
  }

  /** The returns planned for this day, taken at the branch by its manager late in the afternoon. */
  takeReturns(day: HistoryDay) {
    this.#returns.takeAll(day)
  }

  /** The day's rows written, then its rollups added to the tables. */
  async endDay(day: HistoryDay, trx: TransactionClientContract) {
    await this.#writer.flush()
    for (const name of ROLLUP_ORDER) {
      await addToRollup(name, mergeRollupRows(name, day.rollups[name]), trx)
    }
  }

  /**
   * After the last day: each stock level the ledger reached, each branch's
   * next order number, and the receipt and return number counters.
   */
  async finish(stampedAt: number, trx: TransactionClientContract) {
    this.#stock.writeLevels(this.#writer.timestamp(stampedAt))
    for (const [branchIndex, branch] of this.#shop.branches.entries()) {
      await trx
        .from('branches')
        .where('id', branch.id)
        .update({ next_order_seq: this.#orderSequence[branchIndex] + 1 })
    }
    await this.#writer.flush()
    for (const [kind, value] of [
      ['receipt', this.#stock.receipts],
      ['return', this.#returns.numbered],
    ] as const) {
      await trx.table('document_sequences').insert({ kind, last_value: value })
    }
  }

  #pickBranch() {
    let pick = this.#random.next() * this.#branchTotal
    let branchIndex = 0
    while (
      pick > this.#branchWeights[branchIndex] &&
      branchIndex < this.#branchWeights.length - 1
    ) {
      pick -= this.#branchWeights[branchIndex]
      branchIndex++
    }
    return branchIndex
  }

  /** One to four distinct products; popular ones sell far more often than the long tail. */
  #chooseLines(): ChosenLine[] {
    const random = this.#random
    const { products } = this.#shop
    const wanted = new Map<number, number>()
    const lineCount = 1 + random.below(4)
    while (wanted.size < lineCount) {
      const productIndex = Math.floor(products.length * random.next() ** 2)
      wanted.set(productIndex, random.chance(0.7) ? 1 : 2 + random.below(2))
    }
    return [...wanted.entries()].map(([productIndex, quantity]) => ({
      productIndex,
      product: products[productIndex],
      quantity,
      discount: random.chance(0.08) ? { kind: 'percent' as const, value: 500 } : null,
    }))
  }

  #writeOrder(
    sale: Sale,
    order: {
      figures: ReturnType<typeof saleFigures>
      settlement: ReturnType<typeof settlePayments>
      status: string
      voidedAt: string | null
    }
  ) {
    const { figures, settlement, voidedAt } = order
    const branch = this.#shop.branches[sale.branchIndex]
    const sellers = this.#shop.staff[sale.branchIndex]
    const key = randomUUID()
    const sequence = ++this.#orderSequence[sale.branchIndex]
    this.#writer.add('orders', ORDER_COLUMNS, [
      sale.orderId,
      `${branch.code}-${String(sequence).padStart(6, '0')}`,
      branch.id,
      this.#random.chance(0.35) ? this.#random.pick(this.#shop.customerIds) : null,
      sale.sellerId,
      order.status,
      figures.subtotal,
      figures.discountTotal,
      null,
      null,
      figures.taxTotal,
      figures.total,
      settlement.paidTotal,
      settlement.changeDue,
      this.#shop.pricesIncludeTax,
      null,
      key,
      createHash('sha256').update(key).digest('hex'),
      figures.itemCount,
      sale.at,
      voidedAt,
      voidedAt ? sellers[sellers.length - 1] : null,
      voidedAt ? VOID_REASON : null,
      sale.at,
      voidedAt ?? sale.at,
    ])
  }

  #writeLine(
    sale: Sale,
    line: ChosenLine,
    position: number,
    written: { figures: ReturnType<typeof saleFigures>['lines'][number]; returned: number }
  ): WrittenLine {
    const { figures } = written
    const lineId = this.#shop.next.order_lines++
    this.#writer.add('order_lines', LINE_COLUMNS, [
      lineId,
      sale.orderId,
      position + 1,
      line.product.id,
      line.product.name,
      line.product.sku,
      line.product.cost,
      line.quantity,
      line.product.price,
      line.discount?.kind ?? null,
      line.discount?.value ?? null,
      figures.discount,
      figures.orderDiscount,
      line.product.taxRateBp,
      figures.taxAmount,
      figures.lineTotal,
      written.returned,
      sale.at,
      sale.at,
    ])
    this.#stock.movement(
      sale.branchIndex,
      line.productIndex,
      -line.quantity,
      { type: 'sale', reference: ['order', sale.orderId], user: sale.sellerId },
      sale.at
    )
    return {
      id: lineId,
      productId: line.product.id,
      quantity: line.quantity,
      discount: figures.discount,
      orderDiscount: figures.orderDiscount,
      taxAmount: figures.taxAmount,
      lineTotal: figures.lineTotal,
      unitCost: line.product.cost,
    }
  }

  /** The manager voids the sale: its stock back on the shelf, one audit event. */
  #void(sale: Sale, voidedAt: string) {
    const sellers = this.#shop.staff[sale.branchIndex]
    const manager = sellers[sellers.length - 1]
    this.summary.voided++
    for (const line of sale.chosen) {
      this.#stock.movement(
        sale.branchIndex,
        line.productIndex,
        line.quantity,
        {
          type: 'sale_void',
          reason: VOID_REASON,
          reference: ['order', sale.orderId],
          user: manager,
        },
        voidedAt
      )
    }
    this.#stock.audit(
      'order.voided',
      manager,
      ['order', sale.orderId],
      this.#shop.branches[sale.branchIndex].id,
      { status: 'voided', reason: VOID_REASON },
      voidedAt
    )
  }
}
