import { Head, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { Block } from '~/template/block'
import { SalesBlocks } from '~/components/dashboard/sales_blocks'
import { RecentOrdersBlock } from '~/components/dashboard/recent_orders_block'
import { LowStockBlock } from '~/components/dashboard/low_stock_block'
import { TransfersBlock } from '~/components/dashboard/transfers_block'
import { WaitingUsersBlock } from '~/components/dashboard/waiting_users_block'
import { DashboardTillBlocks } from '~/components/tills/dashboard_till_blocks'
import type { Data } from '~generated/data'

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
  sales?: Data.DashboardSales
  lowStock?: Data.DashboardLowStock
  recentOrders?: Data.DashboardOrder[]
  transfersToReceive?: Data.DashboardTransfers
  waitingUsers?: Data.DashboardWaitingUsers
  openTills?: Data.DashboardOpenTills
  cashDifferences?: Data.DashboardCashDifferences
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
        {sales && <SalesBlocks sales={sales} />}
        {recentOrders && <RecentOrdersBlock recentOrders={recentOrders} />}
        {lowStock && <LowStockBlock lowStock={lowStock} />}
        {transfersToReceive && <TransfersBlock transfersToReceive={transfersToReceive} />}
        {waitingUsers && <WaitingUsersBlock waitingUsers={waitingUsers} />}
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
