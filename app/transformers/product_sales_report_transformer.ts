import ReportTransformer from '#transformers/report_transformer'
import type { productSalesReport } from '#services/reports/product_sales_report'

/** The product sales report as its page and export receive it: named, so the page reads its type. */
export default class ProductSalesReportTransformer extends ReportTransformer<
  Awaited<ReturnType<typeof productSalesReport>>
> {}
