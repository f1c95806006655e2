import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { returnedRows } from '#support/returned_rows'
import Branch from '#models/branch'
import Product from '#models/product'
import Setting from '#models/setting'
import StockMovement, {
  type MovementReferenceType,
  type MovementType,
} from '#models/stock_movement'
import type { Actor } from '#services/platform/actor'
import { InsufficientStock, StockLevelOutOfRange } from '#exceptions/stock_errors'
import { MAX_STOCK_LEVEL } from '#common/limits'
import { timestampBinding } from '#support/sql_time'
import { forgetLowStockCounts } from '#services/stock/stock_list'

/** One change of what a branch holds of a product, as a document asks for it. */
export interface StockChange {
  productId: number
  branchId: number
  /** Signed whole units: positive adds stock, negative takes it. Never zero. */
  quantity: number
  type: MovementType
  reason?: string | null
  /** What one unit cost, in minor units, where the document knows it. */
  unitCost?: number | null
  /** The document that caused the change. */
  reference?: { type: MovementReferenceType; id: number } | null
  note?: string | null
}

export interface PostOptions {
  /** Whether a decrement may leave less than zero; by default the shop's setting. */
  allowNegative?: boolean
}

/** Fixed lock order for every document, by product then branch: documents wait, never deadlock. */
function inLockOrder(changes: readonly StockChange[]) {
  return [...changes].sort((a, b) => a.productId - b.productId || a.branchId - b.branchId)
}

/**
 * The stock ledger: the only code that changes `stock_levels` and
 * `stock_totals`. Each change becomes one append-only `stock_movements` row
 * with the balance it left, and the level and the product's total are
 * updated in the caller's transaction, so a document and its stock effect
 * commit or roll back together.
 *
 * A decrement is a conditional update (`on_hand + q >= 0` unless negative
 * stock is allowed) whose affected rows are checked, so two requests can
 * never take the same last unit on SQLite or PostgreSQL. A refusal throws
 * InsufficientStock naming the product, the branch and what is available;
 * the caller's transaction then rolls the whole document back.
 *
 * Rows are touched in one fixed order (product id, then branch id), so two
 * documents over the same products wait for each other instead of
 * deadlocking on PostgreSQL; then each product's total, in product order.
 */
export async function postStockChanges(
  changes: readonly StockChange[],
  actor: Actor,
  trx: TransactionClientContract,
  options: PostOptions = {}
): Promise<StockMovement[]> {
  for (const change of changes) {
    if (!Number.isSafeInteger(change.quantity) || change.quantity === 0) {
      throw new Error(`A stock change is a non-zero whole number, not ${change.quantity}`)
    }
  }
  if (changes.length === 0) return []
  const allowNegative = options.allowNegative ?? (await negativeStockAllowed(trx))
  const ordered = inLockOrder(changes)
  const now = DateTime.utc()
  const stamp = timestampBinding(now, trx.dialect.name)

  const pairs = new Map<string, { product_id: number; branch_id: number }>()
  for (const change of ordered) {
    pairs.set(`${change.productId}:${change.branchId}`, {
      product_id: change.productId,
      branch_id: change.branchId,
    })
  }
  // A level row for each pair first, so every change below is an UPDATE that locks its row.
  for (const chunk of chunksOf([...pairs.values()], ROWS_PER_STATEMENT)) {
    await trx
      .knexQuery()
      .table('stock_levels')
      .insert(chunk.map((pair) => ({ ...pair, on_hand: 0, created_at: stamp, updated_at: stamp })))
      .onConflict(['product_id', 'branch_id'])
      .ignore()
    await betweenChunks(ordered.length)
  }

  // A large document changing each pair once (a stocktake's thousands of lines) is
  // updated a chunk per statement; a pair changed twice needs each balance in turn.
  const balances =
    pairs.size === ordered.length && ordered.length >= BULK_FROM
      ? await updateLevelsInBulk(ordered, allowNegative, stamp, trx)
      : await updateLevelsOneByOne(ordered, allowNegative, stamp, trx)

  // The document's movements in as few statements as the database takes, in the order the levels were changed.
  const movements: StockMovement[] = []
  for (let start = 0; start < ordered.length; start += ROWS_PER_STATEMENT) {
    const rows = await trx
      .knexQuery()
      .table('stock_movements')
      .insert(
        ordered.slice(start, start + ROWS_PER_STATEMENT).map((change, index) => ({
          product_id: change.productId,
          branch_id: change.branchId,
          quantity: change.quantity,
          balance_after: balances[start + index],
          type: change.type,
          reason: change.reason ?? null,
          unit_cost: change.unitCost ?? null,
          reference_type: change.reference?.type ?? null,
          reference_id: change.reference?.id ?? null,
          user_id: actor.user.id,
          note: change.note ?? null,
          created_at: stamp,
          updated_at: stamp,
        }))
      )
      .returning('*')
    // Made into models a chunk at a time, like the rows were written: thousands at once hold the loop.
    movements.push(
      ...StockMovement.$createMultipleFromAdapterResult(rows, undefined, { client: trx })
    )
    await betweenChunks(ordered.length)
  }
  await addToTotals(ordered, trx)
  trx.after('commit', forgetLowStockCounts)
  return movements
}

