import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { returnedRows } from '#support/returned_rows'
import type Stocktake from '#models/stocktake'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import { auditStocktake, betweenStatements, takeStep } from '#services/stocktakes/stocktake_steps'
import { StocktakeStepRefused } from '#exceptions/stocktake_errors'

/** Products per snapshot statement: a few milliseconds of SQLite's synchronous driver each. */
const PRODUCTS_PER_STATEMENT = 5000

/**
 * Starts counting: freezes, for every product the count covers, what the
 * branch holds now (the expected quantity) and its cost, in set-based
 * statements over ranges of product ids. A whole-branch or category count
 * covers the active products and any archived one the branch still holds.
 * Counts then post counted − expected, so what sells while people count is
 * never counted twice.
 */
export async function startStocktake(
  target: Stocktake,
  actor: Actor,
  within?: TransactionClientContract
) {
  return operation(async (trx) => {
    const stocktake = await takeStep(
      target,
      ['draft'],
      'counting',
      'started',
      (stamp) => ({ started_by: actor.user.id, started_at: stamp }),
      trx
    )
    const lines =
      stocktake.coverage === 'products'
        ? await freezeChosenProducts(stocktake, trx)
        : await freezeCoveredProducts(stocktake, trx)
    if (lines === 0) {
      throw new StocktakeStepRefused(
        `${stocktake.number} covers no product: nothing to count. Choose other categories or products.`
      )
    }
    await auditStocktake(
      'stocktake.started',
      stocktake,
      actor,
      { status: { from: 'draft', to: 'counting' }, lines: { from: null, to: lines } },
      trx
    )
    return stocktake
  }, within)
}

/** A cycle count's chosen lines get the branch's figure and the product's cost. */
async function freezeChosenProducts(stocktake: Stocktake, trx: TransactionClientContract) {
  await trx.rawQuery(
    `UPDATE stocktake_lines SET
       expected = COALESCE((SELECT on_hand FROM stock_levels
                             WHERE stock_levels.product_id = stocktake_lines.product_id
                               AND stock_levels.branch_id = ?), 0),
       unit_cost = (SELECT cost FROM products WHERE products.id = stocktake_lines.product_id)
     WHERE stocktake_id = ?`,
    [stocktake.branchId, stocktake.id]
  )
  return countLines(stocktake, trx)
}

async function freezeCoveredProducts(stocktake: Stocktake, trx: TransactionClientContract) {
  const [bounds] = returnedRows<{ low: number | null; high: number | null }>(
    await trx.rawQuery('SELECT MIN(id) AS low, MAX(id) AS high FROM products')
  )
  if (!bounds || bounds.low === null || bounds.high === null) return 0
  const categories = stocktake.categories ?? []
  const inCategories = categories.length
    ? `AND products.category IN (${categories.map(() => '?').join(', ')})`
    : ''
  for (let low = Number(bounds.low); low <= Number(bounds.high); low += PRODUCTS_PER_STATEMENT) {
    await trx.rawQuery(
      `INSERT INTO stocktake_lines (stocktake_id, product_id, expected, unit_cost)
       SELECT ?, products.id, COALESCE(stock_levels.on_hand, 0), products.cost
         FROM products
         LEFT JOIN stock_levels
           ON stock_levels.product_id = products.id AND stock_levels.branch_id = ?
        WHERE products.id >= ? AND products.id < ?
          AND (products.is_active = ? OR COALESCE(stock_levels.on_hand, 0) <> 0)
          ${inCategories}`,
      [stocktake.id, stocktake.branchId, low, low + PRODUCTS_PER_STATEMENT, true, ...categories]
    )
    await betweenStatements()
  }
  return countLines(stocktake, trx)
}

async function countLines(stocktake: Stocktake, trx: TransactionClientContract) {
  const [row] = await trx
    .from('stocktake_lines')
    .where('stocktake_id', stocktake.id)
    .count('* as total')
  return Number(row.total)
}
