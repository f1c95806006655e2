import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Setting from '#models/setting'
import { dayPeriod } from '#support/business_day'
import { seeded } from '#database/seeded_random'
import { BulkWriter } from '#database/bench/bulk_writer'
import { TABLES } from '#database/bench/columns'
import { SalesHistory } from '#database/bench/history'
import { historyDay, type GeneratedSummary } from '#database/bench/history_day'
import { addPurchasing } from '#database/bench/purchasing'
import { addTillSessions } from '#database/bench/till_sessions'
import { closeEndedMonths } from '#services/reports/product_months'
import {
  addBranches,
  addCustomers,
  addProducts,
  addStaff,
  nextIds,
  resetSequences,
} from '#database/bench/shop'

/** How much history the benchmark's shop has. */
export interface BenchSize {
  branches: number
  products: number
  customers: number
  orders: number
  days: number
}

/** The chain the benchmark measures: twenty branches and two years of counter sales. */
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

const ZONE = 'America/New_York'
/** Business days written per transaction. */
const DAYS_PER_TRANSACTION = 20

/**
 * The benchmark's shop: branches, staff, a catalogue and
 * customers, then two years of counter sales written day by day straight
 * into the tables, as the services would have left them, and the
 * suppliers and weekly purchase orders of those two years, and a till per
 * branch with a session a day holding that day's sales. Each sale takes
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
  // The history's sales are filed in till sessions (addTillSessions); the checkout it
  // times sells without one, as the hand-written SQL it is measured against does.
  await Setting.query().update({ businessTimezone: ZONE, saleNeedsTillSession: false })

  const branches = await addBranches(client, writer, size.branches)
  const staff = await addStaff(client, writer, branches)
  const products = await addProducts(client, writer, size.products)
  const customerIds = await addCustomers(client, writer, size.customers)
  await writer.flush()

  const lastDay = (options.until ?? DateTime.now()).setZone(ZONE).startOf('day')
  const firstDay = lastDay.minus({ days: size.days - 1 })
  const history = new SalesHistory(writer, random, {
    branches,
    staff,
    products,
    customerIds,
    next: await nextIds(client, [
      'orders',
      'order_lines',
      'returns',
      'return_lines',
      'stock_receipts',
    ]),
    zone: ZONE,
    pricesIncludeTax: settings.pricesIncludeTax,
  })

  // Saturdays busiest, Sundays quietest.
  const weekdayWeight = [0, 1, 0.95, 1, 1.05, 1.2, 1.35, 0.7]
  const days = Array.from({ length: size.days }, (_, index) => firstDay.plus({ days: index }))
  const dayWeights = days.map((day) => weekdayWeight[day.weekday])
  const totalWeight = dayWeights.reduce((sum, weight) => sum + weight, 0)
  let ordersBefore = 0
  let weightBefore = 0

  let trx = await db.transaction()
  writer.use(trx)
  try {
    for (const [dayIndex, date] of days.entries()) {
      const day = historyDay(dayIndex, dayPeriod(date.toISODate()!, ZONE).start)
      weightBefore += dayWeights[dayIndex]
      const ordersToday = Math.round((size.orders * weightBefore) / totalWeight) - ordersBefore
      ordersBefore += ordersToday
      for (let index = 0; index < ordersToday; index++) {
        history.sell(day, index, ordersToday, days.length - 1)
      }
      history.takeReturns(day)
      await history.endDay(day, trx)
      if ((dayIndex + 1) % DAYS_PER_TRANSACTION === 0) {
        await trx.commit()
        trx = await db.transaction()
        writer.use(trx)
      }
      options.onProgress?.(dayIndex + 1, days.length)
    }
    await history.finish(lastDay.plus({ hours: 21 }).toMillis(), trx)
    // The product rankings' months that have ended, from the daily rollup just written.
    await closeEndedMonths(ZONE, trx)
    await trx.commit()
  } catch (error) {
    await trx.rollback()
    throw error
  }
  await db.transaction(async (purchasing) => {
    writer.use(purchasing)
    await addPurchasing(purchasing, writer, { branches, products, days, zone: ZONE })
  })
  if (writer.isPostgres) await resetSequences(client)
  // The levels went in by the row; the ledger's per-product totals are their sums.
  await client.rawQuery(
    `INSERT INTO stock_totals (product_id, on_hand)
     SELECT product_id, SUM(on_hand) FROM stock_levels GROUP BY product_id`
  )
  await db.transaction((tills) => addTillSessions(tills, ZONE))
  // Statistics for the query planner over what was just loaded in bulk; on PostgreSQL
  // also the visibility map, without which an index-only scan reads the table too.
  await client.rawQuery(writer.isPostgres ? 'VACUUM ANALYZE' : 'ANALYZE')
  return history.summary
}
