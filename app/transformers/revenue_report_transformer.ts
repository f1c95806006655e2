import ReportTransformer from '#transformers/report_transformer'
import type { revenueReport } from '#services/reports/revenue_report'

/** The revenue report as its page and export receive it: named, so the page reads its type. */
export default class RevenueReportTransformer extends ReportTransformer<
  Awaited<ReturnType<typeof revenueReport>>
> {}
