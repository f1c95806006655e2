import { createHash, randomUUID } from 'node:crypto'
import type { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { saleFigures, settlePayments, refundShare, type PaymentInput } from '#common/sale_totals'
import { RETURN_REASONS } from '#common/return_reasons'
import {
  addToRollup,
  emptyRollupRows,
  mergeRollupRows,
  returnRollupRows,
  ROLLUP_ORDER,
  saleRollupRows,
  type RollupRows,
} from '#services/reports/rollups'
import type { seeded } from '#database/seeded_random'
import type { BulkWriter, BulkValue } from '#database/bench/bulk_writer'
import { SUPPLIERS } from '#database/bench/names'
import {
  AUDIT_COLUMNS,
  LEVEL_COLUMNS,
  LINE_COLUMNS,
  MOVEMENT_COLUMNS,
  ORDER_COLUMNS,
  PAYMENT_COLUMNS,
  RECEIPT_COLUMNS,
  RECEIPT_LINE_COLUMNS,
  RETURN_COLUMNS,
  RETURN_LINE_COLUMNS,
} from '#database/bench/columns'
import type { GeneratedProduct } from '#database/bench/shop'

// The benchmark shop's counter, day by day: receipts, sales, voids and returns.

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

const SHARE_VOIDED = 0.004
const SHARE_RETURNED = 0.02
const VOID_REASON = 'Rung up twice by mistake'

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

interface ChosenLine {
  productIndex: number
  product: GeneratedProduct
  quantity: number
  discount: { kind: 'percent'; value: number } | null
}

interface WrittenLine {
  id: number
  productId: number
  quantity: number
  discount: number
  orderDiscount: number
  taxAmount: number
  lineTotal: number
  unitCost: number | null
}

interface PlannedReturn {
  orderId: number
  branchIndex: number
  sellerId: number
  line: WrittenLine
  productIndex: number
  quantity: number
  restock: boolean
  refundMethod: PaymentInput['method']
}

/** A sale as the counter would have rung it up: where, by whom, when, and its lines. */
interface Sale {
  orderId: number
  branchIndex: number
  sellerId: number
  soldAt: number
  at: string
  chosen: ChosenLine[]
}

/**
 * The rows the counter and the back office would have left, written in
 * bulk. It keeps each branch's stock of each product as it goes, so a sale
 * never takes more than a receipt brought in, and the levels written at the
 * end are the ledger's sums.
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
  #onHand: Int32Array
  #touched: Uint8Array
  #orderSequence: number[]
  #returnsDue = new Map<number, PlannedReturn[]>()
  #receiptNumber = 0
  #returnNumber = 0
  // Busier branches first.
  #branchWeights: number[]
  #branchTotal: number

  constructor(writer: BulkWriter, random: ReturnType<typeof seeded>, shop: HistoryShop) {
    this.#writer = writer
    this.#random = random
    this.#shop = shop
    const slots = shop.branches.length * shop.products.length
    this.#onHand = new Int32Array(slots)
    this.#touched = new Uint8Array(slots)
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
    for (const line of sale.chosen) this.#restock(day, sale, line)

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
      const planned = this.#returnsDue.get(returnDay) ?? []
      planned.push({
        orderId: sale.orderId,
        branchIndex,
        sellerId,
        line: lines[returnLine],
        productIndex: sale.chosen[returnLine].productIndex,
        quantity: returnQuantity,
        restock: random.chance(0.7),
        refundMethod: payments[0].method,
      })
      this.#returnsDue.set(returnDay, planned)
    }
  }

  /** The returns planned for this day, taken at the branch by its manager late in the afternoon. */
  takeReturns(day: HistoryDay) {
    for (const planned of this.#returnsDue.get(day.index) ?? []) this.#takeReturn(day, planned)
    this.#returnsDue.delete(day.index)
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
    const { branches, products } = this.#shop
    const stamp = this.#writer.timestamp(stampedAt)
    for (const [branchIndex, branch] of branches.entries()) {
      for (const [productIndex, product] of products.entries()) {
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
      await trx
        .from('branches')
        .where('id', branch.id)
        .update({ next_order_seq: this.#orderSequence[branchIndex] + 1 })
    }
    await this.#writer.flush()
    for (const [kind, value] of [
      ['receipt', this.#receiptNumber],
      ['return', this.#returnNumber],
    ] as const) {
      await trx.table('document_sequences').insert({ kind, last_value: value })
    }
  }

  #slot(branchIndex: number, productIndex: number) {
    return branchIndex * this.#shop.products.length + productIndex
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

  /** A minute before a sale that lacks stock, a line on the branch's receipt of the day. */
  #restock(day: HistoryDay, sale: Sale, line: ChosenLine) {
    if (this.#onHand[this.#slot(sale.branchIndex, line.productIndex)] >= line.quantity) return
    const branch = this.#shop.branches[sale.branchIndex]
    const clerk = this.#shop.staff[sale.branchIndex][0]
    const receivedAt = this.#writer.timestamp(sale.soldAt - 60_000)
    let receiptId = day.receipts.get(sale.branchIndex)
    if (receiptId === undefined) {
      receiptId = this.#shop.next.stock_receipts++
      day.receipts.set(sale.branchIndex, receiptId)
      const number = `RC-${String(++this.#receiptNumber).padStart(6, '0')}`
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
      this.#audit(
        'stock.received',
        clerk,
        ['stock_receipt', receiptId],
        branch.id,
        { number, branch: branch.name },
        receivedAt
      )
      this.summary.receipts++
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
    this.#movement(
      sale.branchIndex,
      line.productIndex,
      quantity,
      { type: 'receipt', reference: ['stock_receipt', receiptId], user: clerk },
      receivedAt
    )
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
    this.#movement(
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
      this.#movement(
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
    this.#audit(
      'order.voided',
      manager,
      ['order', sale.orderId],
      this.#shop.branches[sale.branchIndex].id,
      { status: 'voided', reason: VOID_REASON },
      voidedAt
    )
  }

  #takeReturn(day: HistoryDay, planned: PlannedReturn) {
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
    const number = `RT-${String(++this.#returnNumber).padStart(6, '0')}`
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
      this.#movement(
        branchIndex,
        planned.productIndex,
        planned.quantity,
        { type: 'return', reason, reference: ['return', returnId], user: userId },
        at
      )
    }
    this.#audit(
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
    this.summary.returns++
  }

  /** A ledger row, the running stock it leaves, and the level it will be written to. */
  #movement(
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
    this.summary.movements++
  }

  #audit(
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

function addRollups(day: HistoryDay, rows: RollupRows) {
  for (const name of ROLLUP_ORDER) day.rollups[name].push(...rows[name])
}

/** How a customer pays, from a roll of 0–19: mostly card, cash rounded up (with change), some split. */
function paymentsFor(total: number, roll: number): PaymentInput[] {
  if (roll < 11) return [{ method: 'card', amount: total }]
  if (roll < 18) return [{ method: 'cash', amount: Math.ceil(total / 500) * 500 }]
  if (roll < 19 || total < 1000) return [{ method: 'other', amount: total }]
  const onCard = Math.floor(total / 2)
  return [
    { method: 'card', amount: onCard },
    { method: 'cash', amount: Math.ceil((total - onCard) / 100) * 100 },
  ]
}
