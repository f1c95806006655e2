import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { postStockChanges, type StockChange } from '#services/stock/stock_ledger'
import { operation } from '#services/platform/transactions'
import { auditStocktake, takeStep } from '#services/stocktakes/stocktake_steps'
import { lineDifference, type UncountedChoice } from '#common/stocktakes'

/**
 * Posts a stocktake in review: every line's difference, counted − expected,
 * goes through the stock ledger as a `count` movement linked to it, in one
 * transaction, audited once. Whatever sold, arrived or moved since counting
 * started stays on top: the snapshot, not today's figure, is what the count
 * corrects. Lines nobody counted stay as they are, unless the manager of a
 * whole-branch count chose to make them zero.
 *
 * The step from review to posted is one conditional update, so a double
 * click or two managers post once, and a cancel racing the post loses or wins whole.
 */
export async function postStocktake(
  target: Stocktake,
  uncountedChoice: UncountedChoice,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const uncounted = target.coverage === 'branch' ? uncountedChoice : 'keep'
    const stocktake = await takeStep(
      target,
      ['review'],
      'posted',
      'posted',
      (stamp) => ({ posted_by: actor.user.id, posted_at: stamp, uncounted }),
      trx
    )
    // Only the lines that differ: a whole branch is tens of thousands, most of them right.
    const rows = await trx
      .from('stocktake_lines')
      .where('stocktake_id', stocktake.id)
      .where((differing) => {
        differing.whereRaw('counted <> expected')
        if (uncounted === 'zero') {
          differing.orWhere((zeroed) => zeroed.whereNull('counted').whereNot('expected', 0))
        }
      })
      .select('product_id', 'expected', 'counted', 'unit_cost')
    const lines = rows.map((row) => ({
      productId: Number(row.product_id),
      expected: Number(row.expected),
      counted: row.counted === null ? null : Number(row.counted),
      unitCost: row.unit_cost === null ? 0 : Number(row.unit_cost),
    }))
    const changes: StockChange[] = []
    for (const line of lines) {
      const difference = lineDifference(line, uncounted)
      if (difference === 0) continue
      changes.push({
        productId: line.productId,
        branchId: stocktake.branchId,
        quantity: difference,
        type: 'count',
        unitCost: line.unitCost,
        reference: { type: 'stocktake', id: stocktake.id },
      })
    }
    // A count says what is on the shelf: it applies even where sales since took the figure below it.
    await postStockChanges(changes, actor, trx, { allowNegative: true })
    const moved = changes.map((change) => change.quantity)
    await auditStocktake(
      'stocktake.posted',
      stocktake,
      actor,
      {
        status: { from: 'review', to: 'posted' },
        uncounted: { from: null, to: uncounted },
        lines_changed: { from: null, to: changes.length },
        units_lost: { from: null, to: -sum(moved.filter((quantity) => quantity < 0)) },
        units_found: { from: null, to: sum(moved.filter((quantity) => quantity > 0)) },
      },
      trx
    )
    return stocktake
  }, within)
}

function sum(quantities: number[]) {
  return quantities.reduce((total, quantity) => total + quantity, 0)
}
