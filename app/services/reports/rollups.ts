import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#models/order'
import type OrderLine from '#models/order_line'
import type OrderPayment from '#models/order_payment'
import type SaleReturn from '#models/sale_return'
import Setting from '#models/setting'
import { localDay } from '#support/business_day'
import { addToClosedMonths } from '#services/reports/product_months'

/**
 * The daily sales rollups: each table, the columns that key a
 * row and the columns that add up. Reports and the dashboard read these
 * tables only; the sale, void and return services add to them in their own
 * transactions, and `rebuildRollups` computes them again from the orders.
 */
export const ROLLUPS = {
  products: {
    table: 'sales_product_days',
    keys: ['day', 'branch_id', 'product_id'],
    sums: [
      'sold_quantity',
      'discounts',
      'net',
      'tax',
      'cost',
      'uncosted_quantity',
      'returned_quantity',
      'returned_net',
      'returned_tax',
      'returned_cost',
    ],
  },
  sellers: {
    table: 'sales_seller_days',
    keys: ['day', 'branch_id', 'seller_id'],
    sums: ['orders', 'items', 'discounts', 'net', 'tax', 'returns', 'returned_net', 'returned_tax'],
  },
  payments: {
    table: 'sales_payment_days',
    keys: ['day', 'branch_id', 'method'],
    sums: ['payments', 'amount', 'refunds', 'refunded'],
  },
  // The product rollup's revenue figures added up per branch and day, for
  // the revenue report: a few rows a day instead of one per product sold.
  branches: {
    table: 'sales_branch_days',
    keys: ['day', 'branch_id'],
    sums: ['net', 'cost', 'uncosted_quantity', 'returned_net', 'returned_cost'],
  },
} as const

export type RollupName = keyof typeof ROLLUPS

/**
 * The rollups in the one order every transaction writes them, so none
 * waits on another in a cycle. The branch's row, which every sale of the
 * branch that day shares, comes last so it is held the shortest.
 */
export const ROLLUP_ORDER: readonly RollupName[] = ['products', 'sellers', 'payments', 'branches']

/** A rollup row: its key columns and the amounts it adds, by column name. */
export type RollupRow = Record<string, string | number>

export type RollupRows = Record<RollupName, RollupRow[]>

export function emptyRollupRows(): RollupRows {
  return { products: [], sellers: [], payments: [], branches: [] }
}

/** The branch rollup's row of a day: its figures summed over the day's product rows. */
function branchRowOf(day: string, branchId: number, products: readonly RollupRow[]): RollupRow {
  const row: RollupRow = { day, branch_id: branchId }
  for (const column of ROLLUPS.branches.sums) {
    row[column] = products.reduce((sum, product) => sum + Number(product[column] ?? 0), 0)
  }
  return row
}

function keyOf(name: RollupName, row: RollupRow) {
  return ROLLUPS[name].keys.map((key) => row[key]).join('|')
}

/**
 * Rows with one key added into one row, in key order: a statement may not
 * touch a row twice, and every transaction takes the row locks in the
 * same order.
 */
export function mergeRollupRows(name: RollupName, rows: readonly RollupRow[]) {
  const merged = new Map<string, RollupRow>()
  for (const row of rows) {
    const key = keyOf(name, row)
    const into = merged.get(key)
    if (!into) {
      merged.set(key, { ...row })
      continue
    }
    for (const column of ROLLUPS[name].sums) {
      into[column] = Number(into[column] ?? 0) + Number(row[column] ?? 0)
    }
  }
  return [...merged.values()].sort((a, b) => compareKeys(name, a, b))
}

function compareKeys(name: RollupName, a: RollupRow, b: RollupRow) {
  for (const key of ROLLUPS[name].keys) {
    const left = a[key]
    const right = b[key]
    if (left === right) continue
    return typeof left === 'number' && typeof right === 'number'
      ? left - right
      : String(left) < String(right)
        ? -1
        : 1
  }
  return 0
}

/** A row with its key columns and every amount column (0 where the source had none), nothing else. */
export function complete(name: RollupName, row: RollupRow): RollupRow {
  const full: RollupRow = {}
  for (const key of ROLLUPS[name].keys) full[key] = row[key]
  for (const column of ROLLUPS[name].sums) full[column] = Number(row[column] ?? 0)
  return full
}

/**
 * Adds rows to a rollup with one upsert (`INSERT ... ON CONFLICT DO UPDATE
 * SET x = x + excluded.x`, the same SQL on SQLite and PostgreSQL): an
 * increment is applied under the row's lock, so concurrent sales never lose one.
 */
