import { Link } from '@adonisjs/inertia/react'
import { StatusBadge } from '~/components/status_badge'
import { useShop } from '~/lib/shop'
import type { CustomerRow } from '~/components/customers/customer_form'
import type { Data } from '~generated/data'
import { ScrollRegion } from '~/components/scroll_region'

export type CustomerOrder = Data.CustomerOrder

/** What a customer bought in the viewer's branches: the figures and the latest sales. */
export function CustomerPurchases({
  customer,
  orders,
}: {
  customer: CustomerRow
  orders: CustomerOrder[]
}) {
  const shop = useShop()
  return (
    <section className="card mb-4" aria-labelledby="customer-purchases">
      <div className="card-header">
        <h2 id="customer-purchases" className="h6 mb-0">
          Purchases
        </h2>
      </div>
      <div className="card-body">
        <dl className="row row-cols-1 row-cols-sm-3 g-2 mb-0">
          <div>
            <dt className="small text-body-secondary fw-normal">Orders</dt>
            <dd className="fs-5 mb-0">{shop.count(customer.orders)}</dd>
          </div>
          <div>
            <dt className="small text-body-secondary fw-normal">Spent, net of refunds</dt>
            <dd className="fs-5 mb-0" dir="ltr">
              {shop.money(customer.spent)}
            </dd>
          </div>
          <div>
            <dt className="small text-body-secondary fw-normal">Last purchase</dt>
            <dd className="fs-5 mb-0">
              {customer.lastPurchaseAt ? shop.date(customer.lastPurchaseAt) : 'Never'}
            </dd>
          </div>
        </dl>
      </div>
      {orders.length > 0 && (
        <ScrollRegion label={`Latest orders of ${customer.name}`}>
          <table className="table table-sm align-middle mb-0">
            <caption className="visually-hidden">Latest orders of {customer.name}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col" className="d-none d-sm-table-cell">
                  Branch
                </th>
                <th scope="col" className="text-end">
                  Items
                </th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className="text-nowrap">
                    <Link route="orders.show" routeParams={{ id: order.id }} dir="ltr">
                      {order.number}
                    </Link>
                  </td>
                  <td className="text-nowrap">{shop.dateTime(order.completedAt)}</td>
                  <td className="d-none d-sm-table-cell">{order.branch}</td>
                  <td className="text-end">{shop.count(order.items)}</td>
                  <td className="text-end text-nowrap" dir="ltr">
                    {shop.money(order.total)}
                  </td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  )
}
