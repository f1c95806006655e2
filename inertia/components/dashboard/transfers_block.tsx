import { Link } from '@adonisjs/inertia/react'
import { Block } from '~/template/block'
import { Empty } from '~/components/dashboard/empty'
import { useShop } from '~/lib/shop'
import type { Data } from '~generated/data'

/** Transfers on their way to the user's branches, oldest first. */
export function TransfersBlock({
  transfersToReceive,
}: {
  transfersToReceive: Data.DashboardTransfers
}) {
  const shop = useShop()
  return (
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
  )
}
