/**
 * Shown while the server cannot be reached, or while sales made offline
 * wait in this till's outbox: one line, so the cart keeps its rows in view.
 */
export function ConnectionBanner({
  reachable,
  waiting,
  problem,
  onRetry,
}: {
  reachable: boolean
  /** The signed-in user's sales in the outbox. */
  waiting: number
  /** Why the last sending left a sale in the outbox. */
  problem: string | null
  onRetry: () => void
}) {
  if (reachable && waiting === 0) return null
  const count = (
    <strong className="text-nowrap" data-testid="outbox-count">
      {waiting === 1 ? '1 sale' : `${waiting} sales`} to send
    </strong>
  )
  return (
    <div
      className={`alert ${problem ? 'alert-danger' : 'alert-warning'} d-flex flex-wrap align-items-center gap-2 sticky-top`}
      role="alert"
      data-testid="connection-banner"
    >
      <i
        className={`bi ${reachable ? 'bi-cloud-upload' : 'bi-wifi-off'} fs-4`}
        aria-hidden="true"
      />
      {reachable ? (
        <span className="flex-grow-1">
          {count} made offline. {problem ?? 'Sending…'}
        </span>
      ) : (
        <span className="flex-grow-1">
          <strong>Offline:</strong> sales complete on this till and are sent when the connection is
          back. {count}.
        </span>
      )}
      {reachable && problem && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          Send again
        </button>
      )}
    </div>
  )
}
