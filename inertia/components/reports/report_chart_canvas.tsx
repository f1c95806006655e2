import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { Chart } from 'react-chartjs-2'
import type { ReportChartProps } from '~/components/reports/report_chart'
import { useShop } from '~/lib/shop'
import { useTemplate } from '~/template/settings'
import { minorDigits } from '#common/money'

// The generic Chart needs the controllers of the types its datasets use; without them
// the production bundle threw '"bar" is not a registered controller' and the page went blank.
ChartJS.register(
  BarController,
  LineController,
  CategoryScale,
  LinearScale,
  BarElement,
  LineElement,
  PointElement,
  Tooltip,
  Legend
)

const COLORS = { bar: '#3b82f6', line: '#10b981', dashed: '#9ca3af' }

/**
 * A report's chart (Chart.js): money per period, product or seller, in the
 * shop's currency, the previous period as a dashed line. Its text
 * alternative names what it shows; the table beside it holds the figures.
 */
export default function ReportChartCanvas({ labels, series, description }: ReportChartProps) {
  const shop = useShop()
  const { darkModeActive } = useTemplate()
  const text = darkModeActive ? '#d1d5db' : '#4b5563'
  // Chart.js draws numbers: amounts in major units, shown again as money.
  const scale = 10 ** minorDigits(shop.currency)
  const grid = darkModeActive ? 'rgba(255,255,255,0.1)' : 'rgba(0,0,0,0.08)'
  return (
    <div className="report-chart" data-testid="report-chart">
      <Chart
        type="bar"
        role="img"
        aria-label={description}
        data={{
          labels,
          datasets: series.map((one) => ({
            type: one.style === 'bar' ? ('bar' as const) : ('line' as const),
            label: one.label,
            data: one.values.map((minor) => minor / scale),
            backgroundColor: COLORS[one.style],
            borderColor: COLORS[one.style],
            borderDash: one.style === 'dashed' ? [6, 4] : undefined,
            pointRadius: labels.length > 40 ? 0 : 2,
            // Lines over the bars they compare with.
            order: one.style === 'bar' ? 1 : 0,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { labels: { color: text } },
            tooltip: {
              callbacks: {
                label: (item) =>
                  `${item.dataset.label}: ${shop.money(series[item.datasetIndex].values[item.dataIndex])}`,
              },
            },
          },
          scales: {
            x: { ticks: { color: text }, grid: { color: grid } },
            y: {
              ticks: {
                color: text,
                callback: (value) => shop.money(Math.round(Number(value) * scale)),
              },
              grid: { color: grid },
            },
          },
        }}
      />
    </div>
  )
}
