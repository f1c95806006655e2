import ReportTransformer from '#transformers/report_transformer'
import type { shrinkageReport } from '#services/reports/shrinkage_report'

/** The shrinkage report as its page and export receive it: the net at cost only with cost access. */
export default class ShrinkageReportTransformer extends ReportTransformer<
  Awaited<ReturnType<typeof shrinkageReport>>
> {}
