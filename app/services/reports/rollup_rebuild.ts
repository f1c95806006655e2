import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { SOLD_STATUSES } from '#models/order'
import Setting from '#models/setting'
import { dayPeriod, localDay } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'
import { addMonthsTo, monthOf, monthsBetween } from '#common/report_months'
import {
  closeEndedMonths,
  holdRollupTables,
  PRODUCT_MONTHS,
} from '#services/reports/product_months'
import {
  addToRollup,
  complete,
  emptyRollupRows,
  mergeRollupRows,
  ROLLUP_ORDER,
  ROLLUPS,
  type RollupName,
  type RollupRow,
  type RollupRows,
} from '#services/reports/rollups'

/** Called after each business day: how many are done, of how many. */
export type RollupProgress = (done: number, total: number) => void

/** A figure of a rollup row that differs from what the orders and returns give. */
export interface RollupDifference {
  rollup: RollupName | 'productMonths'
  key: string
  column: string
  expected: number
  actual: number
}

const SOLD = [...SOLD_STATUSES]

/**
 * The rollup rows of one business day computed straight from the orders
 * and returns, with SQL sums rather than the code that keeps the rollups
 * up to date, so a verify compares two independent computations. Voided
 * orders count nowhere; returns count on their own day.
 */
export async function rollupRowsOfDay(
  day: string,
  zone: string,
  client: QueryClientContract
): Promise<RollupRows> {
  const { start, end } = dayPeriod(day, zone)
  const from = timestampBinding(start, client.dialect.name)
  const to = timestampBinding(end, client.dialect.name)
  const soldOrders = (query: DatabaseQueryBuilderContract) =>
    query
      .whereIn('o.status', SOLD)
      .where('o.completed_at', '>=', from)
      .where('o.completed_at', '<', to)
  const returnsOfDay = (query: DatabaseQueryBuilderContract) =>
    query.where('r.created_at', '>=', from).where('r.created_at', '<', to)

  const sold = await soldOrders(
    client
      .from('order_lines as l')
      .join('orders as o', 'o.id', 'l.order_id')
      .groupBy('o.branch_id', 'l.product_id')
      .select('o.branch_id', 'l.product_id')
      .select(
        client.raw('sum(l.quantity) as sold_quantity'),
        client.raw('sum(l.discount + l.order_discount) as discounts'),
        client.raw('sum(l.line_total - l.tax_amount) as net'),
        client.raw('sum(l.tax_amount) as tax'),
        client.raw('sum(coalesce(l.unit_cost, 0) * l.quantity) as cost'),
        client.raw(
          'sum(case when l.unit_cost is null then l.quantity else 0 end) as uncosted_quantity'
        )
      )
  )
  const returned = await returnsOfDay(
    client
      .from('return_lines as rl')
      .join('returns as r', 'r.id', 'rl.return_id')
      .join('order_lines as l', 'l.id', 'rl.order_line_id')
      .groupBy('r.branch_id', 'l.product_id')
      .select('r.branch_id', 'l.product_id')
      .select(
        client.raw('sum(rl.quantity) as returned_quantity'),
        client.raw('sum(rl.refund_amount - rl.tax_amount) as returned_net'),
        client.raw('sum(rl.tax_amount) as returned_tax'),
        client.raw(
          'sum(case when rl.restock then coalesce(l.unit_cost, 0) * rl.quantity else 0 end) as returned_cost'
        )
      )
  )
  const sellerSales = await soldOrders(
    client
      .from('orders as o')
      .groupBy('o.branch_id', 'o.seller_id')
      .select('o.branch_id', 'o.seller_id')
      .select(
        client.raw('count(*) as orders'),
        client.raw('sum(o.item_count) as items'),
        client.raw('sum(o.discount_total) as discounts'),
        client.raw('sum(o.total - o.tax_total) as net'),
        client.raw('sum(o.tax_total) as tax')
      )
  )
  const sellerReturns = await returnsOfDay(
    client
      .from('returns as r')
      .join('orders as o', 'o.id', 'r.order_id')
      .groupBy('r.branch_id', 'o.seller_id')
      .select('r.branch_id', 'o.seller_id')
      .select(
        client.raw('count(*) as returns'),
        client.raw('sum(r.refund_total - r.tax_total) as returned_net'),
        client.raw('sum(r.tax_total) as returned_tax')
      )
  )
  const paid = await soldOrders(
    client
      .from('order_payments as p')
      .join('orders as o', 'o.id', 'p.order_id')
      .groupBy('o.branch_id', 'p.method')
      .select('o.branch_id', 'p.method')
      .select(client.raw('count(*) as payments'), client.raw('sum(p.amount) as amount'))
  )
  const refunded = await returnsOfDay(
    client
      .from('returns as r')
      .groupBy('r.branch_id', 'r.refund_method')
      .select('r.branch_id', client.raw('r.refund_method as method'))
      .select(client.raw('count(*) as refunds'), client.raw('sum(r.refund_total) as refunded'))
  )

  const onDay = (rows: RollupRow[]) => rows.map((row) => ({ ...row, day }))
  const products = mergeRollupRows('products', onDay([...sold, ...returned]))
  return {
    products,
    sellers: mergeRollupRows('sellers', onDay([...sellerSales, ...sellerReturns])),
    payments: mergeRollupRows('payments', onDay([...paid, ...refunded])),
    // The branch rollup is the product rollup's figures added up per branch.
    branches: mergeRollupRows(
      'branches',
      products.map((row) => complete('branches', row))
    ),
  }
}

