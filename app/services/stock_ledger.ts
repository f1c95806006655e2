import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import Setting from '#models/setting'
import StockMovement, {
  type MovementReferenceType,
  type MovementType,
} from '#models/stock_movement'
import type { Actor } from '#services/actor'
import { InsufficientStock } from '#exceptions/stock_errors'
import { timestampBinding } from '#support/sql_time'
import { forgetLowStockCounts } from '#services/stock_list'

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

/** Rows a raw `… RETURNING` answers: an array on SQLite, `{ rows }` on PostgreSQL. */
function returnedRows<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  return ((result as { rows?: Row[] }).rows ?? []) as Row[]
}

/** Fixed lock order for every document: by product, then branch (DESIGN.md section 5). */
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
  await trx
    .knexQuery()
    .table('stock_levels')
    .insert(
      [...pairs.values()].map((pair) => ({
        ...pair,
        on_hand: 0,
        created_at: stamp,
        updated_at: stamp,
      }))
    )
    .onConflict(['product_id', 'branch_id'])
    .ignore()

  const balances: number[] = []
  for (const change of ordered) {
    const guarded = change.quantity < 0 && !allowNegative
    const result = await trx.rawQuery(
      `UPDATE stock_levels SET on_hand = on_hand + ?, updated_at = ?
       WHERE product_id = ? AND branch_id = ?${guarded ? ' AND on_hand + ? >= 0' : ''}
       RETURNING on_hand`,
      [
        change.quantity,
        stamp,
        change.productId,
        change.branchId,
        ...(guarded ? [change.quantity] : []),
      ]
    )
    const [updated] = returnedRows<{ on_hand: number | string }>(result)
    if (!updated) throw await refusal(change, trx)
    balances.push(Number(updated.on_hand))
  }
  // The document's movements in one statement, in the order the levels were changed.
  const inserted = await trx
    .knexQuery()
    .table('stock_movements')
    .insert(
      ordered.map((change, index) => ({
        product_id: change.productId,
        branch_id: change.branchId,
        quantity: change.quantity,
        balance_after: balances[index],
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
  await addToTotals(ordered, trx)
  trx.after('commit', forgetLowStockCounts)
  return StockMovement.$createMultipleFromAdapterResult(inserted, undefined, { client: trx })
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
  if (rows.length === 0) return
  await trx.rawQuery(
    `INSERT INTO stock_totals (product_id, on_hand) VALUES ${rows.map(() => '(?, ?)').join(', ')}
     ON CONFLICT (product_id) DO UPDATE SET on_hand = stock_totals.on_hand + excluded.on_hand`,
    rows.flat()
  )
}

async function negativeStockAllowed(trx: TransactionClientContract) {
  const settings = await Setting.query({ client: trx }).orderBy('id').firstOrFail()
  return settings.allowNegativeStock
}

/** Why a guarded decrement touched no row: what the branch holds of the product. */
async function refusal(change: StockChange, trx: TransactionClientContract) {
  const level = await trx
    .from('stock_levels')
    .where('product_id', change.productId)
    .where('branch_id', change.branchId)
    .select('on_hand')
    .first()
  const product = await Product.findOrFail(change.productId, { client: trx })
  const branch = await Branch.findOrFail(change.branchId, { client: trx })
  return new InsufficientStock(product, branch, Number(level?.on_hand ?? 0), -change.quantity)
}
