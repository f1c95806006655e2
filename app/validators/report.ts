import vine from '@vinejs/vine'
import { listQueryValidator } from '#validators/list'
import { businessDay } from '#validators/days'
import { recordId } from '#validators/numbers'
import { REPORT_GROUPS, REPORT_PRESETS } from '#common/report_periods'
import { SALES_SORTS } from '#services/reports/sales_report'
import { REVENUE_SORTS } from '#services/reports/revenue_report'
import { productSalesSorts } from '#services/reports/product_sales_report'
import { SELLER_SORTS } from '#services/reports/seller_sales_report'

/** Each column's two orders, as a table's header toggles them: `net` and `net_desc`. */
function bothWays<const Keys extends readonly string[]>(keys: Keys) {
  return keys.flatMap((key) => [key, `${key}_desc`]) as [string, ...string[]]
}

/**
 * A report's query string: a preset or a custom `from`/`to`, the grouping,
 * one branch, the table's order and, for product sales, the page.
 */
function reportValidator(sorts: [string, ...string[]]) {
  return listQueryValidator({
    sorts,
    filters: {
      preset: vine.enum(REPORT_PRESETS).optional(),
      from: businessDay().optional(),
      to: businessDay().optional(),
      group: vine.enum(REPORT_GROUPS).optional(),
      branch: recordId().optional(),
    },
    typed: ['from', 'to'],
  })
}

export const salesReportValidator = reportValidator(bothWays(SALES_SORTS))
export const revenueReportValidator = reportValidator(bothWays(REVENUE_SORTS))
export const productSalesReportValidator = reportValidator(bothWays(productSalesSorts(true)))
export const sellerSalesReportValidator = reportValidator(bothWays(SELLER_SORTS))