/**
 * Rows per statement: 13 bound values a movement keeps both databases well
 * under their limit on bound values (32,766 on SQLite), and a statement this
 * size holds SQLite's synchronous driver for a few milliseconds only.
 */
const ROWS_PER_STATEMENT = 500

/** Changes from which a document's levels are updated a chunk per statement rather than one by one. */
const BULK_FROM = 50

function chunksOf<Item>(items: readonly Item[], size: number) {
  const chunks: Item[][] = []
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size))
  }
  return chunks
}

/**
 * Lets other requests run between the statements of a large document: on
 * SQLite every statement runs synchronously on the event loop.
 */
async function betweenChunks(documentSize: number) {
  if (documentSize > ROWS_PER_STATEMENT) await new Promise((resolve) => setImmediate(resolve))
}

/** Each change by its own conditional UPDATE, in lock order: the balance after each. */
async function updateLevelsOneByOne(
  ordered: readonly StockChange[],
  allowNegative: boolean,
  stamp: string | Date,
  trx: TransactionClientContract
) {
  const balances: number[] = []
  for (const change of ordered) {
    const guarded = change.quantity < 0 && !allowNegative
    // The level stays within MAX_STOCK_LEVEL either way; compared with a bound worked out
    // here, since `on_hand + ?` past an `integer` fails on PostgreSQL before any comparison.
    const bound =
      change.quantity > 0
        ? { sql: ' AND on_hand <= ?', value: MAX_STOCK_LEVEL - change.quantity }
        : { sql: ' AND on_hand >= ?', value: -MAX_STOCK_LEVEL - change.quantity }
    const result = await trx.rawQuery(
      `UPDATE stock_levels SET on_hand = on_hand + ?, updated_at = ?
       WHERE product_id = ? AND branch_id = ?${guarded ? ' AND on_hand + ? >= 0' : ''}${bound.sql}
       RETURNING on_hand`,
      [
        change.quantity,
        stamp,
        change.productId,
        change.branchId,
        ...(guarded ? [change.quantity] : []),
        bound.value,
      ]
    )
    const [updated] = returnedRows<{ on_hand: number | string }>(result)
    if (!updated) throw await refusal(change, trx)
    balances.push(Number(updated.on_hand))
  }
  return balances
}

/**
 * Changes of distinct pairs, a chunk per UPDATE … FROM a list of values.
 * PostgreSQL first locks the chunk's levels in lock order, since an UPDATE
 * that joins takes its rows in no promised order. A guarded decrement that
 * would go below zero, or a change that would pass MAX_STOCK_LEVEL, updates
 * no row: the first such change is refused.
 */
