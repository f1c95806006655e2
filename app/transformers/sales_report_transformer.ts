import ReportTransformer from '#transformers/report_transformer'
import type { salesReport } from '#services/reports/sales_report'

/** The sales report as its page and export receive it: named, so the page reads its type. */
export default class SalesReportTransformer extends ReportTransformer<
  Awaited<ReturnType<typeof salesReport>>
> {}
