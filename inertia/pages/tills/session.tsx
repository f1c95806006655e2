import { useEffect, useRef, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { rememberTill } from '~/lib/till_choice'
import { urlFor } from '~/lib/routes'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { SessionReport, SessionTimeline } from '~/components/tills/session_report'
import { CashMovementForm, CloseForm } from '~/components/tills/cash_forms'
import { receiptPageRule, useHeightInMm } from '~/components/orders/receipt_page'
import type { Data } from '~generated/data'
import { SlipToolbar, type SlipPaper } from '~/components/slip_toolbar'
import '~/css/receipt.scss'

interface Props {
  session: Data.TillSession
  can: { cashMove: boolean; close: boolean; seeExpected: boolean; readReport: boolean }
  denominations: number[]
  /** The Z report was printed before: what prints now says COPY. */
  printsCopy: boolean
}

export default function TillSessionShow({ session, can, denominations, printsCopy }: Props) {
  const title = `${session.till?.name ?? 'Till'} · ${session.zNumber ?? 'open session'}`
  const [paper, setPaper] = useState<SlipPaper>('80mm')
  /** Prints asked for: each answered print opens the dialog once. */
  const [prints, setPrints] = useState(0)
  const slip = useRef<HTMLElement>(null)
  const slipHeight = useHeightInMm(slip)
  // Whoever works an open session here sells from its till on this device.
  useEffect(() => {
    if (session.status === 'open' && can.cashMove && session.till) rememberTill(session.till.id)
  }, [session.status, session.till, can.cashMove])
  // The print is recorded first; the browser prints once the answer (original or copy) is shown.
  useEffect(() => {
    if (prints > 0) window.print()
  }, [prints])

  function print() {
    router.post(
      urlFor('till_sessions.print', { id: session.id }),
      {},
      {
        preserveScroll: true,
        preserveState: true,
        onSuccess: () => setPrints((count) => count + 1),
      }
    )
  }

  return (
    <>
      <Head title={title} />
      {/* Paper size for the browser's print dialog, as chosen on screen. */}
      {can.readReport && <style>{receiptPageRule(paper, slipHeight)}</style>}
      <Breadcrumbs trail={[{ label: 'Tills', route: 'tills.index' }]} current={title} />
      {/* On a card, as the receipt's: outline buttons keep their contrast there. */}
      <div className="card mb-4">
        <div className="card-body d-flex flex-wrap align-items-center gap-2">
          <h1 className="h3 mb-0 me-auto">
            {title}{' '}
            <span
              className={`badge ${session.status === 'open' ? 'text-bg-success' : 'text-bg-secondary'}`}
            >
              {session.status === 'open' ? 'Open' : 'Closed'}
            </span>
          </h1>
          {can.readReport && (
            <>
              <SlipToolbar
                paper={paper}
                onPaper={setPaper}
                pdfUrl={urlFor('till_sessions.pdf', { id: session.id }, { qs: { paper } })}
                onPrint={print}
              />
            </>
          )}
        </div>
      </div>
      <div className="row g-4">
        <div className="col-lg-6">
          {can.readReport && (
            <SessionReport session={session} paper={paper} copy={printsCopy} paperRef={slip} />
          )}
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
