import { Link } from '@adonisjs/inertia/react'
import { urlFor } from '~/lib/routes'
import { Block } from '~/template/block'
import { Empty } from '~/components/dashboard/empty'
import { useShop } from '~/lib/shop'
import type { Data } from '~generated/data'

/** Accounts waiting for a role, newest first, and a link to all of them. */
export function WaitingUsersBlock({ waitingUsers }: { waitingUsers: Data.DashboardWaitingUsers }) {
  const shop = useShop()
  return (
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
  )
}
