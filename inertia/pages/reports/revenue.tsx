import { ReportChart } from '~/components/reports/report_chart'
import { ReportLayout, type ReportPageProps } from '~/components/reports/report_layout'
import { useDayRange, usePeriodLabel } from '~/lib/report_days'
import { ReportSummary } from '~/components/reports/report_summary'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { formatPercent } from '#common/basis_points'
import type { Data } from '~generated/data'

/** Cost, profit and margin are absent for a user without `products.view_cost`. */
/** A row's figures, and the totals' (RevenueReportTransformer). */
type RevenueFigures = Data.RevenueReport['totals']

interface Props extends ReportPageProps {
  report: Data.RevenueReport
}

/** Reports / Revenue: net revenue, cost of goods, gross profit and margin per period. */
export default function RevenueReport({ report, filters, period, branches, can }: Props) {
  const shop = useShop()
  const days = useDayRange()
  const periodLabel = usePeriodLabel(filters.group)
  const { totals, previousTotals: before } = report
  const money = (figure: number | undefined) => <span dir="ltr">{shop.money(figure ?? 0)}</span>
  const margin = (bp: number | null | undefined) =>
    bp === null || bp === undefined ? '—' : formatPercent(bp, shop.locale, 2)
  const costColumns = can.viewCost
    ? ([
        ['cost', 'Cost of goods'],
        ['profit', 'Gross profit'],
      ] as const)
    : []
  return (
    <ReportLayout
      title="Revenue"
      path={urlFor('reports.revenue')}
      exportPath={urlFor('reports.revenue.export')}
      filters={filters}
      branches={branches}
      rows={report.rows}
      defaultSort="period"
      emptyMessage="No revenue in this period."
      columns={[
        {
          key: 'period',
          label: 'Period',
          className: 'text-nowrap',
          sort: { asc: 'period', desc: 'period_desc' },
          render: (row) => periodLabel(row.period),
        },
        {
          key: 'netRevenue',
          label: 'Net revenue',
          className: 'text-end text-nowrap',
          sort: { asc: 'netRevenue', desc: 'netRevenue_desc', first: 'desc' },
          render: (row) => money(row.netRevenue),
        },
        ...costColumns.map(([key, label]) => ({
          key,
          label,
          className: 'text-end text-nowrap',
          sort: { asc: key, desc: `${key}_desc`, first: 'desc' as const },
          render: (row: RevenueFigures) => money(row[key]),
        })),
        ...(can.viewCost
          ? [
              {
                key: 'marginBp',
                label: 'Margin',
                className: 'text-end text-nowrap',
                sort: { asc: 'marginBp', desc: 'marginBp_desc', first: 'desc' as const },
                render: (row: RevenueFigures) => margin(row.marginBp),
              },
            ]
          : []),
      ]}
      totals={{
        netRevenue: money(totals.netRevenue),
        ...(can.viewCost
          ? {
              cost: money(totals.cost),
              profit: money(totals.profit),
              marginBp: margin(totals.marginBp),
            }
          : {}),
      }}
    >
      <p className="text-body-secondary small mb-2" data-testid="report-period">
        {days(period.from, period.to)}
      </p>
      {!can.viewCost && (
        <p className="alert alert-info py-2" role="note">
          Cost of goods, profit and margin need the permission to see cost prices and margins.
        </p>
      )}
      {can.viewCost && (totals.uncostedUnits ?? 0) > 0 && (
        <p className="alert alert-warning py-2" role="note">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          {shop.count(totals.uncostedUnits!)} unit(s) were sold before their product had a cost:
          they count at no cost, so profit reads high.
        </p>
      )}
      <ReportSummary
        comparedWith={days(period.previousFrom, period.previousTo)}
        figures={[
          {
            label: 'Net revenue',
            value: totals.netRevenue,
            previous: before.netRevenue,
            format: shop.money,
          },
          ...(can.viewCost
            ? [
                {
                  label: 'Cost of goods',
                  value: totals.cost ?? 0,
                  previous: before.cost ?? 0,
                  format: shop.money,
                  lowerIsBetter: true,
                },
                {
                  label: 'Gross profit',
                  value: totals.profit ?? 0,
                  previous: before.profit ?? 0,
                  format: shop.money,
                },
                {
                  label: 'Margin',
                  value: totals.marginBp ?? null,
                  previous: before.marginBp ?? null,
                  format: (bp: number) => margin(bp),
                },
              ]
            : []),
        ]}
      />
      <div className="card mb-3">
        <div className="card-body">
          <h2 className="h6">{can.viewCost ? 'Net revenue and gross profit' : 'Net revenue'}</h2>
          <ReportChart
            labels={report.chart.labels.map(periodLabel)}
            description={`Net revenue by ${filters.group}, ${days(period.from, period.to)}`}
            series={[
              { label: 'Net revenue', values: report.chart.current, style: 'bar' },
              ...(report.chart.profit
                ? [{ label: 'Gross profit', values: report.chart.profit, style: 'line' as const }]
                : []),
              { label: 'Previous period', values: report.chart.previous, style: 'dashed' },
            ]}
          />
        </div>
      </div>
    </ReportLayout>
  )
}