async function updateLevelsInBulk(
  ordered: readonly StockChange[],
  allowNegative: boolean,
  stamp: string | Date,
  trx: TransactionClientContract
) {
  const balances: number[] = []
  const postgres = trx.dialect.name === 'postgres'
  for (const chunk of chunksOf(ordered, ROWS_PER_STATEMENT)) {
    const pairs = chunk.flatMap((change) => [change.productId, change.branchId])
    if (postgres) {
      // Joined to the pairs as a VALUES list: a row-value IN of 500 pairs is a filter
      // PostgreSQL checks against every level row (200 ms a chunk at 50,000 levels).
      await trx.rawQuery(
        `SELECT stock_levels.id FROM stock_levels
         JOIN (VALUES ${chunk.map(() => '(CAST(? AS integer), CAST(? AS integer))').join(', ')})
           AS pairs (pair_product, pair_branch)
           ON stock_levels.product_id = pairs.pair_product AND stock_levels.branch_id = pairs.pair_branch
         ORDER BY stock_levels.product_id, stock_levels.branch_id FOR UPDATE OF stock_levels`,
        pairs
      )
    }
    const values = chunk.map(() => '(CAST(? AS integer), CAST(? AS integer), CAST(? AS integer))')
    const result = await trx.rawQuery(
      `WITH changes (change_product, change_branch, change_quantity) AS (VALUES ${values.join(', ')})
       UPDATE stock_levels SET on_hand = stock_levels.on_hand + changes.change_quantity, updated_at = ?
       FROM changes
       WHERE stock_levels.product_id = changes.change_product
         AND stock_levels.branch_id = changes.change_branch
         ${allowNegative ? '' : 'AND (changes.change_quantity >= 0 OR stock_levels.on_hand + changes.change_quantity >= 0)'}
         AND (changes.change_quantity < 0 OR stock_levels.on_hand <= ${MAX_STOCK_LEVEL} - changes.change_quantity)
         AND (changes.change_quantity > 0 OR stock_levels.on_hand >= ${-MAX_STOCK_LEVEL} - changes.change_quantity)
       RETURNING product_id, branch_id, on_hand`,
      [...chunk.flatMap((change) => [change.productId, change.branchId, change.quantity]), stamp]
    )
    const updated = new Map(
      returnedRows<{ product_id: number; branch_id: number; on_hand: number | string }>(result).map(
        (row) => [`${row.product_id}:${row.branch_id}`, Number(row.on_hand)]
      )
    )
    for (const change of chunk) {
      const balance = updated.get(`${change.productId}:${change.branchId}`)
      if (balance === undefined) throw await refusal(change, trx)
      balances.push(balance)
    }
    await betweenChunks(ordered.length)
  }
  return balances
}

/**
 * Adds the changes to each product's total over all branches, in product
 * order and after every level of the document, so two documents wait for
 * each other here the way they do on the levels, never in a cycle.
 */
async function addToTotals(ordered: readonly StockChange[], trx: TransactionClientContract) {
  const totals = new Map<number, number>()
  for (const change of ordered) {
    totals.set(change.productId, (totals.get(change.productId) ?? 0) + change.quantity)
  }
  const rows = [...totals].filter(([, quantity]) => quantity !== 0)
  // Each level is within MAX_STOCK_LEVEL, so a document's change to a total is too and
  // the bounds below are worked out without passing an `integer`.
  for (const chunk of chunksOf(rows, ROWS_PER_STATEMENT)) {
    const result = await trx.rawQuery(
      `INSERT INTO stock_totals (product_id, on_hand) VALUES ${chunk.map(() => '(?, ?)').join(', ')}
       ON CONFLICT (product_id) DO UPDATE SET on_hand = stock_totals.on_hand + excluded.on_hand
       WHERE (excluded.on_hand < 0 OR stock_totals.on_hand <= ${MAX_STOCK_LEVEL} - excluded.on_hand)
         AND (excluded.on_hand > 0 OR stock_totals.on_hand >= ${-MAX_STOCK_LEVEL} - excluded.on_hand)
       RETURNING product_id`,
      chunk.flat()
    )
    const added = new Set(returnedRows<{ product_id: number }>(result).map((row) => row.product_id))
    const refused = chunk.find(([productId]) => !added.has(productId))
    if (refused) {
      const [productId, quantity] = refused
      const product = await Product.findOrFail(productId, { client: trx })
      const total = await trx.from('stock_totals').where('product_id', productId).first()
      throw new StockLevelOutOfRange(
        product,
        'all branches',
        Number(total?.on_hand ?? 0),
        quantity > 0 ? 'above' : 'below'
      )
    }
  }
}

async function negativeStockAllowed(trx: TransactionClientContract) {
  const settings = await Setting.query({ client: trx }).orderBy('id').firstOrFail()
  return settings.allowNegativeStock
}

/**
 * Why a change touched no row: an increment or an allowed decrement would
 * pass MAX_STOCK_LEVEL; a guarded decrement wants more than the branch holds.
 */
async function refusal(change: StockChange, trx: TransactionClientContract) {
  const level = await trx
    .from('stock_levels')
    .where('product_id', change.productId)
    .where('branch_id', change.branchId)
    .select('on_hand')
    .first()
  const product = await Product.findOrFail(change.productId, { client: trx })
  const branch = await Branch.findOrFail(change.branchId, { client: trx })
  const holds = Number(level?.on_hand ?? 0)
  if (change.quantity > 0) return new StockLevelOutOfRange(product, branch, holds, 'above')
  if (holds + change.quantity < -MAX_STOCK_LEVEL) {
    return new StockLevelOutOfRange(product, branch, holds, 'below')
  }
  return new InsufficientStock(product, branch, holds, -change.quantity)
}
