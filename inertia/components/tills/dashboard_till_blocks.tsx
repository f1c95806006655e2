import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Block } from '~/template/block'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-body-secondary mb-0">{children}</p>
}

/**
 * The dashboard's till blocks, for who reads till sessions: the tills open
 * now (who opened them, since when, the expected cash for who manages
 * tills) and this week's cash differences with their sum.
 */
export function DashboardTillBlocks({
  openTills,
  cashDifferences,
}: {
  openTills?: Data.DashboardOpenTills
  cashDifferences?: Data.DashboardCashDifferences
}) {
  const shop = useShop()
  return (
    <>
      {openTills && (
        <div className="col-xl-6">
          <Block title="Open tills" className="h-100" reloads={['openTills']}>
            {openTills.sessions.length === 0 ? (
              <Empty>No till is open at your branches.</Empty>
            ) : (
              <ul className="list-group list-group-flush" data-testid="open-tills">
                {openTills.sessions.map((session) => (
                  <li key={session.id} className="list-group-item d-flex flex-wrap gap-2 px-0">
                    <Link route="till_sessions.show" routeParams={{ id: session.id }}>
                      {session.till}
                    </Link>
                    <span className="text-body-secondary small flex-grow-1">
                      {session.branch} · {session.openedBy ?? '—'} since{' '}
                      {shop.dateTime(session.openedAt)}
                    </span>
                    {session.expectedCash !== null && (
                      <span dir="ltr" title="Expected cash">
                        {shop.money(session.expectedCash)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Link route="tills.index" className="small d-inline-block mt-2">
              {openTills.total > openTills.sessions.length
                ? `All ${shop.count(openTills.total)} open tills`
                : 'Tills'}
            </Link>
          </Block>
        </div>
      )}
      {cashDifferences && (
        <div className="col-xl-6">
          <Block title="Cash differences this week" className="h-100" reloads={['cashDifferences']}>
            <p className="mb-2" data-testid="cash-differences-sum">
              <span
                dir="ltr"
                className={`fs-5 ${cashDifferences.difference < 0 ? 'text-danger' : ''}`}
              >
                {shop.money(cashDifferences.difference)}
              </span>{' '}
              <span className="text-body-secondary small">
                over {shop.count(cashDifferences.total)} session(s) since{' '}
                {shop.date(cashDifferences.from)}
              </span>
            </p>
            {cashDifferences.sessions.length === 0 ? (
              <Empty>Every count this week matched the expected cash.</Empty>
            ) : (
              <ul className="list-group list-group-flush" data-testid="cash-differences">
                {cashDifferences.sessions.map((session) => (
                  <li key={session.id} className="list-group-item d-flex flex-wrap gap-2 px-0">
                    <Link route="till_sessions.show" routeParams={{ id: session.id }} dir="ltr">
                      {session.zNumber}
                    </Link>
                    <span className="text-body-secondary small flex-grow-1">
                      {session.till} · {session.branch} · {session.openedBy ?? '—'} ·{' '}
                      {shop.dateTime(session.closedAt)}
                    </span>
                    <span dir="ltr" className={session.difference < 0 ? 'text-danger' : undefined}>
                      {shop.money(session.difference)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              href={urlFor('reports.cash', undefined, { qs: { preset: 'this_week', by: 'till' } })}
              className="small d-inline-block mt-2"
            >
              Cash report
            </Link>
          </Block>
        </div>
      )}
    </>
  )
}
