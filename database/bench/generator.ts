import { createHash, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Setting from '#models/setting'
import { saleFigures, settlePayments, refundShare, type PaymentInput } from '#common/sale_totals'
import { RETURN_REASONS } from '#common/return_reasons'
import { dayPeriod } from '#support/business_day'
import {
  addToRollup,
  emptyRollupRows,
  mergeRollupRows,
  returnRollupRows,
  ROLLUP_ORDER,
  saleRollupRows,
  type RollupRows,
} from '#services/reports/rollups'
import { seeded } from '#database/seeded_random'
import { BulkWriter, type BulkValue } from '#database/bench/bulk_writer'
import { SUPPLIERS } from '#database/bench/names'
import {
  AUDIT_COLUMNS,
  LINE_COLUMNS,
  MOVEMENT_COLUMNS,
  ORDER_COLUMNS,
  PAYMENT_COLUMNS,
  RECEIPT_COLUMNS,
  TABLES,
} from '#database/bench/columns'
import {
  addBranches,
  addCustomers,
  addProducts,
  addStaff,
  nextIds,
  resetSequences,
  type GeneratedProduct,
} from '#database/bench/shop'

/** How much history the benchmark's shop has. */
export interface BenchSize {
  branches: number
  products: number
  customers: number
  orders: number
  days: number
}

/** The chain issue #18 measures: twenty branches and two years of counter sales. */
export const FULL_SIZE: BenchSize = {
  branches: 20,
  products: 50_000,
  customers: 100_000,
  orders: 1_000_000,
  days: 730,
}

/** A shop with `orders` orders over two years, its catalogue and customers in proportion. */
export function benchSize(orders: number): BenchSize {
  const clamp = (value: number, low: number, high: number) =>
    Math.min(high, Math.max(low, Math.round(value)))
  return {
    ...FULL_SIZE,
    orders,
    products: clamp(orders / 20, 200, FULL_SIZE.products),
    customers: clamp(orders / 10, 100, FULL_SIZE.customers),
  }
}

export interface GenerateOptions {
  size: BenchSize
  /** The last business day's evening; the history ends there. */
  until?: DateTime
  /** Called after each business day. */
  onProgress?: (done: number, total: number) => void
}

export interface GeneratedSummary {
  orders: number
  lines: number
  voided: number
  returns: number
  receipts: number
  movements: number
}

const ZONE = 'America/New_York'
/** Business days written per transaction. */
const DAYS_PER_TRANSACTION = 20
const SHARE_VOIDED = 0.004
const SHARE_RETURNED = 0.02
interface PlannedReturn {
  orderId: number
  branchId: number
  sellerId: number
  lineId: number
  productIndex: number
  unitCost: number | null
  soldQuantity: number
  lineTotal: number
  taxAmount: number
  quantity: number
  restock: boolean
  refundMethod: PaymentInput['method']
}

/**
 * The benchmark's shop (issue #18): branches, staff, a catalogue and
 * customers, then two years of counter sales written day by day straight
 * into the tables, as the services would have left them. Each sale takes
 * stock that a receipt brought in first; a few sales are voided minutes
 * later and a few come back within two weeks. The stock levels and the
 * daily rollups are what the ledger and the orders give, so the ledger
 * invariant holds and `rollups:verify` accepts them.
 *
 * Expects an installed database with the demo organisation (its three
 * branches and four accounts) and nothing sold yet. The figures come from
 * the same rules the counter uses (`saleFigures`, `settlePayments`,
 * `refundShare`); the rows are written in bulk.
 */
export async function generateBenchData(options: GenerateOptions): Promise<GeneratedSummary> {
  const { size } = options
  const random = seeded(18)
  const client = db.connection()
  const writer = new BulkWriter(client, TABLES)
  const settings = await Setting.query().orderBy('id').firstOrFail()
  await Setting.query().update({ businessTimezone: ZONE })
  const pricesIncludeTax = settings.pricesIncludeTax

  const branches = await addBranches(client, writer, size.branches)
  const staff = await addStaff(client, writer, branches)
  const products = await addProducts(client, writer, size.products)
  const customerIds = await addCustomers(client, writer, size.customers)
  await writer.flush()

  const lastDay = (options.until ?? DateTime.now()).setZone(ZONE).startOf('day')
  const firstDay = lastDay.minus({ days: size.days - 1 })
  const next = await nextIds(client, [
    'orders',
    'order_lines',
    'returns',
    'return_lines',
    'stock_receipts',
  ])
  const onHand = new Int32Array(branches.length * products.length)
  const touched = new Uint8Array(branches.length * products.length)
  const slot = (branchIndex: number, productIndex: number) =>
    branchIndex * products.length + productIndex
  const orderSequence = branches.map(() => 0)
  const returnsDue = new Map<number, PlannedReturn[]>()
  let receiptNumber = 0
  let returnNumber = 0
  const summary: GeneratedSummary = {
    orders: 0,
    lines: 0,
    voided: 0,
    returns: 0,
    receipts: 0,
    movements: 0,
  }

  // Busier branches first; Saturdays busiest, Sundays quietest.
  const branchWeights = branches.map((_, index) => 1.6 - (index % 5) * 0.25)
  const weekdayWeight = [0, 1, 0.95, 1, 1.05, 1.2, 1.35, 0.7]
  const days = Array.from({ length: size.days }, (_, index) => firstDay.plus({ days: index }))
  const dayWeights = days.map((day) => weekdayWeight[day.weekday])
  const totalWeight = dayWeights.reduce((sum, weight) => sum + weight, 0)
  const branchTotal = branchWeights.reduce((sum, weight) => sum + weight, 0)
  let ordersBefore = 0
  let weightBefore = 0

  const movement = (
    branchIndex: number,
    product: GeneratedProduct,
    productIndex: number,
    quantity: number,
    fields: { type: string; reason?: string; reference: [string, number]; user: number },
    at: string
  ) => {
    const where = slot(branchIndex, productIndex)
    onHand[where] += quantity
    touched[where] = 1
    writer.add('stock_movements', MOVEMENT_COLUMNS, [
      product.id,
      branches[branchIndex].id,
      quantity,
      onHand[where],
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
    summary.movements++
  }
  const audit = (
    action: string,
    user: number,
    subject: [string, number],
    branchId: number,
    changes: Record<string, BulkValue>,
    at: string
  ) => {
    const values = Object.fromEntries(
      Object.entries(changes).map(([key, value]) => [key, { from: null, to: value }])
    )
    writer.add('audit_events', AUDIT_COLUMNS, [
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

  let trx = await db.transaction()
  writer.use(trx)
  try {
    for (const [dayIndex, day] of days.entries()) {
      const isoDay = day.toISODate()!
      const { start } = dayPeriod(isoDay, ZONE)
      const opening = start.toMillis() + 8 * 3_600_000
      const noon = start.plus({ hours: 12 })
      const rollups: RollupRows = emptyRollupRows()
      const addRollups = (rows: RollupRows) => {
        for (const name of ROLLUP_ORDER) rollups[name].push(...rows[name])
      }
      // Today's receipt of each branch, opened when a sale first needs stock.
      const receipts = new Map<number, number>()

      weightBefore += dayWeights[dayIndex]
      const ordersToday = Math.round((size.orders * weightBefore) / totalWeight) - ordersBefore
      ordersBefore += ordersToday

      for (let index = 0; index < ordersToday; index++) {
        let pick = random.next() * branchTotal
        let branchIndex = 0
        while (pick > branchWeights[branchIndex] && branchIndex < branches.length - 1) {
          pick -= branchWeights[branchIndex]
          branchIndex++
        }
        const branch = branches[branchIndex]
        const sellers = staff[branchIndex]
        const sellerId = random.pick(sellers)
        const soldAt =
          opening + Math.floor(((index + random.next()) / ordersToday) * 12 * 3_600_000)
        const at = writer.timestamp(soldAt)

        const wanted = new Map<number, number>()
        const lineCount = 1 + random.below(4)
        while (wanted.size < lineCount) {
          // Popular products sell far more often than the long tail.
          const productIndex = Math.floor(products.length * random.next() ** 2)
          wanted.set(productIndex, random.chance(0.7) ? 1 : 2 + random.below(2))
        }
        const chosen = [...wanted.entries()].map(([productIndex, quantity]) => ({
          productIndex,
          product: products[productIndex],
          quantity,
          discount: random.chance(0.08) ? { kind: 'percent' as const, value: 500 } : null,
        }))

        for (const line of chosen) {
          const where = slot(branchIndex, line.productIndex)
          if (onHand[where] >= line.quantity) continue
          let receiptId = receipts.get(branchIndex)
          const receivedAt = writer.timestamp(soldAt - 60_000)
          if (receiptId === undefined) {
            receiptId = next.stock_receipts++
            receipts.set(branchIndex, receiptId)
            const number = `RC-${String(++receiptNumber).padStart(6, '0')}`
            writer.add('stock_receipts', RECEIPT_COLUMNS, [
              receiptId,
              number,
              branch.id,
              random.pick(SUPPLIERS),
              `PO-${isoDay.replaceAll('-', '')}-${branch.code}`,
              null,
              sellers[0],
              receivedAt,
              receivedAt,
            ])
            audit(
              'stock.received',
              sellers[0],
              ['stock_receipt', receiptId],
              branch.id,
              { number, branch: branch.name },
              receivedAt
            )
            summary.receipts++
          }
          const quantity = 12 + random.below(36) + line.quantity
          writer.add(
            'stock_receipt_lines',
            ['stock_receipt_id', 'product_id', 'quantity', 'unit_cost', 'created_at', 'updated_at'],
            [receiptId, line.product.id, quantity, line.product.cost ?? 0, receivedAt, receivedAt]
          )
          movement(
            branchIndex,
            line.product,
            line.productIndex,
            quantity,
            { type: 'receipt', reference: ['stock_receipt', receiptId], user: sellers[0] },
            receivedAt
          )
        }

        const figures = saleFigures(
          chosen.map((line) => ({
            unitPrice: line.product.price,
            quantity: line.quantity,
            taxRateBp: line.product.taxRateBp,
            discount: line.discount,
          })),
          null,
          pricesIncludeTax
        )
        const payments = paymentsFor(figures.total, random.below(20))
        const settlement = settlePayments(figures.total, payments)
        const orderId = next.orders++
        const voided = random.chance(SHARE_VOIDED)
        const returning = !voided && random.chance(SHARE_RETURNED)
        const returnLine = returning ? random.below(chosen.length) : -1
        const returnQuantity = returning ? 1 + random.below(chosen[returnLine].quantity) : 0
        const returnDay = dayIndex + 1 + random.below(14)
        const returned = returning && returnDay < days.length
        const key = randomUUID()
        orderSequence[branchIndex]++
        const voidedAt = voided ? writer.timestamp(soldAt + 3 * 60_000) : null
        const status = voided
          ? 'voided'
          : returned
            ? chosen.length === 1 && returnQuantity === chosen[0].quantity
              ? 'returned'
              : 'partially_returned'
            : 'completed'
        writer.add('orders', ORDER_COLUMNS, [
          orderId,
          `${branch.code}-${String(orderSequence[branchIndex]).padStart(6, '0')}`,
          branch.id,
          random.chance(0.35) ? random.pick(customerIds) : null,
          sellerId,
          status,
          figures.subtotal,
          figures.discountTotal,
          null,
          null,
          figures.taxTotal,
          figures.total,
          settlement.paidTotal,
          settlement.changeDue,
          pricesIncludeTax,
          null,
          key,
          createHash('sha256').update(key).digest('hex'),
          figures.itemCount,
          at,
          voidedAt,
          voided ? sellers[sellers.length - 1] : null,
          voided ? 'Rung up twice by mistake' : null,
          at,
          voidedAt ?? at,
        ])
        const lines = chosen.map((line, position) => {
          const lineFigures = figures.lines[position]
          const lineId = next.order_lines++
          writer.add('order_lines', LINE_COLUMNS, [
            lineId,
            orderId,
            position + 1,
            line.product.id,
            line.product.name,
            line.product.sku,
            line.product.cost,
            line.quantity,
            line.product.price,
            line.discount?.kind ?? null,
            line.discount?.value ?? null,
            lineFigures.discount,
            lineFigures.orderDiscount,
            line.product.taxRateBp,
            lineFigures.taxAmount,
            lineFigures.lineTotal,
            returned && position === returnLine ? returnQuantity : 0,
            at,
            at,
          ])
          movement(
            branchIndex,
            line.product,
            line.productIndex,
            -line.quantity,
            { type: 'sale', reference: ['order', orderId], user: sellerId },
            at
          )
          return {
            id: lineId,
            productId: line.product.id,
            quantity: line.quantity,
            discount: lineFigures.discount,
            orderDiscount: lineFigures.orderDiscount,
            taxAmount: lineFigures.taxAmount,
            lineTotal: lineFigures.lineTotal,
            unitCost: line.product.cost,
          }
        })
        payments.forEach((payment, paymentIndex) => {
          const applied = settlement.applied[paymentIndex]
          writer.add('order_payments', PAYMENT_COLUMNS, [
            orderId,
            payment.method,
            applied,
            applied === payment.amount ? null : payment.amount,
            null,
            at,
            at,
          ])
        })
        summary.orders++
        summary.lines += lines.length

        if (voided) {
          summary.voided++
          for (const [position, line] of chosen.entries()) {
            movement(
              branchIndex,
              line.product,
              line.productIndex,
              line.quantity,
              {
                type: 'sale_void',
                reason: 'Rung up twice by mistake',
                reference: ['order', orderId],
                user: sellers[sellers.length - 1],
              },
              voidedAt!
            )
            if (position === 0) {
              audit(
                'order.voided',
                sellers[sellers.length - 1],
                ['order', orderId],
                branch.id,
                { status: 'voided', reason: 'Rung up twice by mistake' },
                voidedAt!
              )
            }
          }
          continue
        }
        addRollups(
          saleRollupRows(
            { branchId: branch.id, sellerId, completedAt: noon, itemCount: figures.itemCount },
            lines,
            payments.map((payment, paymentIndex) => ({
              method: payment.method,
              amount: settlement.applied[paymentIndex],
            })),
            ZONE
          )
        )
        if (returned) {
          const line = lines[returnLine]
          const planned = returnsDue.get(returnDay) ?? []
          planned.push({
            orderId,
            branchId: branch.id,
            sellerId,
            lineId: line.id,
            productIndex: chosen[returnLine].productIndex,
            unitCost: line.unitCost,
            soldQuantity: line.quantity,
            lineTotal: line.lineTotal,
            taxAmount: line.taxAmount,
            quantity: returnQuantity,
            restock: random.chance(0.7),
            refundMethod: payments[0].method,
          })
          returnsDue.set(returnDay, planned)
        }
      }

      for (const planned of returnsDue.get(dayIndex) ?? []) {
        const branchIndex = branches.findIndex((branch) => branch.id === planned.branchId)
        const userId = staff[branchIndex][staff[branchIndex].length - 1]
        const returnedAt = start.toMillis() + 17 * 3_600_000 + random.below(120) * 60_000
        const at = writer.timestamp(returnedAt)
        const refund = refundShare(planned.lineTotal, planned.soldQuantity, 0, planned.quantity)
        const tax = refundShare(planned.taxAmount, planned.soldQuantity, 0, planned.quantity)
        const returnId = next.returns++
        const reason = random.pick(RETURN_REASONS)
        const number = `RT-${String(++returnNumber).padStart(6, '0')}`
        writer.add(
          'returns',
          [
            'id',
            'number',
            'order_id',
            'branch_id',
            'user_id',
            'reason',
            'refund_method',
            'refund_total',
            'tax_total',
            'note',
            'created_at',
            'updated_at',
          ],
          [
            returnId,
            number,
            planned.orderId,
            planned.branchId,
            userId,
            reason,
            planned.refundMethod,
            refund,
            tax,
            planned.restock ? null : 'Not fit to sell again',
            at,
            at,
          ]
        )
        writer.add(
          'return_lines',
          [
            'id',
            'return_id',
            'order_line_id',
            'quantity',
            'refund_amount',
            'tax_amount',
            'restock',
            'created_at',
            'updated_at',
          ],
          [
            next.return_lines++,
            returnId,
            planned.lineId,
            planned.quantity,
            refund,
            tax,
            planned.restock,
            at,
            at,
          ]
        )
        const product = products[planned.productIndex]
        if (planned.restock) {
          movement(
            branchIndex,
            product,
            planned.productIndex,
            planned.quantity,
            { type: 'return', reason, reference: ['return', returnId], user: userId },
            at
          )
        }
        audit(
          'return.created',
          userId,
          ['order', planned.orderId],
          planned.branchId,
          { return: number, refund_total: refund },
          at
        )
        addRollups(
          returnRollupRows(
            {
              branchId: planned.branchId,
              createdAt: noon,
              refundMethod: planned.refundMethod,
            },
            { sellerId: planned.sellerId },
            [
              {
                line: { productId: product.id, unitCost: planned.unitCost },
                quantity: planned.quantity,
                refund,
                tax,
                restock: planned.restock,
              },
            ],
            ZONE
          )
        )
        summary.returns++
      }
      returnsDue.delete(dayIndex)

      await writer.flush()
      for (const name of ROLLUP_ORDER) {
        await addToRollup(name, mergeRollupRows(name, rollups[name]), trx)
      }
      if ((dayIndex + 1) % DAYS_PER_TRANSACTION === 0) {
        await trx.commit()
        trx = await db.transaction()
        writer.use(trx)
      }
      options.onProgress?.(dayIndex + 1, days.length)
    }

    const stamp = writer.timestamp(lastDay.plus({ hours: 21 }).toMillis())
    for (const [branchIndex, branch] of branches.entries()) {
      for (const [productIndex, product] of products.entries()) {
        const where = slot(branchIndex, productIndex)
        if (!touched[where]) continue
        writer.add(
          'stock_levels',
          ['product_id', 'branch_id', 'on_hand', 'created_at', 'updated_at'],
          [product.id, branch.id, onHand[where], stamp, stamp]
        )
      }
      await trx
        .from('branches')
        .where('id', branch.id)
        .update({ next_order_seq: orderSequence[branchIndex] + 1 })
    }
    await writer.flush()
    for (const [kind, value] of [
      ['receipt', receiptNumber],
      ['return', returnNumber],
    ] as const) {
      await trx.table('document_sequences').insert({ kind, last_value: value })
    }
    await trx.commit()
  } catch (error) {
    await trx.rollback()
    throw error
  }
  if (writer.isPostgres) await resetSequences(client)
  // Statistics for the query planner over what was just loaded in bulk; on PostgreSQL
  // also the visibility map, without which an index-only scan reads the table too.
  await client.rawQuery(writer.isPostgres ? 'VACUUM ANALYZE' : 'ANALYZE')
  return summary
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