/** Every business day from the first sale or return to the last, and any day a rollup holds. */
async function daysToCover(zone: string, client: QueryClientContract) {
  const bounds = await client
    .from('orders')
    .whereNotNull('completed_at')
    .min('completed_at as first')
    .max('completed_at as last')
  const returnBounds = await client
    .from('returns')
    .min('created_at as first')
    .max('created_at as last')
  const days: string[] = []
  for (const row of [...bounds, ...returnBounds]) {
    for (const value of [row.first, row.last]) if (value) days.push(dayOfStored(value, zone))
  }
  for (const name of ROLLUP_ORDER) {
    const [held] = await client.from(ROLLUPS[name].table).min('day as first').max('day as last')
    if (held.first) days.push(held.first, held.last)
  }
  if (days.length === 0) return []
  days.sort()
  const all: string[] = []
  const last = DateTime.fromISO(days.at(-1)!, { zone: 'utc' })
  for (
    let day = DateTime.fromISO(days[0], { zone: 'utc' });
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    all.push(day.toISODate()!)
  }
  return all
}

/** A stored timestamp (a Date from PostgreSQL, UTC text from SQLite) as a local day. */
function dayOfStored(value: Date | string, zone: string) {
  const instant =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromSQL(String(value), { zone: 'utc' }).isValid
        ? DateTime.fromSQL(String(value), { zone: 'utc' })
        : DateTime.fromISO(String(value), { zone: 'utc' })
  return localDay(instant, zone)
}

/**
 * Computes every rollup again from the orders and returns, day by day in
 * the shop's business time zone, then closes the months that have ended
 * from those days, in one transaction: readers see the old rollups or the
 * new ones, never half of them. `within` runs it inside the caller's
 * transaction (a change of the time zone). On PostgreSQL sales wait for it,
 * then add.
 */
export async function rebuildRollups(
  options: { onProgress?: RollupProgress; within?: TransactionClientContract } = {}
) {
  const work = async (trx: TransactionClientContract) => {
    await holdRollupTables(trx)
    const settings = await Setting.query({ client: trx }).orderBy('id').firstOrFail()
    const zone = settings.businessTimezone
    for (const name of ROLLUP_ORDER) await trx.from(ROLLUPS[name].table).delete()
    await trx.from(PRODUCT_MONTHS.table).delete()
    const days = await daysToCover(zone, trx)
    for (const [index, day] of days.entries()) {
      const rows = await rollupRowsOfDay(day, zone, trx)
      for (const name of ROLLUP_ORDER) await addToRollup(name, rows[name], trx)
      options.onProgress?.(index + 1, days.length)
    }
    await closeEndedMonths(zone, trx)
    return { days: days.length }
  }
  return options.within ? work(options.within) : db.transaction(work)
}

/** The rollup rows a day holds now, in key order. */
async function storedRowsOfDay(day: string, client: QueryClientContract) {
  const rows = emptyRollupRows()
  for (const name of ROLLUP_ORDER) {
    const { table, keys, sums } = ROLLUPS[name]
    const stored = await client
      .from(table)
      .where('day', day)
      .select(...keys, ...sums)
    rows[name] = mergeRollupRows(name, stored)
  }
  return rows
}

