import { ReportChart } from '~/components/reports/report_chart'
import { ReportLayout, type ReportPageProps } from '~/components/reports/report_layout'
import { useDayRange } from '~/lib/report_days'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { formatPercent } from '#common/basis_points'
import type { Data } from '~generated/data'

/** A row's figures, and the totals' (ProductSalesReportTransformer). */
type ProductFigures = Data.ProductSalesReport['totals']

interface Props extends ReportPageProps {
  report: Data.ProductSalesReport
}

/** Reports / Product sales: per product units sold and returned, net revenue, cost, profit and margin. */
export default function ProductSalesReport({ report, filters, period, branches, can }: Props) {
  const shop = useShop()
  const days = useDayRange()
  const money = (figure: number | undefined) => <span dir="ltr">{shop.money(figure ?? 0)}</span>
  const margin = (bp: number | null | undefined) =>
    bp === null || bp === undefined ? '—' : formatPercent(bp, shop.locale, 2)
  const figure = (key: keyof ProductFigures, label: string, kind: 'count' | 'money') => ({
    key,
    label,
    className: 'text-end text-nowrap',
    sort: { asc: key, desc: `${key}_desc`, first: 'desc' as const },
    render: (row: ProductFigures) =>
      kind === 'money' ? money(row[key] as number) : shop.count(row[key] as number),
  })
  const top = report.rows.slice(0, 10)
  return (
    <ReportLayout
      title="Product sales"
      path={urlFor('reports.product_sales')}
      exportPath={urlFor('reports.product_sales.export')}
      filters={filters}
      branches={branches}
      grouped={false}
      rows={report.rows}
      meta={report.meta}
      defaultSort={report.sort}
      emptyMessage="No product was sold or returned in this period."
      columns={[
        {
          key: 'name',
          label: 'Product',
          minWidth: '12rem',
          sort: { asc: 'name', desc: 'name_desc' },
          render: (row) => (
            <>
              {row.name} <small className="text-body-secondary d-block">{row.sku}</small>
            </>
          ),
        },
        figure('sold', 'Sold', 'count'),
        figure('returned', 'Returned', 'count'),
        figure('netRevenue', 'Net revenue', 'money'),
        ...(can.viewCost
          ? [
              figure('cost', 'Cost', 'money'),
              figure('profit', 'Profit', 'money'),
              {
                key: 'marginBp',
                label: 'Margin',
                className: 'text-end text-nowrap',
                sort: { asc: 'marginBp', desc: 'marginBp_desc', first: 'desc' as const },
                render: (row: ProductFigures) => margin(row.marginBp),
              },
            ]
          : []),
      ]}
      totals={{
        sold: shop.count(report.totals.sold),
        returned: shop.count(report.totals.returned),
        netRevenue: money(report.totals.netRevenue),
        ...(can.viewCost
          ? {
              cost: money(report.totals.cost),
              profit: money(report.totals.profit),
              marginBp: margin(report.totals.marginBp),
            }
          : {}),
      }}
    >
      <p className="text-body-secondary small mb-2" data-testid="report-period">
        {days(period.from, period.to)}
      </p>
      {top.length > 0 && (
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h6">Net revenue, first {top.length} products of this page</h2>
            <ReportChart
              labels={top.map((row) => row.name)}
              description={`Net revenue of the first ${top.length} products listed, ${days(period.from, period.to)}`}
              series={[
                { label: 'Net revenue', values: top.map((row) => row.netRevenue), style: 'bar' },
              ]}
            />
          </div>
        </div>
      )}
    </ReportLayout>
  )
}
