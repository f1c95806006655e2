import { ReportChart } from '~/components/reports/report_chart'
import { ReportLayout, type ReportPageProps } from '~/components/reports/report_layout'
import { useDayRange } from '~/lib/report_days'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

type Row = Data.PurchasesReport['rows'][number]
type Figure = 'orders' | 'ordered' | 'received' | 'late'

/** The rows the chart draws: the table's first ones, so a long product list stays legible. */
const CHART_ROWS = 20

interface Props extends ReportPageProps {
  report: Data.PurchasesReport
}

/**
 * Reports / Purchases: the orders placed in the period by supplier or by
 * product, units ordered and received against them, their cost (with cost
 * access) and how many came late.
 */
export default function PurchasesReport({ report, filters, period, branches, can }: Props) {
  const shop = useShop()
  const days = useDayRange()
  const bySupplier = report.view === 'supplier'
  const money = (value: number | undefined) =>
    value === undefined ? '—' : <span dir="ltr">{shop.money(value)}</span>
  const figure = (key: Figure, label: string) => ({
    key,
    label,
    className: 'text-end text-nowrap',
    sort: { asc: key, desc: `${key}_desc`, first: 'desc' as const },
    render: (row: Row) => shop.count(row[key]),
  })
  const { totals } = report
  const charted = report.rows.slice(0, CHART_ROWS)
  return (
    <ReportLayout
      title="Purchases"
      path={urlFor('reports.purchases')}
      exportPath={urlFor('reports.purchases.export')}
      filters={filters}
      branches={branches}
      grouped={false}
      rows={report.rows}
      defaultSort={can.viewCost ? 'cost_desc' : 'ordered_desc'}
      emptyMessage="No purchase order was placed in this period."
      view={{
        name: 'by',
        label: 'Group by',
        value: report.view,
        options: [
          { value: 'supplier', label: 'Supplier' },
          { value: 'product', label: 'Product' },
        ],
      }}
      columns={[
        {
          key: 'name',
          label: bySupplier ? 'Supplier' : 'Product',
          sort: { asc: 'name', desc: 'name_desc' },
          render: (row) => row.name,
        },
        {
          key: 'code',
          label: bySupplier ? 'Code' : 'SKU',
          className: 'text-nowrap',
          sort: { asc: 'code', desc: 'code_desc' },
          render: (row) => <span dir="ltr">{row.code}</span>,
        },
        figure('orders', 'Orders'),
        figure('ordered', 'Units ordered'),
        figure('received', 'Units received'),
        ...(can.viewCost
          ? [
              {
                key: 'cost',
                label: 'Cost ordered',
                className: 'text-end text-nowrap',
                sort: { asc: 'cost', desc: 'cost_desc', first: 'desc' as const },
                render: (row: Row) => money(row.cost),
              },
            ]
          : []),
        figure('late', 'Late deliveries'),
      ]}
      totals={{
        orders: shop.count(totals.orders),
        ordered: shop.count(totals.ordered),
        received: shop.count(totals.received),
        cost: money(totals.cost),
        late: shop.count(totals.late),
      }}
    >
      <p className="text-body-secondary small mb-2" data-testid="report-period">
        {days(period.from, period.to)}
      </p>
      {charted.length > 0 && (
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h6">
              Units ordered and received by {bySupplier ? 'supplier' : 'product'}
            </h2>
            <ReportChart
              labels={charted.map((row) => row.name)}
              description={`Units ordered and received by ${bySupplier ? 'supplier' : 'product'}, ${days(period.from, period.to)}`}
              series={[
                { label: 'Units ordered', values: charted.map((row) => row.ordered), style: 'bar' },
                {
                  label: 'Units received',
                  values: charted.map((row) => row.received),
                  style: 'line',
                },
              ]}
            />
          </div>
        </div>
      )}
    </ReportLayout>
  )
}
