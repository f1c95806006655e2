import { lazy, Suspense } from 'react'

export interface ChartSeries {
  label: string
  values: number[]
  /** Bars for the period itself; a dashed line for what it is compared with. */
  style: 'bar' | 'line' | 'dashed'
}

export interface ReportChartProps {
  /** What each bar is, as people read it: a period, a product, a seller. */
  labels: string[]
  series: ChartSeries[]
  description: string
}

// Chart.js is about 60 kB gzipped: it loads after the figures are on screen.
const ReportChartCanvas = lazy(() => import('~/components/reports/report_chart_canvas'))

/** A report's chart, drawn once Chart.js has loaded; the space it takes is kept meanwhile. */
export function ReportChart(props: ReportChartProps) {
  return (
    <Suspense fallback={<div className="report-chart" aria-busy="true" />}>
      <ReportChartCanvas {...props} />
    </Suspense>
  )
}