/**
 * The monthly product rollup checked as the days go by: each product's
 * running totals from the orders, compared at the end of every month from
 * the first day's to the last closed one with the rows stored for it.
 */
class MonthlyCheck {
  readonly #totals = new Map<number, RollupRow>()
  readonly #differences: RollupDifference[]
  #next: string | null = null

  private constructor(
    readonly lastClosed: string | null,
    differences: RollupDifference[]
  ) {
    this.#differences = differences
  }

  static async start(differences: RollupDifference[]) {
    const [row] = await db.from(PRODUCT_MONTHS.table).max('month as last')
    return new MonthlyCheck(row?.last ?? null, differences)
  }

  /** The orders' figures of one day, after the months that ended before it are compared. */
  async add(day: string, products: readonly RollupRow[]) {
    await this.compareThrough(addMonthsTo(monthOf(day), -1))
    for (const row of products) {
      const id = Number(row.product_id)
      const into = this.#totals.get(id) ?? { month: '', product_id: id }
      for (const column of PRODUCT_MONTHS.sums) {
        into[column] = Number(into[column] ?? 0) + Number(row[column] ?? 0)
      }
      this.#totals.set(id, into)
    }
    this.#next ??= monthOf(day)
  }

  /** Compares every month not compared yet, up to `month` and the last closed one. */
  async compareThrough(month: string) {
    if (!this.#next || !this.lastClosed) return
    const through = month < this.lastClosed ? month : this.lastClosed
    for (const due of monthsBetween(this.#next, through)) {
      const stored = await db
        .from(PRODUCT_MONTHS.table)
        .where('month', due)
        .select(...PRODUCT_MONTHS.keys, ...PRODUCT_MONTHS.sums)
      const expected = [...this.#totals.values()].map((row) => ({ ...row, month: due }))
      this.#differences.push(...differencesOf('productMonths', PRODUCT_MONTHS, expected, stored))
    }
    if (through >= this.#next) this.#next = addMonthsTo(through, 1)
  }
}

/**
 * Compares every rollup row with what the orders and returns give, day by
 * day, and the monthly product rollup with those days' running totals at
 * each closed month's end; lists each figure that differs. Rows left at
 * zero (a sale and its void) count as absent.
 */
export async function verifyRollups(options: { onProgress?: RollupProgress } = {}) {
  const settings = await Setting.current()
  const zone = settings.businessTimezone
  const days = await daysToCover(zone, db.connection())
  const differences: RollupDifference[] = []
  const monthly = await MonthlyCheck.start(differences)
  for (const [index, day] of days.entries()) {
    const expected = await rollupRowsOfDay(day, zone, db.connection())
    const actual = await storedRowsOfDay(day, db.connection())
    for (const name of ROLLUP_ORDER) {
      differences.push(...compareRows(name, expected[name], actual[name]))
    }
    await monthly.add(day, expected.products)
    options.onProgress?.(index + 1, days.length)
  }
  // Closed months after the last day of sales hold that day's totals still.
  if (monthly.lastClosed) await monthly.compareThrough(monthly.lastClosed)
  return { days: days.length, differences }
}

/** The figures in which two sets of one rollup's rows differ. */
export function compareRows(
  name: RollupName,
  expected: readonly RollupRow[],
  actual: readonly RollupRow[]
): RollupDifference[] {
  return differencesOf(name, ROLLUPS[name], expected, actual)
}

/** The figures in which two sets of rows keyed and summed alike differ; rows of zeros count as absent. */
function differencesOf(
  rollup: RollupDifference['rollup'],
  { keys, sums }: { keys: readonly string[]; sums: readonly string[] },
  expected: readonly RollupRow[],
  actual: readonly RollupRow[]
) {
  const isZero = (row: RollupRow) => sums.every((column) => Number(row[column] ?? 0) === 0)
  const byKey = (rows: readonly RollupRow[]) =>
    new Map(
      rows
        .filter((row) => !isZero(row))
        .map((row) => [keys.map((key) => row[key]).join(' / '), row])
    )
  const wanted = byKey(expected)
  const held = byKey(actual)
  const differences: RollupDifference[] = []
  for (const key of new Set([...wanted.keys(), ...held.keys()])) {
    for (const column of sums) {
      const want = Number(wanted.get(key)?.[column] ?? 0)
      const have = Number(held.get(key)?.[column] ?? 0)
      if (want !== have) differences.push({ rollup, key, column, expected: want, actual: have })
    }
  }
  return differences
}
