import { BaseTransformer } from '@adonisjs/core/transformers'
import type { varianceReport } from '#services/stocktakes/stocktake_queries'
import StocktakeVarianceLineTransformer from '#transformers/stocktake_variance_line_transformer'

type VarianceReport = Awaited<ReturnType<typeof varianceReport>>

/** The variance report: counted lines by largest loss, uncounted lines apart, and the totals. */
export default class StocktakeVarianceTransformer extends BaseTransformer<VarianceReport> {
  toObject() {
    const report = this.resource
    const shape = (lines: VarianceReport['counted']['rows']) =>
      lines.map((line) => new StocktakeVarianceLineTransformer(line).toObject())
    return {
      counted: { lines: shape(report.counted.rows), meta: report.counted.meta },
      uncounted: { lines: shape(report.uncounted.rows), meta: report.uncounted.meta },
      totals: report.totals,
      totalsIfZeroed: report.totalsIfZeroed,
    }
  }
}
