import ReportTransformer from '#transformers/report_transformer'
import type { sellerSalesReport } from '#services/reports/seller_sales_report'

/** The seller sales report as its page and export receive it: named, so the page reads its type. */
export default class SellerSalesReportTransformer extends ReportTransformer<
  Awaited<ReturnType<typeof sellerSalesReport>>
> {}
