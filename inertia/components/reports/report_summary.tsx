import type { ReactNode } from 'react'

export interface SummaryFigure {
  label: string
  value: number | null
  previous: number | null
  format: (value: number) => ReactNode
  /** True where less is better (refunds, returns): a fall shows green. */
  lowerIsBetter?: boolean
}

/** The change from `previous` to `value` in whole percent, or null when there is nothing to compare with. */
export function changePercent(value: number | null, previous: number | null) {
  if (value === null || previous === null || previous === 0) return null
  return Math.round(((value - previous) / Math.abs(previous)) * 100)
}

/**
 * A report's headline figures, each with its change against the period it
 * is compared with (named once, above them), or what it was there when a
 * change cannot be given (nothing before).
 */
export function ReportSummary({
  figures,
  comparedWith,
}: {
  figures: SummaryFigure[]
  comparedWith: string
}) {
  return (
    <>
      <p className="small text-body-secondary mb-2">Compared with {comparedWith}</p>
      <div className="row g-3 mb-3" data-testid="report-summary">
        {figures.map((figure) => {
          const change = changePercent(figure.value, figure.previous)
          const good = change !== null && (figure.lowerIsBetter ? change < 0 : change > 0)
          const bad = change !== null && (figure.lowerIsBetter ? change > 0 : change < 0)
          return (
            <div key={figure.label} className="col-6 col-md-4 col-xl">
              <div className="card h-100">
                <div className="card-body py-2 px-3">
                  <div className="small text-body-secondary">{figure.label}</div>
                  <div className="fs-5 fw-semibold" dir="ltr">
                    {figure.value === null ? '—' : figure.format(figure.value)}
                  </div>
                  <div className="small">
                    {change === null ? (
                      <span className="text-body-secondary">
                        was {figure.previous === null ? '—' : figure.format(figure.previous)}
                      </span>
                    ) : (
                      <>
                        <span className={good ? 'text-success' : bad ? 'text-danger' : ''}>
                          <i
                            className={`bi ${change >= 0 ? 'bi-caret-up-fill' : 'bi-caret-down-fill'} me-1`}
                            aria-hidden="true"
                          />
                          {change > 0 ? '+' : ''}
                          {change} %
                        </span>{' '}
                        <span className="text-body-secondary">
                          from {figure.previous === null ? '—' : figure.format(figure.previous)}
                        </span>
                      </>
                    )}
                  </div>
                </div>
              </div>
            </div>
          )
        })}
      </div>
    </>
  )
}
