import { ReportChart } from '~/components/reports/report_chart'
import { ReportLayout, type ReportPageProps } from '~/components/reports/report_layout'
import { useDayRange } from '~/lib/report_days'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

type Row = Data.CashReport['rows'][number]
type Dimension = 'day' | 'branch' | 'till' | 'cashier'
type Figure = Exclude<keyof Row, 'id' | 'name'>

const DIMENSIONS: Record<Dimension, string> = {
  day: 'Day',
  branch: 'Branch',
  till: 'Till',
  cashier: 'Cashier',
}

const FIGURES: [Figure, string, 'count' | 'money'][] = [
  ['sessions', 'Sessions', 'count'],
  ['withDifference', 'With a difference', 'count'],
  ['cashIn', 'Cash in', 'money'],
  ['cashOut', 'Cash out', 'money'],
  ['expected', 'Expected', 'money'],
  ['counted', 'Counted', 'money'],
  ['difference', 'Difference', 'money'],
]

interface Props extends ReportPageProps {
  report: Data.CashReport
  by: Dimension
}

/**
 * Reports / Cash: the till sessions closed in the period, per day, branch,
 * till or cashier, with the cash paid in and out and what was expected,
 * counted and short or over, from the figures each session kept at its close.
 */
export default function CashReport({ report, by, filters, period, branches }: Props) {
  const shop = useShop()
  const days = useDayRange()
  const show = (value: number, kind: 'count' | 'money') => (
    <span dir="ltr" className={value < 0 && kind === 'money' ? 'text-danger' : undefined}>
      {kind === 'money' ? shop.money(value) : shop.count(value)}
    </span>
  )
  const { totals, chart } = report
  return (
    <ReportLayout
      title="Cash"
      path={urlFor('reports.cash')}
      exportPath={urlFor('reports.cash.export')}
      filters={filters}
      branches={branches}
      grouped={false}
      rows={report.rows}
      defaultSort="name"
      emptyMessage="No till session was closed in this period."
      view={{
        name: 'by',
        label: 'Per',
        value: by,
        options: Object.entries(DIMENSIONS).map(([value, label]) => ({ value, label })),
      }}
      columns={[
        {
          key: 'name',
          label: DIMENSIONS[by],
          sort: { asc: 'name', desc: 'name_desc' },
          render: (row) => (by === 'day' ? shop.date(row.name) : row.name),
        },
        ...FIGURES.map(([key, label, kind]) => ({
          key,
          label,
          className: 'text-end text-nowrap',
          sort: { asc: key, desc: `${key}_desc`, first: 'desc' as const },
          render: (row: Row) => show(row[key], kind),
        })),
      ]}
      totals={Object.fromEntries(FIGURES.map(([key, , kind]) => [key, show(totals[key], kind)]))}
    >
      <p className="text-body-secondary small mb-2" data-testid="report-period">
        {days(period.from, period.to)}. Sessions count on the day they closed; a shortfall shows
        below zero.
      </p>
      {chart.days.length > 0 && (
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h6">Cash difference by day</h2>
            <ReportChart
              labels={chart.days}
              description={`Cash difference by day, ${days(period.from, period.to)}`}
              series={[{ label: 'Difference', values: chart.difference, style: 'bar' }]}
            />
          </div>
        </div>
      )}
    </ReportLayout>
  )
}
