import db from '@adonisjs/lucid/services/db'
import { operation } from '#services/platform/transactions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import StockLevel from '#models/stock_level'
import StockMovement from '#models/stock_movement'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { postStockChanges } from '#services/stock/stock_ledger'
import { DomainError } from '#exceptions/domain_error'
import { InsufficientStock } from '#exceptions/stock_errors'
import { NothingToAdjust, StaleStockFigure } from '#exceptions/stock_form_errors'

/** Why stock is adjusted, in the order the form offers them. */
export const ADJUSTMENT_REASONS = ['count', 'damaged', 'lost', 'found', 'correction'] as const
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]

export interface AdjustmentInput {
  /** `count`: the quantity counted on the shelf; `change`: a signed number of units. */
  mode: 'count' | 'change'
  counted?: number
  change?: number
  reason: AdjustmentReason
  note?: string | null
  /**
   * The latest movement the page showed (null: none). A count is refused
   * when another movement came since; a signed change ("2 damaged") holds
   * whatever moved meanwhile and is not.
   */
  seenMovementId: number | null
}

/** How many of the latest movements Stocks / Edit shows. */
const RECENT_MOVEMENTS = 10

/** The adjusting form's fields as the service takes them. */
export function adjustmentInputOf(input: {
  mode: AdjustmentInput['mode']
  counted?: number
  change?: number
  reason: AdjustmentReason
  note?: string | null
  seen_movement_id: number | null
}): AdjustmentInput {
  return {
    mode: input.mode,
    counted: input.counted,
    change: input.change,
    reason: input.reason,
    note: input.note,
    seenMovementId: input.seen_movement_id,
  }
}

/** The branch's stock level of the product, or null while it has never held it. */
export async function levelAt(productId: number, branchId: number) {
  return StockLevel.query().where({ product_id: productId, branch_id: branchId }).first()
}

/** The latest movements of the level's product at its branch, newest first. */
export async function recentMovements(level: StockLevel) {
  return StockMovement.query()
    .where('product_id', level.productId)
    .where('branch_id', level.branchId)
    .preload('user')
    .orderBy('id', 'desc')
    .limit(RECENT_MOVEMENTS)
}

/** The id of the newest movement of the product at the branch, or null. */
export async function latestMovementId(
  level: { productId: number; branchId: number },
  client?: TransactionClientContract
) {
  const row = await (client ?? db)
    .from('stock_movements')
    .where('product_id', level.productId)
    .where('branch_id', level.branchId)
    .max('id as id')
    .first()
  return row?.id === null || row?.id === undefined ? null : Number(row.id)
}

/**
 * Adjusts what a branch holds of a product (Stocks / Edit) in one
 * transaction: the level row is locked, and if any movement was posted
 * since the page was opened a count is refused with the new figure (it
 * would otherwise post a wrong difference). A count posts the
 * difference from what is on hand; a change posts itself. A count that
 * matches posts no ledger row (ledger rows are never zero) but is still
 * audited, so "counted and found right" is on record. Returns the
 * quantity posted (0 for a matching count).
 */
export async function adjustStock(
  target: StockLevel,
  input: AdjustmentInput,
  actor: Actor,
  within?: TransactionClientContract
) {
  return adjustStockAt(target.productId, target.branchId, input, actor, within)
}

/**
 * The same for a product at a branch, whether or not the branch has held
 * it yet: without a level row, on hand is 0 and no movement was seen, and
 * the ledger makes the row when something is posted. The caller checks
 * that the branch is in the actor's scope.
 */
export async function adjustStockAt(
  productId: number,
  branchId: number,
  input: AdjustmentInput,
  actor: Actor,
  within?: TransactionClientContract
) {
  const field = input.mode === 'count' ? 'counted' : 'change'
  return operation(async (trx) => {
    const level = await StockLevel.query({ client: trx })
      .where({ product_id: productId, branch_id: branchId })
      .forUpdate()
      .first()
    const before = level?.onHand ?? 0
    const latest = await latestMovementId({ productId, branchId }, trx)
    // A count is a figure against what the page showed; a change stands on its own.
    if (input.mode === 'count' && latest !== input.seenMovementId) {
      throw new StaleStockFigure(before, 'counted')
    }

    const quantity =
      input.mode === 'count' ? (input.counted ?? before) - before : (input.change ?? 0)
    if (input.mode === 'change' && quantity === 0) throw new NothingToAdjust()

    if (quantity !== 0) {
      try {
        await postStockChanges(
          [
            {
              productId,
              branchId,
              quantity,
              type: 'adjustment',
              reason: input.reason,
              note: input.note || null,
            },
          ],
          actor,
          trx
        )
      } catch (error) {
        // Beside the field that asked for too much, not only as a toast.
        if (error instanceof InsufficientStock) throw new DomainError(error.message, { field })
        throw error
      }
    }

    const posted =
      level ??
      (await StockLevel.query({ client: trx })
        .where({ product_id: productId, branch_id: branchId })
        .first())
    await recordAudit(
      {
        action: 'stock.adjusted',
        actor,
        // A matching count of a product the branch never held has no level: it is about the product.
        subject: posted
          ? { type: 'stock_level', id: posted.id, branchId }
          : { type: 'product', id: productId, branchId },
        changes: {
          on_hand: { from: before, to: before + quantity },
          reason: { from: null, to: input.reason },
          ...(input.note ? { note: { from: null, to: input.note } } : {}),
        },
      },
      trx
    )
    return quantity
  }, within)
}
