export interface BarChartProps {
  /** What each bar is, as people read it (a day). */
  labels: string[]
  /** One figure per label, in minor units when `format` writes money. */
  values: number[]
  /** What the chart shows, read out in place of the drawing. */
  description: string
  /** The headings of the figures' table, for screen readers: e.g. Day, Net sales. */
  columns: [string, string]
  format: (value: number) => string
}

/**
 * A light bar chart drawn in HTML and CSS: it shows as soon as the page's
 * HTML does, without a chart library (Chart.js is some 60 kB gzipped).
 * Screen readers get its description and a table of the figures; a bar's
 * figure shows on hover. Negative figures (more refunded than sold) hang
 * below the zero line.
 */
export function BarChart({ labels, values, description, columns, format }: BarChartProps) {
  const top = Math.max(0, ...values)
  const bottom = Math.min(0, ...values)
  const range = top - bottom || 1
  const share = (value: number) => `${(value / range) * 100}%`
  return (
    <figure className="bar-chart mb-0" data-testid="bar-chart">
      <figcaption className="visually-hidden">{description}</figcaption>
      <div className="bar-chart-plot" aria-hidden="true">
        <div className="bar-chart-scale small text-body-secondary">
          <span dir="ltr">{format(top)}</span>
          <span dir="ltr">{format(bottom)}</span>
        </div>
        <div className="bar-chart-bars">
          {values.map((value, index) => (
            <div
              key={index}
              className="bar-chart-slot"
              title={`${labels[index]}: ${format(value)}`}
            >
              <div
                className={`bar-chart-bar${value < 0 ? ' bar-chart-bar-negative' : ''}`}
                style={{ top: share(top - Math.max(value, 0)), height: share(Math.abs(value)) }}
              />
            </div>
          ))}
        </div>
        <div className="bar-chart-axis small text-body-secondary">
          <span>{labels[0]}</span>
          <span>{labels.at(-1)}</span>
        </div>
      </div>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((value, index) => (
            <tr key={index}>
              <th scope="row">{labels[index]}</th>
              <td>{format(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
