import { Link } from '@adonisjs/inertia/react'
import { Block } from '~/template/block'
import { BarChart } from '~/components/bar_chart'
import { HeadlineFigures } from '~/components/dashboard/headline_figures'
import { Empty } from '~/components/dashboard/empty'
import { useDayRange } from '~/lib/report_days'
import { useShop } from '~/lib/shop'
import { formatDay } from '#common/days'
import type { Data } from '~generated/data'

/**
 * Today and the month to date against their comparisons, 30 days of net
 * sales and that period's top products: the blocks of the sales figures.
 */
export function SalesBlocks({ sales }: { sales: Data.DashboardSales }) {
  const shop = useShop()
  const days = useDayRange()
  const weekday = (day: string) =>
    new Intl.DateTimeFormat(shop.locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`)
    )
  return (
    <>
      <div className="col-lg-6">
        <Block title="Today" className="h-100" reloads={['sales']}>
          <HeadlineFigures
            testId="dashboard-today"
            current={sales.today}
            previous={sales.weekAgo}
            comparedWith={`last ${weekday(sales.weekAgo.day)}`}
          />
        </Block>
      </div>
      <div className="col-lg-6">
        <Block title="Month to date" className="h-100" reloads={['sales']}>
          <HeadlineFigures
            testId="dashboard-month"
            current={sales.month}
            previous={sales.lastMonth}
            comparedWith={days(sales.lastMonth.from, sales.lastMonth.to)}
          />
        </Block>
      </div>
      <div className="col-xl-8">
        <Block title="Net sales, last 30 days" className="h-100" reloads={['sales']}>
          {sales.last30Days.some((row) => row.orders > 0 || row.netSales !== 0) ? (
            <BarChart
              labels={sales.last30Days.map((row) => formatDay(row.day, shop.locale))}
              values={sales.last30Days.map((row) => row.netSales)}
              description={`Net sales per day, ${days(sales.last30Days[0].day, sales.last30Days.at(-1)!.day)}`}
              columns={['Day', 'Net sales']}
              format={shop.money}
            />
          ) : (
            <Empty>No sales in the last 30 days.</Empty>
          )}
        </Block>
      </div>
      <div className="col-xl-4">
        <Block title="Top products, last 30 days" className="h-100" reloads={['sales']}>
          {sales.topProducts.length === 0 ? (
            <Empty>No product sold in the last 30 days.</Empty>
          ) : (
            <ol
              className="list-group list-group-flush list-group-numbered"
              data-testid="top-products"
            >
              {sales.topProducts.map((product) => (
                <li key={product.id} className="list-group-item d-flex gap-2 px-0">
                  <span className="flex-grow-1">
                    {product.name}{' '}
                    <small className="text-body-secondary">× {shop.count(product.sold)}</small>
                  </span>
                  <span dir="ltr">{shop.money(product.netRevenue)}</span>
                </li>
              ))}
            </ol>
          )}
          <Link route="reports.product_sales" className="small d-inline-block mt-2">
            All product sales
          </Link>
        </Block>
      </div>
    </>
  )
}
