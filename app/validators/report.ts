import vine from '@vinejs/vine'
import type { FieldContext, SchemaTypes } from '@vinejs/vine/types'
import { listQueryValidator } from '#validators/list'
import { businessDay, utcToday } from '#validators/days'
import { recordId } from '#validators/numbers'
import {
  defaultGroup,
  periodCount,
  REPORT_GROUPS,
  REPORT_PRESETS,
  type ReportGroup,
} from '#common/report_periods'
import { MAX_REPORT_PERIODS } from '#common/limits'
import { isCalendarDay } from '#support/business_day'
import { SALES_SORTS } from '#services/reports/sales_report'
import { REVENUE_SORTS } from '#services/reports/revenue_report'
import { productSalesSorts } from '#services/reports/product_sales_report'
import { SELLER_SORTS } from '#services/reports/seller_sales_report'
import { SHRINKAGE_SORTS } from '#services/reports/shrinkage_report'
import { PURCHASES_REPORT_VIEWS, PURCHASES_SORTS } from '#services/reports/purchases_report'
import { CASH_REPORT_DIMENSIONS, CASH_SORTS } from '#services/reports/cash_report'

/** Each column's two orders, as a table's header toggles them: `net` and `net_desc`. */
function bothWays<const Keys extends readonly string[]>(keys: Keys) {
  return keys.flatMap((key) => [key, `${key}_desc`]) as [string, ...string[]]
}

const LONGER_GROUPS: Record<ReportGroup, string> = {
  day: ' or group by week or month',
  week: ' or group by month',
  month: '',
}

/**
 * A custom range shows at most MAX_REPORT_PERIODS rows in its grouping
 * (the one asked for, else the one it would get). Checked on `from`: a
 * range without it covers the 30 days up to `to`. `from` alone runs to
 * today, taken here in UTC, within a day of the shop's.
 */
const reportSpan = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const query = field.parent as { preset?: unknown; to?: unknown; group?: unknown }
  if (typeof value !== 'string' || (query.preset && query.preset !== 'custom')) return
  const today = utcToday()
  const to = typeof query.to === 'string' && isCalendarDay(query.to) ? query.to : null
  const end = to ?? (value > today ? value : today)
  const range = value <= end ? { from: value, to: end } : { from: end, to: value }
  const group = REPORT_GROUPS.find((name) => name === query.group) ?? defaultGroup(range)
  if (periodCount(range, group) > MAX_REPORT_PERIODS) {
    field.report(
      `A report shows at most ${MAX_REPORT_PERIODS} ${group}s: shorten the range${LONGER_GROUPS[group]}.`,
      'reportSpan',
      field
    )
  }
})

/**
 * A report's query string: a preset or a custom `from`/`to`, the grouping,
 * one branch, the table's order and, for product sales, the page.
 */
function reportValidator<Extra extends Record<string, SchemaTypes>>(
  sorts: [string, ...string[]],
  extra: Extra = {} as Extra
) {
  return listQueryValidator({
    sorts,
    filters: {
      ...extra,
      preset: vine.enum(REPORT_PRESETS).optional(),
      from: businessDay().use(reportSpan()).optional(),
      to: businessDay().optional(),
      group: vine.enum(REPORT_GROUPS).optional(),
      branch: recordId().optional(),
      ...extra,
    },
    typed: ['from', 'to'],
  })
}

export const salesReportValidator = reportValidator(bothWays(SALES_SORTS))
export const revenueReportValidator = reportValidator(bothWays(REVENUE_SORTS))
export const productSalesReportValidator = reportValidator(bothWays(productSalesSorts(true)))
export const sellerSalesReportValidator = reportValidator(bothWays(SELLER_SORTS))
export const shrinkageReportValidator = reportValidator(bothWays(SHRINKAGE_SORTS))
/** The purchases report also groups by supplier (the default) or by product. */
export const purchasesReportValidator = reportValidator(bothWays(PURCHASES_SORTS), {
  by: vine.enum(PURCHASES_REPORT_VIEWS).optional(),
})

/** The cash report's query: a report's, and what each row stands for (a day unless asked). */
export const cashReportValidator = reportValidator(bothWays(CASH_SORTS), {
  by: vine.enum(CASH_REPORT_DIMENSIONS).optional(),
})
