import type Stocktake from '#models/stocktake'
import { BaseTransformer } from '@adonisjs/core/transformers'

function step(at: Stocktake['startedAt'], by: { name: string } | undefined | null) {
  return at ? { at: at.toISO()!, by: by?.name ?? null } : null
}

/**
 * A stocktake as its list and its page show it. The list needs `branch`,
 * `creator` and the `lines_count` / `counted_count` aggregates; the page
 * also who took each step.
 */
export default class StocktakeTransformer extends BaseTransformer<Stocktake> {
  toObject() {
    const stocktake = this.resource
    return {
      id: stocktake.id,
      number: stocktake.number,
      status: stocktake.status,
      coverage: stocktake.coverage,
      categories: stocktake.categories ?? [],
      blind: stocktake.blind,
      uncounted: stocktake.uncounted,
      note: stocktake.note,
      branch: stocktake.branch
        ? { id: stocktake.branch.id, name: stocktake.branch.name, code: stocktake.branch.code }
        : null,
      created: { at: stocktake.createdAt.toISO()!, by: stocktake.creator?.name ?? null },
      started: step(stocktake.startedAt, stocktake.starter),
      posted: step(stocktake.postedAt, stocktake.poster),
      cancelled: step(stocktake.cancelledAt, stocktake.canceller),
      linesCount: Number(stocktake.$extras.lines_count ?? 0),
      countedCount: Number(stocktake.$extras.counted_count ?? 0),
    }
  }
}
