import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Setting from '#models/setting'
import { localDay } from '#support/business_day'
import { ROLLUP_ORDER, ROLLUPS, type RollupRow } from '#services/reports/rollups'
import { addMonthsTo, firstDayOf, lastDayOf, monthOf, monthsBetween } from '#common/report_months'

/**
 * The product rankings' monthly rollup: each product's running totals over
 * every branch at the end of each closed month of the shop's calendar (a
 * month that has ended and been closed), one row per product sold or
 * returned by then. The figures of whole months are the difference of two
 * months' rows, one per product, where the daily rollup holds a row per
 * branch, product and day sold (2.5 million over two years at the
 * benchmark's size).
 */
export const PRODUCT_MONTHS = {
  table: 'sales_product_months',
  keys: ['month', 'product_id'],
  sums: [
    'sold_quantity',
    'returned_quantity',
    'net',
    'returned_net',
    'cost',
    'returned_cost',
    'uncosted_quantity',
  ],
} as const

/** Every table the rollups write, in the order a rebuild or a month's close locks them. */
export function rollupTables() {
  return [...ROLLUP_ORDER.map((name) => ROLLUPS[name].table), PRODUCT_MONTHS.table]
}

/** The business day now, in the zone. */
function today(zone: string) {
  return localDay(DateTime.now(), zone)
}

/** The last month closed, null before the first. */
export async function lastClosedMonth(client: QueryClientContract): Promise<string | null> {
  const [row] = await client.from(PRODUCT_MONTHS.table).max('month as last')
  return row?.last ?? null
}

/**
 * Closes every month that has ended and is not closed yet, in order: a
 * month's rows are the month before's plus the month's daily rows. With
 * none closed yet, the first is the month of the first daily row, so
 * every product's totals start at zero. Inside the caller's transaction,
 * which holds the rollup tables (`holdRollupTables`).
 */
export async function closeEndedMonths(zone: string, trx: QueryClientContract) {
  const lastEnded = addMonthsTo(monthOf(today(zone)), -1)
  const closed = await lastClosedMonth(trx)
  let first = closed ? addMonthsTo(closed, 1) : null
  if (!first) {
    const [row] = await trx.from(ROLLUPS.products.table).min('day as first')
    if (!row?.first) return 0
    first = monthOf(String(row.first))
  }
  const months = monthsBetween(first, lastEnded)
  const { table, sums } = PRODUCT_MONTHS
  const columns = sums.join(', ')
  const summed = sums.map((column) => `SUM(${column})`).join(', ')
  for (const month of months) {
    await trx.rawQuery(
      `INSERT INTO ${table} (month, product_id, ${columns})
       SELECT ?, product_id, ${summed} FROM (
         SELECT product_id, ${columns} FROM ${table} WHERE month = ?
         UNION ALL
         SELECT product_id, ${columns} FROM ${ROLLUPS.products.table} WHERE day >= ? AND day <= ?
       ) AS figures
       GROUP BY product_id`,
      [month, addMonthsTo(month, -1), firstDayOf(month), lastDayOf(month)]
    )
  }
  return months.length
}

/**
 * On PostgreSQL, keeps sales from adding to the rollups while a rebuild or
 * a month's close reads and writes them (they wait, then add): a sale
 * filed late into the month being closed lands either before the close
 * reads the month or after its rows exist.
 */
export async function holdRollupTables(trx: TransactionClientContract) {
  if (trx.dialect.name !== 'postgres') return
  await trx.rawQuery(`LOCK TABLE ${rollupTables().join(', ')} IN EXCLUSIVE MODE`)
}

/**
 * Housekeeping: closes the months that have ended, in a transaction of its
 * own. Most runs find nothing to close and take no lock.
 */
export async function closeMonthsInHousekeeping() {
  const settings = await Setting.current()
  const zone = settings.businessTimezone
  const closed = await lastClosedMonth(db.connection())
  if (closed && closed >= addMonthsTo(monthOf(today(zone)), -1)) return 0
  return db.transaction(async (trx) => {
    await holdRollupTables(trx)
    const { businessTimezone } = await Setting.query({ client: trx }).orderBy('id').firstOrFail()
    return closeEndedMonths(businessTimezone, trx)
  })
}

/**
 * What a sale, void or return adds to a day of a month already closed (a
 * sale made offline and filed late, a void after midnight on the first of
 * the month): the day's product figures added to every closed month from
 * that one on, in one upsert. A day of the current month adds nothing here
 * and reads nothing: no month of it is closed.
 */
export async function addToClosedMonths(
  products: readonly RollupRow[],
  zone: string,
  trx: TransactionClientContract
) {
  const current = monthOf(today(zone))
  const late = products.filter((row) => monthOf(String(row.day)) < current)
  if (late.length === 0) return
  const closed = await lastClosedMonth(trx)
  if (!closed) return
  const rows = new Map<string, RollupRow>()
  for (const row of late) {
    for (const month of monthsBetween(monthOf(String(row.day)), closed)) {
      const key = `${month}|${row.product_id}`
      const into = rows.get(key) ?? { month, product_id: row.product_id }
      for (const column of PRODUCT_MONTHS.sums) {
        into[column] = Number(into[column] ?? 0) + Number(row[column] ?? 0)
      }
      rows.set(key, into)
    }
  }
  await upsertMonths([...rows.values()], trx)
}

/** Adds rows to the monthly rollup (`x = x + excluded.x`), in key order, a few hundred per statement. */
async function upsertMonths(rows: RollupRow[], trx: TransactionClientContract) {
  const { table, keys, sums } = PRODUCT_MONTHS
  const columns = [...keys, ...sums]
  rows.sort((a, b) =>
    a.month === b.month
      ? Number(a.product_id) - Number(b.product_id)
      : String(a.month) < String(b.month)
        ? -1
        : 1
  )
  const updates = sums.map((column) => `${column} = ${table}.${column} + excluded.${column}`)
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500)
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    await trx.rawQuery(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}`,
      chunk.flatMap((row) => columns.map((column) => row[column] ?? 0))
    )
  }
}
