import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import type { VineValidator } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import ProductPolicy from '#policies/product_policy'
import SalesReportTransformer from '#transformers/sales_report_transformer'
import RevenueReportTransformer from '#transformers/revenue_report_transformer'
import ProductSalesReportTransformer from '#transformers/product_sales_report_transformer'
import SellerSalesReportTransformer from '#transformers/seller_sales_report_transformer'
import ShrinkageReportTransformer from '#transformers/shrinkage_report_transformer'
import PurchasesReportTransformer from '#transformers/purchases_report_transformer'
import { CSV_CONTENT_TYPE } from '#services/csv/writer'
import { reportCsv, type ReportKind } from '#services/reports/report_csv'
import CashReportTransformer from '#transformers/cash_report_transformer'
import { reportPeriod } from '#services/reports/report_period'
import { salesReport } from '#services/reports/sales_report'
import { revenueReport } from '#services/reports/revenue_report'
import { productSalesReport } from '#services/reports/product_sales_report'
import { sellerSalesReport } from '#services/reports/seller_sales_report'
import { shrinkageReport } from '#services/reports/shrinkage_report'
import { purchasesReport } from '#services/reports/purchases_report'
import { cashReport, type CashReportDimension } from '#services/reports/cash_report'
import { localDay } from '#support/business_day'
import { optionOf } from '#support/select_options'
import { filterProps, readListQuery } from '#validators/list'
import {
  productSalesReportValidator,
  purchasesReportValidator,
  revenueReportValidator,
  salesReportValidator,
  sellerSalesReportValidator,
  shrinkageReportValidator,
  cashReportValidator,
} from '#validators/report'

type ReportValidator = VineValidator<SchemaTypes, Record<string, any> | undefined>

/** What every report needs of a request: its filters, the period, the user's branches and cost permission. */
async function reportRequest<Validator extends ReportValidator>(
  ctx: HttpContext,
  validator: Validator
) {
  const { request, bouncer } = ctx
  const query = (await readListQuery(validator, request.qs())) as Infer<typeof salesReportValidator>
  const settings = await ctx.shopSettings
  const scope = await ctx.branchScope
  const period = reportPeriod(query, localDay(DateTime.utc(), settings.businessTimezone))
  return {
    query,
    settings,
    period,
    filter: { scope, branchId: scope.branchFilter(query.branch) },
    withCost: await bouncer.with(ProductPolicy).allows('viewCost'),
  }
}

type ReportRequest = Awaited<ReturnType<typeof reportRequest>>

/** The props every report page shares: the filters as applied, the periods, the branches to pick from. */
async function sharedProps({ query, period, filter, withCost }: ReportRequest) {
  const branches = filter.scope.branches
  return {
    filters: {
      ...filterProps(query, ['branch', 'sort', 'page']),
      preset: period.preset,
      from: period.range.from,
      to: period.range.to,
      group: period.group,
    },
    period: { ...period.range, previousFrom: period.previous.from, previousTo: period.previous.to },
    branches: branches.map(optionOf),
    can: { viewCost: withCost },
  }
}

/** A report's export as a download: exactly its table, totals last. */
function sendCsv(
  response: HttpContext['response'],
  kind: ReportKind,
  context: ReportRequest,
  report: { rows: Record<string, unknown>[]; totals: Record<string, unknown> },
  byPeriod: boolean,
  firstHeader?: string
) {
  const { filename, body } = reportCsv(kind, report, {
    settings: context.settings,
    withCost: context.withCost,
    range: context.period.range,
    group: byPeriod ? context.period.group : undefined,
    firstHeader,
  })
  response.header('Content-Type', CSV_CONTENT_TYPE)
  response.header('Content-Disposition', `attachment; filename="${filename}"`)
  response.send(body)
}

/** What a cash report's row stands for: a business day unless the query asks otherwise. */
function dimensionOf({ query }: ReportRequest): CashReportDimension {
  return (query as { by?: CashReportDimension }).by ?? 'day'
}

/** The cash export's first column, named after what its rows stand for. */
const CASH_HEADERS: Record<CashReportDimension, string> = {
  day: 'Day',
  branch: 'Branch',
  till: 'Till',
  cashier: 'Cashier',
}

/**
 * Reports (docs/rules/reports.md), read from the daily rollups
 * within the user's branches; cost figures only with `products.view_cost`.
 * Each page has an export of exactly its table, totals last.
 */
export default class ReportsController {
  async sales(ctx: HttpContext) {
    const context = await reportRequest(ctx, salesReportValidator)
    const report = await this.salesOf(context)
    return ctx.inertia.render('reports/sales', { report, ...(await sharedProps(context)) })
  }

  async salesExport(ctx: HttpContext) {
    const context = await reportRequest(ctx, salesReportValidator)
    sendCsv(ctx.response, 'sales', context, await this.salesOf(context), true)
  }

  async revenue(ctx: HttpContext) {
    const context = await reportRequest(ctx, revenueReportValidator)
    const report = await this.revenueOf(context)
    return ctx.inertia.render('reports/revenue', { report, ...(await sharedProps(context)) })
  }

