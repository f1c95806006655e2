import { useEffect } from 'react'
import { Head } from '@inertiajs/react'
import { rememberTill } from '~/lib/till_choice'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { SessionReport, SessionTimeline } from '~/components/tills/session_report'
import { CashMovementForm, CloseForm } from '~/components/tills/cash_forms'
import type { Data } from '~generated/data'

interface Props {
  session: Data.TillSession
  can: { cashMove: boolean; close: boolean; seeExpected: boolean; readReport: boolean }
  denominations: number[]
}

export default function TillSessionShow({ session, can, denominations }: Props) {
  const title = `${session.till?.name ?? 'Till'} · ${session.zNumber ?? 'open session'}`
  // Whoever works an open session here sells from its till on this device.
  useEffect(() => {
    if (session.status === 'open' && can.cashMove && session.till) rememberTill(session.till.id)
  }, [session.status, session.till, can.cashMove])
  return (
    <>
      <Head title={title} />
      <Breadcrumbs trail={[{ label: 'Tills', route: 'tills.index' }]} current={title} />
      <h1 className="h3 mb-3">
        {title}{' '}
        <span
          className={`badge ${session.status === 'open' ? 'text-bg-success' : 'text-bg-secondary'}`}
        >
          {session.status === 'open' ? 'Open' : 'Closed'}
        </span>
      </h1>
      <div className="row g-4">
        <div className="col-lg-6">
          {can.readReport && <SessionReport session={session} />}
          <SessionTimeline session={session} />
        </div>
        <div className="col-lg-6">
          {can.cashMove && <CashMovementForm sessionId={session.id} />}
          {can.close && <CloseForm sessionId={session.id} denominations={denominations} />}
        </div>
      </div>
    </>
  )
}
