import type { ReactNode } from 'react'
import { changePercent } from '~/components/reports/report_summary'
import { useShop } from '~/lib/shop'
import type { Data } from '~generated/data'

/** The figures a headline block compares: net sales, orders and the average order. */
type Headline = Pick<Data.DashboardSales['today'], 'netSales' | 'orders' | 'averageOrder'>

/** A figure with its change against what it is compared with, in words for screen readers too. */
function Compared({
  label,
  value,
  previous,
  format,
  comparedWith,
}: {
  label: string
  value: number | null
  previous: number | null
  format: (value: number) => ReactNode
  comparedWith: string
}) {
  const change = changePercent(value, previous)
  return (
    <div className="col">
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-4 fw-semibold" dir="ltr">
        {value === null ? '—' : format(value)}
      </div>
      <div className="small text-body-secondary">
        {change !== null && (
          <span className={change > 0 ? 'text-success' : change < 0 ? 'text-danger' : ''}>
            <i
              className={`bi ${change >= 0 ? 'bi-caret-up-fill' : 'bi-caret-down-fill'} me-1`}
              aria-hidden="true"
            />
            {change > 0 ? '+' : ''}
            {change} %{' '}
          </span>
        )}
        {comparedWith}: {previous === null ? '—' : format(previous)}
      </div>
    </div>
  )
}

/** Net sales, orders and the average order, each against the period it is compared with. */
export function HeadlineFigures({
  testId,
  current,
  previous,
  comparedWith,
}: {
  testId: string
  current: Headline
  previous: Headline
  comparedWith: string
}) {
  const shop = useShop()
  return (
    <div className="row g-3" data-testid={testId}>
      <Compared
        label="Net sales"
        value={current.netSales}
        previous={previous.netSales}
        format={shop.money}
        comparedWith={comparedWith}
      />
      <Compared
        label="Orders"
        value={current.orders}
        previous={previous.orders}
        format={shop.count}
        comparedWith={comparedWith}
      />
      <Compared
        label="Average order"
        value={current.averageOrder}
        previous={previous.averageOrder}
        format={shop.money}
        comparedWith={comparedWith}
      />
    </div>
  )
}