  async revenueExport(ctx: HttpContext) {
    const context = await reportRequest(ctx, revenueReportValidator)
    sendCsv(ctx.response, 'revenue', context, await this.revenueOf(context), true)
  }

  async productSales(ctx: HttpContext) {
    const context = await reportRequest(ctx, productSalesReportValidator)
    const report = await this.productSalesOf(context, context.query.page ?? 1)
    return ctx.inertia.render('reports/product_sales', { report, ...(await sharedProps(context)) })
  }

  async productSalesExport(ctx: HttpContext) {
    const context = await reportRequest(ctx, productSalesReportValidator)
    sendCsv(ctx.response, 'productSales', context, await this.productSalesOf(context, null), false)
  }

  async sellerSales(ctx: HttpContext) {
    const context = await reportRequest(ctx, sellerSalesReportValidator)
    const report = await this.sellerSalesOf(context)
    return ctx.inertia.render('reports/seller_sales', { report, ...(await sharedProps(context)) })
  }

  async sellerSalesExport(ctx: HttpContext) {
    const context = await reportRequest(ctx, sellerSalesReportValidator)
    sendCsv(ctx.response, 'sellerSales', context, await this.sellerSalesOf(context), false)
  }

  async shrinkage(ctx: HttpContext) {
    const context = await reportRequest(ctx, shrinkageReportValidator)
    const report = await this.shrinkageOf(context)
    return ctx.inertia.render('reports/shrinkage', { report, ...(await sharedProps(context)) })
  }

  async shrinkageExport(ctx: HttpContext) {
    const context = await reportRequest(ctx, shrinkageReportValidator)
    sendCsv(ctx.response, 'shrinkage', context, await this.shrinkageOf(context), false)
  }

  async purchases(ctx: HttpContext) {
    const context = await reportRequest(ctx, purchasesReportValidator)
    const report = await this.purchasesOf(context)
    return ctx.inertia.render('reports/purchases', { report, ...(await sharedProps(context)) })
  }

  async purchasesExport(ctx: HttpContext) {
    const context = await reportRequest(ctx, purchasesReportValidator)
    const report = await this.purchasesOf(context)
    const kind = report.view === 'product' ? 'purchasesByProduct' : 'purchasesBySupplier'
    sendCsv(ctx.response, kind, context, report, false)
  }

  private async purchasesOf({ filter, period, query, withCost, settings }: ReportRequest) {
    const zone = settings.businessTimezone
    const report = await purchasesReport(filter, period.range, {
      view: (query as Infer<typeof purchasesReportValidator>).by ?? 'supplier',
      zone,
      today: localDay(DateTime.utc(), zone),
      sort: query.sort,
    })
    return new PurchasesReportTransformer(report, { withCost }).toObject()
  }

  /** The till sessions' cash (tills.view, not reports.view): per day, branch, till or cashier. */
  async cash(ctx: HttpContext) {
    const context = await reportRequest(ctx, cashReportValidator)
    const report = await this.cashOf(context)
    const shared = await sharedProps(context)
    return ctx.inertia.render('reports/cash', { report, by: dimensionOf(context), ...shared })
  }

  async cashExport(ctx: HttpContext) {
    const context = await reportRequest(ctx, cashReportValidator)
    const by = dimensionOf(context)
    sendCsv(ctx.response, 'cash', context, await this.cashOf(context), false, CASH_HEADERS[by])
  }

  private async cashOf(context: ReportRequest) {
    const { filter, period, query, settings } = context
    const zone = settings.businessTimezone
    const report = await cashReport(filter, period.range, zone, dimensionOf(context), query.sort)
    return new CashReportTransformer(report, { withCost: false }).toObject()
  }

  private async shrinkageOf({ filter, period, query, withCost, settings }: ReportRequest) {
    const zone = settings.businessTimezone
    const report = await shrinkageReport(filter, period.range, zone, query.sort)
    return new ShrinkageReportTransformer(report, { withCost }).toObject()
  }

  private async salesOf({ filter, period, query, withCost }: ReportRequest) {
    const report = await salesReport(
      filter,
      period.range,
      period.previous,
      period.group,
      query.sort
    )
    return new SalesReportTransformer(report, { withCost }).toObject()
  }

  private async revenueOf({ filter, period, query, withCost }: ReportRequest) {
    const report = await revenueReport(
      filter,
      period.range,
      period.previous,
      period.group,
      query.sort
    )
    return new RevenueReportTransformer(report, { withCost }).toObject()
  }

  private async productSalesOf(
    { filter, period, query, withCost }: ReportRequest,
    page: number | null
  ) {
    const report = await productSalesReport(filter, period.range, {
      sort: query.sort,
      page,
      withCost,
    })
    return new ProductSalesReportTransformer(report, { withCost }).toObject()
  }

  private async sellerSalesOf({ filter, period, query, withCost }: ReportRequest) {
    const report = await sellerSalesReport(filter, period.range, query.sort)
    return new SellerSalesReportTransformer(report, { withCost }).toObject()
  }
}
