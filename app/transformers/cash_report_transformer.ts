import ReportTransformer from '#transformers/report_transformer'
import type { cashReport } from '#services/reports/cash_report'

/** The cash report as its page and export receive it: every figure is cash, none is a cost. */
export default class CashReportTransformer extends ReportTransformer<
  Awaited<ReturnType<typeof cashReport>>
> {}
