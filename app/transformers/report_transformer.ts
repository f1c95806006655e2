import { BaseTransformer } from '@adonisjs/core/transformers'

/** The figures only a user with `products.view_cost` may see: without it the keys do not exist. */
export const COST_FIELDS = ['cost', 'profit', 'marginBp', 'uncostedUnits'] as const

type Figures = Record<string, unknown>

function withoutCost<Row extends Figures | null>(row: Row): Row {
  if (row === null) return row
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !(COST_FIELDS as readonly string[]).includes(key))
  ) as Row
}

/**
 * A report as its page (and its CSV export) receives it: rows, totals, the
 * previous period's totals and the chart, with every cost, profit and
 * margin figure left out for a user without `products.view_cost`.
 */
export default class ReportTransformer<
  Report extends {
    rows: Figures[]
    totals: Figures
    previousTotals?: Figures | null
    chart?: Record<string, unknown>
  },
> extends BaseTransformer<Report> {
  constructor(
    resource: Report,
    protected extra: { withCost: boolean }
  ) {
    super(resource)
  }

  toObject(): Report {
    const report = this.resource
    if (this.extra.withCost) return report
    const chart = report.chart ? { ...report.chart } : undefined
    if (chart) delete chart.profit
    return {
      ...report,
      rows: report.rows.map(withoutCost),
      totals: withoutCost(report.totals),
      ...(report.previousTotals !== undefined
        ? { previousTotals: withoutCost(report.previousTotals) }
        : {}),
      ...(chart ? { chart } : {}),
    }
  }
}
