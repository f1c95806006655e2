import type { ReactNode } from 'react'
import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { SharedProps } from '~/types'
import { Block } from '~/template/block'
import { ReportChart } from '~/components/reports/report_chart'
import { changePercent } from '~/components/reports/report_summary'
import { useDayRange } from '~/lib/report_days'
import { StatusBadge, type Status } from '~/components/status_badge'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { formatDay } from '#common/days'
import { DashboardTillBlocks } from '~/components/tills/dashboard_till_blocks'
import type { Data } from '~generated/data'

interface Headline {
  netSales: number
  orders: number
  averageOrder: number | null
}

interface Props {
  blocks: Record<
    | 'sales'
    | 'lowStock'
    | 'recentOrders'
    | 'transfersToReceive'
    | 'waitingUsers'
    | 'openTills'
    | 'cashDifferences',
    boolean
  >
  sales?: {
    today: Headline & { day: string }
    weekAgo: Headline & { day: string }
    month: Headline & { from: string; to: string }
    lastMonth: Headline & { from: string; to: string }
    last30Days: { day: string; netSales: number; orders: number }[]
    topProducts: { id: number; name: string; sold: number; netRevenue: number }[]
  }
  lowStock?: {
    total: number
    /** One line per product and branch: each branch's stock is low on its own. */
    products: {
      id: number
      name: string
      sku: string
      branch: string
      onHand: number
      reorderLevel: number
    }[]
  }
  recentOrders?: {
    id: number
    number: string
    completedAt: string
    branch: string
    customer: string | null
    total: number
    status: Status
  }[]
  transfersToReceive?: {
    total: number
    transfers: { id: number; number: string; from: string; to: string; sentAt: string | null }[]
  }
  waitingUsers?: {
    total: number
    users: { id: number; name: string; email: string; createdAt: string }[]
  }
  openTills?: Data.DashboardOpenTills
  cashDifferences?: Data.DashboardCashDifferences
}

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
function HeadlineFigures({
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

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-body-secondary mb-0">{children}</p>
}

/**
 * The dashboard: what the user's permissions open, within their
 * branches: today and the month against their comparisons, 30 days of
 * sales, top products, low stock, recent orders, transfers to receive and
 * people waiting for access. Each block's Refresh reloads its own figures.
 */
export default function Dashboard({
  blocks,
  sales,
  lowStock,
  recentOrders,
  transfersToReceive,
  waitingUsers,
  openTills,
  cashDifferences,
}: Props) {
  const user = usePage<SharedProps>().props.auth.user!
  const shop = useShop()
  const days = useDayRange()
  const weekday = (day: string) =>
    new Intl.DateTimeFormat(shop.locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`)
    )
  const nothing = !Object.values(blocks).some(Boolean)
  return (
    <>
      <Head title="Dashboard" />
      <h1 className="h3 mb-4">Welcome, {user.name}</h1>
      {nothing && (
        <p className="alert alert-info" role="note">
          Your role does not include sales, stock, orders or staff figures, so the dashboard has
          nothing to show you yet. An administrator can add them to your role.
        </p>
      )}
      <div className="row g-3">
        {sales && (
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
                  <ReportChart
                    labels={sales.last30Days.map((row) => formatDay(row.day, shop.locale))}
                    description={`Net sales per day, ${days(sales.last30Days[0].day, sales.last30Days.at(-1)!.day)}`}
                    series={[
                      {
                        label: 'Net sales',
                        values: sales.last30Days.map((row) => row.netSales),
                        style: 'bar',
                      },
                    ]}
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
                          <small className="text-body-secondary">
                            × {shop.count(product.sold)}
                          </small>
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
        )}
        {recentOrders && (
          <div className="col-xl-6">
            <Block title="Recent orders" className="h-100" reloads={['recentOrders']}>
              {recentOrders.length === 0 ? (
                <Empty>No sale yet at your branches.</Empty>
              ) : (
                <ul className="list-group list-group-flush" data-testid="recent-orders">
                  {recentOrders.map((order) => (
                    <li key={order.id} className="list-group-item d-flex flex-wrap gap-2 px-0">
                      <Link route="orders.show" routeParams={{ id: order.id }} dir="ltr">
                        {order.number}
                      </Link>
                      <span className="text-body-secondary small flex-grow-1">
                        {shop.dateTime(order.completedAt)}
                        {order.customer ? ` · ${order.customer}` : ''}
                      </span>
                      <StatusBadge status={order.status} />
                      <span dir="ltr">{shop.money(order.total)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <Link route="orders.index" className="small d-inline-block mt-2">
                All orders
              </Link>
            </Block>
          </div>
        )}
        {lowStock && (
          <div className="col-xl-6">
            <Block title="Low stock" className="h-100" reloads={['lowStock']}>
              {lowStock.products.length === 0 ? (
                <Empty>Nothing is at or under its reorder level.</Empty>
              ) : (
                <ul className="list-group list-group-flush" data-testid="low-stock">
                  {lowStock.products.map((product) => (
                    <li
                      key={`${product.id}-${product.branch}`}
                      className="list-group-item d-flex gap-2 px-0"
                    >
                      <span className="flex-grow-1">
                        {product.name} <small className="text-body-secondary">{product.sku}</small>
                      </span>
                      <span className="badge text-bg-secondary align-self-center">
                        {product.branch}
                      </span>
                      <span className={`text-nowrap ${product.onHand <= 0 ? 'text-danger' : ''}`}>
                        {shop.count(product.onHand)} left
                      </span>
                      <small className="text-body-secondary text-nowrap">
                        reorder at {shop.count(product.reorderLevel)}
                      </small>
                    </li>
                  ))}
                </ul>
              )}
              <Link
                href={`${urlFor('stocks.index')}?level=low`}
                className="small d-inline-block mt-2"
              >
                {lowStock.total > new Set(lowStock.products.map((product) => product.id)).size
                  ? `All ${shop.count(lowStock.total)} low-stock products`
                  : 'Stocks'}
              </Link>
            </Block>
          </div>
        )}
        {transfersToReceive && (
          <div className="col-xl-6">
            <Block title="Transfers to receive" className="h-100" reloads={['transfersToReceive']}>
              {transfersToReceive.transfers.length === 0 ? (
                <Empty>No transfer is on its way to your branches.</Empty>
              ) : (
                <ul className="list-group list-group-flush" data-testid="transfers-to-receive">
                  {transfersToReceive.transfers.map((transfer) => (
                    <li key={transfer.id} className="list-group-item d-flex flex-wrap gap-2 px-0">
                      <Link route="stock_moves.edit" routeParams={{ id: transfer.id }} dir="ltr">
                        {transfer.number}
                      </Link>
                      <span className="flex-grow-1">
                        {transfer.from} → {transfer.to}
                      </span>
                      {transfer.sentAt && (
                        <small className="text-body-secondary">
                          sent {shop.dateTime(transfer.sentAt)}
                        </small>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Link route="stock_moves.index" className="small d-inline-block mt-2">
                All stock moves
              </Link>
            </Block>
          </div>
        )}
        {waitingUsers && (
          <div className="col-xl-6">
            <Block title="Waiting for access" className="h-100" reloads={['waitingUsers']}>
              {waitingUsers.users.length === 0 ? (
                <Empty>Nobody is waiting for a role.</Empty>
              ) : (
                <ul className="list-group list-group-flush" data-testid="waiting-users">
                  {waitingUsers.users.map((waiting) => (
                    <li key={waiting.id} className="list-group-item d-flex flex-wrap gap-2 px-0">
                      <Link route="users.edit" routeParams={{ id: waiting.id }}>
                        {waiting.name}
                      </Link>
                      <span className="text-body-secondary small flex-grow-1">{waiting.email}</span>
                      <small className="text-body-secondary">
                        since {shop.dateTime(waiting.createdAt)}
                      </small>
                    </li>
                  ))}
                </ul>
              )}
              <Link
                href={`${urlFor('users.index')}?status=waiting`}
                className="small d-inline-block mt-2"
              >
                {waitingUsers.total > waitingUsers.users.length
                  ? `All ${shop.count(waitingUsers.total)} waiting`
                  : 'Users'}
              </Link>
            </Block>
          </div>
        )}
        <DashboardTillBlocks openTills={openTills} cashDifferences={cashDifferences} />
        <div className="col-md-6">
          <Block title="Your role" className="h-100" reloads={['auth']}>
            <p className="fs-5 mb-0" data-testid="dashboard-role">
              {user.role?.name ?? 'No role yet'}
            </p>
          </Block>
        </div>
        <div className="col-md-6">
          <Block
            title={user.role?.allBranches ? 'Branches (all)' : 'Your branches'}
            className="h-100"
            reloads={['auth']}
          >
            {user.branches.length ? (
              <ul className="list-unstyled mb-0" data-testid="dashboard-branches">
                {user.branches.map((branch) => (
                  <li key={branch.id}>
                    <span className="badge text-bg-secondary me-2">{branch.code}</span>
                    {branch.name}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-0 text-body-secondary">No branch assigned yet.</p>
            )}
          </Block>
        </div>
      </div>
    </>
  )
}
