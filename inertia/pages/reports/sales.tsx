import { ReportChart } from '~/components/reports/report_chart'
import { ReportLayout, type ReportPageProps } from '~/components/reports/report_layout'
import { useDayRange, usePeriodLabel } from '~/lib/report_days'
import { ReportSummary } from '~/components/reports/report_summary'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { PAYMENT_LABELS } from '#common/sale_totals'
import type { Data } from '~generated/data'
import { ScrollRegion } from '~/components/scroll_region'

/** A row's figures, and the totals' (SalesReportTransformer). */
type SalesFigures = Data.SalesReport['totals']

interface Props extends ReportPageProps {
  report: Data.SalesReport
}

/** Reports / Sales: orders, gross and net sales, discounts, returns and tax per period, and by payment method. */
export default function SalesReport({ report, filters, period, branches }: Props) {
  const shop = useShop()
  const days = useDayRange()
  const periodLabel = usePeriodLabel(filters.group)
  const { totals, previousTotals: before } = report
  const comparedWith = days(period.previousFrom, period.previousTo)
  const money = (figure: number) => <span dir="ltr">{shop.money(figure)}</span>
  return (
    <ReportLayout
      title="Sales"
      path={urlFor('reports.sales')}
      exportPath={urlFor('reports.sales.export')}
      filters={filters}
      branches={branches}
      rows={report.rows}
      defaultSort="period"
      emptyMessage="No sales in this period."
      columns={[
        {
          key: 'period',
          label: 'Period',
          className: 'text-nowrap',
          sort: { asc: 'period', desc: 'period_desc' },
          render: (row) => periodLabel(row.period),
        },
        ...(
          [
            ['orders', 'Orders', 'count'],
            ['items', 'Items', 'count'],
            ['gross', 'Gross sales', 'money'],
            ['discounts', 'Discounts', 'money'],
            // Before tax, as net sales are: the Refunds card counts the money given back.
            ['returns', 'Returns excl. tax', 'money'],
            ['netSales', 'Net sales', 'money'],
            ['tax', 'Tax', 'money'],
            ['total', 'Total', 'money'],
          ] as const
        ).map(([key, label, kind]) => ({
          key,
          label,
          className: 'text-end text-nowrap',
          sort: { asc: key, desc: `${key}_desc`, first: 'desc' as const },
          render: (row: SalesFigures) =>
            kind === 'money' ? money(row[key]) : shop.count(row[key]),
        })),
      ]}
      totals={{
        orders: shop.count(totals.orders),
        items: shop.count(totals.items),
        gross: money(totals.gross),
        discounts: money(totals.discounts),
        returns: money(totals.returns),
        netSales: money(totals.netSales),
        tax: money(totals.tax),
        total: money(totals.total),
      }}
    >
      <p className="text-body-secondary small mb-2" data-testid="report-period">
        {days(period.from, period.to)}
      </p>
      <ReportSummary
        comparedWith={comparedWith}
        figures={[
          {
            label: 'Net sales',
            value: totals.netSales,
            previous: before.netSales,
            format: shop.money,
          },
          { label: 'Orders', value: totals.orders, previous: before.orders, format: shop.count },
          { label: 'Gross sales', value: totals.gross, previous: before.gross, format: shop.money },
          {
            label: 'Discounts',
            value: totals.discounts,
            previous: before.discounts,
            format: shop.money,
            lowerIsBetter: true,
          },
          {
            label: 'Refunds incl. tax',
            value: totals.refunds,
            previous: before.refunds,
            format: shop.money,
            lowerIsBetter: true,
          },
        ]}
      />
      <div className="row g-3 mb-3">
        <div className="col-xxl-8">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h6">Net sales</h2>
              <ReportChart
                labels={report.chart.labels.map(periodLabel)}
                description={`Net sales by ${filters.group}, ${days(period.from, period.to)}, against ${days(period.previousFrom, period.previousTo)}`}
                series={[
                  { label: 'Net sales', values: report.chart.current, style: 'bar' },
                  { label: 'Previous period', values: report.chart.previous, style: 'dashed' },
                ]}
              />
            </div>
          </div>
        </div>
        <div className="col-xxl-4">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h6">By payment method</h2>
              {report.payments.length === 0 ? (
                <p className="text-body-secondary mb-0">No payments in this period.</p>
              ) : (
                <ScrollRegion label="Payments by method">
                  <table className="table table-sm mb-0" data-testid="payment-methods">
                    <thead>
                      <tr>
                        <th scope="col">Method</th>
                        <th scope="col" className="text-end">
                          Taken
                        </th>
                        <th scope="col" className="text-end">
                          Refunded
                        </th>
                        <th scope="col" className="text-end">
                          Net
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.payments.map((row) => (
                        <tr key={row.method}>
                          <th scope="row" className="fw-normal">
                            {PAYMENT_LABELS[row.method]}{' '}
                            <small className="text-body-secondary">
                              ({shop.count(row.payments)})
                            </small>
                          </th>
                          <td className="text-end">{money(row.amount)}</td>
                          <td className="text-end">{money(row.refunded)}</td>
                          <td className="text-end">{money(row.net)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
            </div>
          </div>
        </div>
      </div>
    </ReportLayout>
  )
}
