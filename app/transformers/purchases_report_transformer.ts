import ReportTransformer from '#transformers/report_transformer'
import type { purchasesReport } from '#services/reports/purchases_report'

/** The purchases report as its page and export receive it: its cost only with `products.view_cost`. */
export default class PurchasesReportTransformer extends ReportTransformer<
  Awaited<ReturnType<typeof purchasesReport>>
> {}
