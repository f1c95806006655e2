import { ReportChart } from '~/components/reports/report_chart'
import { ReportLayout, type ReportPageProps } from '~/components/reports/report_layout'
import { useDayRange } from '~/lib/report_days'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

type Row = Data.ShrinkageReport['rows'][number]
type Measure = 'counted' | 'writtenOff' | 'inTransit' | 'damaged' | 'lost' | 'found' | 'corrected'

const MEASURES: [Measure, string][] = [
  ['counted', 'Counted'],
  ['writtenOff', 'Returns written off'],
  ['inTransit', 'Lost in transit'],
  ['damaged', 'Damaged'],
  ['lost', 'Lost'],
  ['found', 'Found'],
  ['corrected', 'Corrections'],
]

interface Props extends ReportPageProps {
  report: Data.ShrinkageReport
}

/**
 * Reports / Shrinkage: per month, branch and category, the units stocktakes
 * found missing or over, returns written off, transfers' shortfalls and the
 * adjustments by reason, a loss below zero; the net at cost with cost access.
 */
export default function ShrinkageReport({ report, filters, period, branches, can }: Props) {
  const shop = useShop()
  const days = useDayRange()
  const units = (value: number) => <span dir="ltr">{shop.count(value)}</span>
  const money = (value: number | undefined) =>
    value === undefined ? '—' : <span dir="ltr">{shop.money(value)}</span>
  const figure = (key: Measure | 'net', label: string) => ({
    key,
    label,
    className: 'text-end text-nowrap',
    sort: { asc: key, desc: `${key}_desc`, first: 'asc' as const },
    render: (row: Row) => units(row[key]),
  })
  const { totals } = report
  const months = [...new Set(report.rows.map((row) => row.month))].sort()
  const chartBy = can.viewCost ? 'cost' : 'net'
  return (
    <ReportLayout
      title="Shrinkage"
      path={urlFor('reports.shrinkage')}
      exportPath={urlFor('reports.shrinkage.export')}
      filters={filters}
      branches={branches}
      grouped={false}
      rows={report.rows}
      defaultSort={can.viewCost ? 'cost' : 'net'}
      emptyMessage="No stock was counted off, written off, lost in transit or adjusted in this period."
      columns={[
        {
          key: 'month',
          label: 'Month',
          sort: { asc: 'month', desc: 'month_desc' },
          render: (row) => row.month,
        },
        {
          key: 'branch',
          label: 'Branch',
          sort: { asc: 'branch', desc: 'branch_desc' },
          render: (row) => row.branch,
        },
        {
          key: 'category',
          label: 'Category',
          sort: { asc: 'category', desc: 'category_desc' },
          render: (row) => row.category || '—',
        },
        ...MEASURES.map(([key, label]) => figure(key, label)),
        figure('net', 'Net units'),
        ...(can.viewCost
          ? [
              {
                key: 'cost',
                label: 'Net at cost',
                className: 'text-end text-nowrap',
                sort: { asc: 'cost', desc: 'cost_desc', first: 'asc' as const },
                render: (row: Row) => money(row.cost),
              },
            ]
          : []),
      ]}
      totals={{
        ...Object.fromEntries(MEASURES.map(([key]) => [key, units(totals[key])])),
        net: units(totals.net),
        cost: money(totals.cost),
      }}
    >
      <p className="text-body-secondary small mb-2" data-testid="report-period">
        {days(period.from, period.to)}. Units lost show below zero.
      </p>
      {months.length > 0 && (
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h6">
              {can.viewCost ? 'Net shrinkage at cost by month' : 'Net units by month'}
            </h2>
            <ReportChart
              labels={months}
              description={`Net shrinkage by month, ${days(period.from, period.to)}`}
              series={[
                {
                  label: can.viewCost ? 'Net at cost' : 'Net units',
                  values: months.map((month) =>
                    report.rows
                      .filter((row) => row.month === month)
                      .reduce((sum, row) => sum + (row[chartBy] ?? 0), 0)
                  ),
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
