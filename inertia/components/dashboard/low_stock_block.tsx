import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/lib/routes'
import { Block } from '~/template/block'
import { Empty } from '~/components/dashboard/empty'
import { useShop } from '~/lib/shop'
import type { Data } from '~generated/data'

/** The lowest stocks, one line per product and branch, and a link to all of them. */
export function LowStockBlock({ lowStock }: { lowStock: Data.DashboardLowStock }) {
  const shop = useShop()
  return (
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
                <span className="badge text-bg-secondary align-self-center">{product.branch}</span>
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
        <Link href={`${urlFor('stocks.index')}?level=low`} className="small d-inline-block mt-2">
          {lowStock.total > new Set(lowStock.products.map((product) => product.id)).size
            ? `All ${shop.count(lowStock.total)} low-stock products`
            : 'Stocks'}
        </Link>
      </Block>
    </div>
  )
}
