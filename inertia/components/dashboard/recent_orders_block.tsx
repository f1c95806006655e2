import { Link } from '@adonisjs/inertia/react'
import { StatusBadge } from '~/components/status_badge'
import { Block } from '~/template/block'
import { Empty } from '~/components/dashboard/empty'
import { useShop } from '~/lib/shop'
import type { Data } from '~generated/data'

/** The latest sales of the user's branches, each linking to its receipt. */
export function RecentOrdersBlock({ recentOrders }: { recentOrders: Data.DashboardOrder[] }) {
  const shop = useShop()
  return (
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
  )
}
