import { ReportChart } from '~/components/reports/report_chart'
import { ReportLayout, type ReportPageProps } from '~/components/reports/report_layout'
import { useDayRange } from '~/lib/report_days'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

/** A row's figures, and the totals' (SellerSalesReportTransformer). */
type SellerFigures = Data.SellerSalesReport['totals']

interface Props extends ReportPageProps {
  report: Data.SellerSalesReport
}

/** Reports / Seller sales: per seller orders, items, net sales, average order, discounts and refunds. */
export default function SellerSalesReport({ report, filters, period, branches }: Props) {
  const shop = useShop()
  const days = useDayRange()
  const money = (figure: number | null) =>
    figure === null ? '—' : <span dir="ltr">{shop.money(figure)}</span>
  const figure = (key: keyof SellerFigures, label: string, kind: 'count' | 'money') => ({
    key,
    label,
    className: 'text-end text-nowrap',
    sort: { asc: key, desc: `${key}_desc`, first: 'desc' as const },
    render: (row: SellerFigures) => (kind === 'money' ? money(row[key]) : shop.count(row[key]!)),
  })
  const { totals } = report
  return (
    <ReportLayout
      title="Seller sales"
      path={urlFor('reports.seller_sales')}
      exportPath={urlFor('reports.seller_sales.export')}
      filters={filters}
      branches={branches}
      grouped={false}
      rows={report.rows}
      defaultSort="netSales_desc"
      emptyMessage="Nobody sold in this period."
      columns={[
        {
          key: 'name',
          label: 'Seller',
          sort: { asc: 'name', desc: 'name_desc' },
          render: (row) => row.name,
        },
        figure('orders', 'Orders', 'count'),
        figure('items', 'Items', 'count'),
        figure('netSales', 'Net sales', 'money'),
        figure('averageOrder', 'Average order', 'money'),
        figure('discounts', 'Discounts given', 'money'),
        figure('refunds', 'Refunds on their orders', 'money'),
      ]}
      totals={{
        orders: shop.count(totals.orders),
        items: shop.count(totals.items),
        netSales: money(totals.netSales),
        averageOrder: money(totals.averageOrder),
        discounts: money(totals.discounts),
        refunds: money(totals.refunds),
      }}
    >
      <p className="text-body-secondary small mb-2" data-testid="report-period">
        {days(period.from, period.to)}
      </p>
      {report.rows.length > 0 && (
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h6">Net sales by seller</h2>
            <ReportChart
              labels={report.rows.map((row) => row.name)}
              description={`Net sales by seller, ${days(period.from, period.to)}`}
              series={[
                {
                  label: 'Net sales',
                  values: report.rows.map((row) => row.netSales),
                  style: 'bar',
                },
              ]}
            />
          </div>
        </div>
      )}
    </ReportLayout>
  )
}
