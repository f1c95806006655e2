import type { RefObject } from 'react'
import type { Data } from '~generated/data'
import { BarcodeImage } from '~/components/barcode'
import { useShop } from '~/lib/shop'
import { MOVEMENT_REASON_LABELS, sessionReportRows, type MovementReason } from '#common/tills'

type Session = Data.TillSession

/**
 * The X report of an open session, or the Z report of a closed one, as the
 * printed slip and its PDF lay it out: on an 80 mm roll or A4 (`paper`),
 * COPY once the original has been printed, the Z number as a barcode.
 */
export function SessionReport({
  session,
  paper,
  copy,
  paperRef,
}: {
  session: Session
  paper: '80mm' | 'a4'
  copy: boolean
  /** The slip, measured for the roll's page length. */
  paperRef: RefObject<HTMLElement | null>
}) {
  const shop = useShop()
  const money = (minor: number) => <span dir="ltr">{shop.money(minor)}</span>
  const title = session.zNumber ? `Z report ${session.zNumber}` : 'X report'
  return (
    <article
      ref={paperRef}
      className={`receipt-paper receipt-${paper} mb-4`}
      // Paper is white in dark mode too: its text keeps the light theme's colours.
      data-bs-theme="light"
      aria-label={session.zNumber ? 'Z report' : 'X report'}
      data-paper={paper}
    >
      <header className="text-center">
        <div className="fw-bold fs-5">{shop.companyName}</div>
        {session.branch && <div>{session.branch.name}</div>}
        {copy && (
          <div className="fw-bold fs-5" data-testid="report-copy">
            COPY
          </div>
        )}
      </header>
      <div className="receipt-rule" />
      <h2 className="h6 fw-bold mb-1">{title}</h2>
      {session.till && <div>Till: {session.till.name}</div>}
      <div>
        Opened {shop.dateTime(session.opened.at)} by {session.opened.by ?? '—'}
      </div>
      <div>
        {session.closed
          ? `Closed ${shop.dateTime(session.closed.at)} by ${session.closed.by ?? '—'}`
          : 'Still open: not a close'}
      </div>
      <div className="receipt-rule" />
      <table>
        <caption className="visually-hidden">{title}</caption>
        <tbody>
          {sessionReportRows(session).map(([label, amount]) => (
            <tr key={label} className={label === 'Difference' ? 'fw-bold' : undefined}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end">{money(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {session.movements.length > 0 && (
        <>
          <div className="receipt-rule" />
          <table>
            <caption className="visually-hidden">Cash in and out</caption>
            <tbody>
              {session.movements.map((movement) => (
                <tr key={movement.id}>
                  <th scope="row" className="fw-normal">
                    <span dir="ltr">{movement.number}</span>{' '}
                    {MOVEMENT_REASON_LABELS[movement.reason as MovementReason]}
                    {movement.note ? <div>{movement.note}</div> : null}
                  </th>
                  <td className="text-end">
                    {movement.direction === 'out' ? '−' : ''}
                    {money(movement.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {session.closeNote && (
        <>
          <div className="receipt-rule" />
          <p className="mb-0">{session.closeNote}</p>
        </>
      )}
      {session.zNumber && (
        <div className="d-flex justify-content-center mt-3">
          <BarcodeImage code={session.zNumber} numberOnly />
        </div>
      )}
    </article>
  )
}

/** Opening, the sales, each cash movement and the close, in order. */
export function SessionTimeline({ session }: { session: Session }) {
  const shop = useShop()
  const source = session.floatSource === 'carried' ? '(carried over)' : '(counted)'
  const fromLast = session.floatDifference
    ? ` · ${shop.money(session.floatDifference)} from the last count`
    : ''
  return (
    <section className="card mb-4" aria-label="Timeline">
      <ul className="list-group list-group-flush">
        <li className="list-group-item">
          {shop.dateTime(session.opened.at)} · Opened by {session.opened.by ?? '—'} with{' '}
          {shop.money(session.openingFloat)} {source}
          {fromLast}
        </li>
        <li className="list-group-item">
          {session.sales.count} sale(s), {shop.money(session.sales.total)}
        </li>
        {session.movements.map((movement) => (
          <li className="list-group-item" key={movement.id}>
            {shop.dateTime(movement.at)} · {movement.number} · Cash {movement.direction}{' '}
            {shop.money(movement.amount)} ·{' '}
            {MOVEMENT_REASON_LABELS[movement.reason as MovementReason]} · {movement.by ?? '—'}
            {movement.note ? ` · ${movement.note}` : ''}
          </li>
        ))}
        {session.closed && (
          <li className="list-group-item">
            {shop.dateTime(session.closed.at)} · Closed by {session.closed.by ?? '—'}
            {session.closeNote ? ` · ${session.closeNote}` : ''}
          </li>
        )}
      </ul>
    </section>
  )
}