export async function addToRollup(
  name: RollupName,
  rows: readonly RollupRow[],
  client: QueryClientContract
) {
  const merged = mergeRollupRows(name, rows).map((row) => complete(name, row))
  if (merged.length === 0) return
  const { table, keys, sums } = ROLLUPS[name]
  const columns = [...keys, ...sums]
  // A few hundred rows per statement stay far below either engine's limit on bound values.
  for (let start = 0; start < merged.length; start += 500) {
    const chunk = merged.slice(start, start + 500)
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    const updates = sums.map((column) => `${column} = ${table}.${column} + excluded.${column}`)
    await client.rawQuery(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates.join(', ')}`,
      chunk.flatMap((row) => columns.map((column) => row[column]))
    )
  }
}

/**
 * On PostgreSQL, takes the rollup tables in ROW EXCLUSIVE mode (which sales
 * share with each other) before the business time zone is read: a rebuild
 * holds them EXCLUSIVE, so a sale waits for it and then files its figures
 * under the zone the rebuild used. The settings are read here, inside the
 * transaction, and returned whole: a sale takes its other in-transaction
 * setting (negative stock) from the same read.
 */
export async function enterRollups(trx: TransactionClientContract) {
  if (trx.dialect.name === 'postgres') {
    const tables = ROLLUP_ORDER.map((name) => ROLLUPS[name].table).join(', ')
    await trx.rawQuery(`LOCK TABLE ${tables} IN ROW EXCLUSIVE MODE`)
  }
  return Setting.query({ client: trx }).orderBy('id').firstOrFail()
}

/** A rollup's key columns that hold text; every other column is a whole number. */
const TEXT_KEYS = new Set(['day', 'method'])

/**
 * Adds every rollup's rows, then a day of a closed month to the monthly
 * product rollup (`addToClosedMonths`: nothing for a day of this month).
 */
async function addAll(rows: RollupRows, zone: string, trx: TransactionClientContract) {
  await addToDaily(rows, trx)
  await addToClosedMonths(rows.products, zone, trx)
}

/**
 * Adds every daily rollup's rows. On PostgreSQL in one statement: each upsert a
 * data-modifying WITH query that starts only once the one before it has
 * run (its rows are selected under a condition on the previous query's
 * output), so the row locks are taken in ROLLUP_ORDER as on SQLite, where
 * each table is its own statement.
 */
async function addToDaily(rows: RollupRows, trx: TransactionClientContract) {
  if (trx.dialect.name !== 'postgres') {
    for (const name of ROLLUP_ORDER) await addToRollup(name, rows[name], trx)
    return
  }
  const queries: string[] = []
  const bindings: (string | number)[] = []
  for (const name of ROLLUP_ORDER) {
    const merged = mergeRollupRows(name, rows[name]).map((row) => complete(name, row))
    if (merged.length === 0) continue
    const { table, keys, sums } = ROLLUPS[name]
    const columns = [...keys, ...sums]
    const typed = (column: string) => `CAST(? AS ${TEXT_KEYS.has(column) ? 'text' : 'bigint'})`
    const values = merged.map(() => `(${columns.map(typed).join(', ')})`).join(', ')
    const after =
      queries.length === 0 ? '' : ` WHERE (SELECT count(*) FROM r${queries.length - 1}) >= 0`
    const updates = sums.map((column) => `${column} = ${table}.${column} + excluded.${column}`)
    queries.push(
      `r${queries.length} AS (INSERT INTO ${table} (${columns.join(', ')})
         SELECT * FROM (VALUES ${values}) AS v (${columns.join(', ')})${after}
         ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${updates.join(', ')} RETURNING 1)`
    )
    bindings.push(...merged.flatMap((row) => columns.map((column) => row[column])))
  }
  if (queries.length === 0) return
  await trx.rawQuery(
    `WITH ${queries.join(',\n')} SELECT count(*) AS added FROM r${queries.length - 1}`,
    bindings
  )
}

/**
 * What a completed sale adds to the rollups on its business day (`sign` 1),
 * or takes away when it is voided (`sign` -1): per product its units,
 * discounts, net, tax and cost; per seller one order, its items and
 * amounts; per payment method what the payments counted toward the sale;
 * per branch the sum of its products.
 */
export function saleRollupRows(
  order: Pick<Order, 'branchId' | 'sellerId' | 'completedAt' | 'itemCount'>,
  lines: readonly Pick<
    OrderLine,
    'productId' | 'quantity' | 'discount' | 'orderDiscount' | 'taxAmount' | 'lineTotal' | 'unitCost'
  >[],
  payments: readonly Pick<OrderPayment, 'method' | 'amount'>[],
  zone: string,
  sign: 1 | -1 = 1
): RollupRows {
  const day = localDay(order.completedAt!, zone)
  const branch = order.branchId
  const net = lines.reduce((sum, line) => sum + line.lineTotal - line.taxAmount, 0)
  const tax = lines.reduce((sum, line) => sum + line.taxAmount, 0)
  const discounts = lines.reduce((sum, line) => sum + line.discount + line.orderDiscount, 0)
  const products = lines.map((line) => ({
    day,
    branch_id: branch,
    product_id: line.productId,
    sold_quantity: sign * line.quantity,
    discounts: sign * (line.discount + line.orderDiscount),
    net: sign * (line.lineTotal - line.taxAmount),
    tax: sign * line.taxAmount,
    cost: sign * (line.unitCost === null ? 0 : line.unitCost * line.quantity),
    uncosted_quantity: sign * (line.unitCost === null ? line.quantity : 0),
  }))
  return {
    products,
    sellers: [
      {
        day,
        branch_id: branch,
        seller_id: order.sellerId,
        orders: sign,
        items: sign * order.itemCount,
        discounts: sign * discounts,
        net: sign * net,
        tax: sign * tax,
      },
    ],
    payments: payments.map((payment) => ({
      day,
      branch_id: branch,
      method: payment.method,
      payments: sign,
      amount: sign * payment.amount,
    })),
    branches: [branchRowOf(day, branch, products)],
  }
}

/** A line as a return took it back: how many units, their refund and its tax, and whether restocked. */
export interface ReturnedLine {
  line: Pick<OrderLine, 'productId' | 'unitCost'>
  quantity: number
  refund: number
  tax: number
  restock: boolean
}

/**
 * What a return takes off the day it happens: per product the units, the
 * refund less its tax, the tax, and the cost of units back on the shelf;
 * per seller of the original order one return and its amounts; per refund
 * method one refund; per branch the sum of its products.
 */
export function returnRollupRows(
  saleReturn: Pick<SaleReturn, 'branchId' | 'createdAt' | 'refundMethod'>,
  order: Pick<Order, 'sellerId'>,
  returned: readonly ReturnedLine[],
  zone: string
): RollupRows {
  const day = localDay(saleReturn.createdAt, zone)
  const branch = saleReturn.branchId
  const refunded = returned.reduce((sum, row) => sum + row.refund, 0)
  const tax = returned.reduce((sum, row) => sum + row.tax, 0)
  const products = returned.map((row) => ({
    day,
    branch_id: branch,
    product_id: row.line.productId,
    returned_quantity: row.quantity,
    returned_net: row.refund - row.tax,
    returned_tax: row.tax,
    returned_cost: row.restock && row.line.unitCost !== null ? row.line.unitCost * row.quantity : 0,
  }))
  return {
    products,
    sellers: [
      {
        day,
        branch_id: branch,
        seller_id: order.sellerId,
        returns: 1,
        returned_net: refunded - tax,
        returned_tax: tax,
      },
    ],
    payments: [{ day, branch_id: branch, method: saleReturn.refundMethod, refunds: 1, refunded }],
    branches: [branchRowOf(day, branch, products)],
  }
}

/**
 * Files a completed sale in the rollups, inside the sale's transaction;
 * `entered` is the settings `enterRollups` gave when the caller entered
 * them first (the checkout, at its transaction's start).
 */
export async function rollUpSale(
  order: Order,
  lines: readonly OrderLine[],
  payments: readonly OrderPayment[],
  trx: TransactionClientContract,
  entered?: Pick<Setting, 'businessTimezone'>
) {
  const zone = (entered ?? (await enterRollups(trx))).businessTimezone
  await addAll(saleRollupRows(order, lines, payments, zone), zone, trx)
}

/** Takes a voided sale out of the rollups of its own day, inside the void's transaction. */
export async function rollUpVoid(
  order: Order,
  lines: readonly OrderLine[],
  payments: readonly OrderPayment[],
  trx: TransactionClientContract
) {
  const { businessTimezone: zone } = await enterRollups(trx)
  await addAll(saleRollupRows(order, lines, payments, zone, -1), zone, trx)
}

/** Files a return on the day it happens, credited to the order's seller, inside the return's transaction. */
export async function rollUpReturn(
  saleReturn: SaleReturn,
  order: Order,
  returned: readonly ReturnedLine[],
  trx: TransactionClientContract
) {
  const { businessTimezone: zone } = await enterRollups(trx)
  await addAll(returnRollupRows(saleReturn, order, returned, zone), zone, trx)
}
