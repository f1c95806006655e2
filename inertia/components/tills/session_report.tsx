import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { MOVEMENT_REASON_LABELS, type MovementReason } from '#common/tills'

type Session = Data.TillSession

/** The X report of an open session, or the Z report of a closed one, as on the printed slip. */
export function SessionReport({ session }: { session: Session }) {
  const shop = useShop()
  const money = shop.money
  const rows: [string, string][] = [
    ['Opening float', money(session.openingFloat)],
    [`Sales (${session.sales.count})`, money(session.sales.total)],
    ['Discounts', money(session.discounts)],
    ['Tax', money(session.tax)],
    [`Returns (${session.returns.count})`, money(session.returns.total)],
    [`Voids (${session.voids.count})`, money(session.voids.total)],
    ['Cash sales (net of change)', money(session.payments.cash)],
    ['Card', money(session.payments.card)],
    ['Other', money(session.payments.other)],
    ['Cash refunds', money(session.refunds.cash)],
    ['Cash of voided sales', money(session.voided.cash)],
    ['Cash in', money(session.cashIn)],
    ['Cash out and safe drops', money(session.cashOut)],
  ]
  if (session.expectedCash !== null) rows.push(['Expected cash', money(session.expectedCash)])
  if (session.countedCash !== null) rows.push(['Counted cash', money(session.countedCash)])
  if (session.cashDifference !== null) rows.push(['Difference', money(session.cashDifference)])
  return (
    <section className="card mb-4" aria-label={session.zNumber ? 'Z report' : 'X report'}>
      <div className="card-body">
        <h2 className="h5">{session.zNumber ? `Z report ${session.zNumber}` : 'X report'}</h2>
        <dl className="mb-0">
          {rows.map(([label, value]) => (
            <div className="d-flex justify-content-between border-bottom py-1" key={label}>
              <dt className="fw-normal">{label}</dt>
              <dd className="mb-0 font-monospace">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
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
