import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import type Stocktake from '#models/stocktake'
import StocktakeLine from '#models/stocktake_line'
import User from '#models/user'
import type { Actor } from '#services/platform/actor'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import { postStocktake } from '#services/stocktakes/post_stocktake'
import type { DemoTimeline } from '#database/demo/timeline'

/**
 * Small losses a real count finds, by line: every 17th product short by one,
 * every 29th by two, every 41st one over (put back on the wrong shelf).
 */
function foundOnShelf(expected: number, index: number) {
  if (index % 41 === 3) return expected + 1
  if (index % 29 === 5) return Math.max(0, expected - 2)
  if (index % 17 === 2) return Math.max(0, expected - 1)
  return expected
}

/** Counts the first `share` of the lines (1 = all) as found on the shelf, split between two people. */
async function countLines(
  stocktake: Stocktake,
  counters: [Actor, Actor],
  share: number,
  trx: TransactionClientContract
) {
  const lines = await StocktakeLine.query({ client: trx })
    .where('stocktake_id', stocktake.id)
    .orderBy('id')
  const counted = lines.slice(0, Math.ceil(lines.length * share))
  for (const [index, line] of counted.entries()) {
    await recordCount(
      stocktake,
      {
        productId: line.productId,
        quantity: foundOnShelf(line.expected ?? 0, index),
        source: 'typed',
      },
      counters[index % 2],
      trx
    )
  }
}

/**
 * Stocktakes as a shop runs them, through the stocktake services on the
 * demo's timeline while the tills keep selling: a whole-branch count at
 * Northside two weeks ago, posted with small losses; a cycle count of
 * Dairy at Downtown waiting in review; and a count of Beverages at
 * Northside being counted, half its lines done.
 */
export async function seedStocktakes(trx: TransactionClientContract, timeline: DemoTimeline) {
  const actor = async (email: string): Promise<Actor> => {
    const user = await User.query({ client: trx })
      .where('email', email)
      .preload('role')
      .firstOrFail()
    return { user, ip: null }
  }
  const manager = await actor('manager@demo.test')
  const clerk = await actor('clerk@demo.test')
  const branch = async (code: string) => {
    const found = await Branch.findByOrFail('code', code, { client: trx })
    return found.id
  }
  const northside = await branch('NTH')
  const downtown = await branch('DTN')

  let full: Stocktake
  timeline.at(14, 19, 0, async () => {
    full = await createStocktake(
      { branchId: northside, coverage: 'branch', blind: true, note: 'Sunday evening full count' },
      manager,
      trx
    )
    await startStocktake(full, manager, trx)
  })
  timeline.at(14, 20, 30, () => countLines(full, [clerk, manager], 1, trx))
  timeline.at(14, 21, 0, () => finishCounting(full, manager, trx))
  timeline.at(14, 21, 15, () => postStocktake(full, 'keep', manager, trx))

  let dairy: Stocktake
  timeline.at(2, 18, 0, async () => {
    dairy = await createStocktake(
      { branchId: downtown, coverage: 'categories', categories: ['Dairy'], blind: true },
      manager,
      trx
    )
    await startStocktake(dairy, manager, trx)
  })
  timeline.at(2, 18, 40, () => countLines(dairy, [manager, manager], 1, trx))
  timeline.at(2, 19, 0, () => finishCounting(dairy, manager, trx))

  let drinks: Stocktake
  timeline.at(1, 17, 0, async () => {
    drinks = await createStocktake(
      { branchId: northside, coverage: 'categories', categories: ['Beverages'], blind: true },
      manager,
      trx
    )
    await startStocktake(drinks, manager, trx)
  })
  timeline.at(1, 17, 45, () => countLines(drinks, [clerk, clerk], 0.5, trx))
}
