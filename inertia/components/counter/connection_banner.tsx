/** Shown while the server cannot be reached: the cart is kept in this browser meanwhile. */
export function ConnectionBanner({ reachable }: { reachable: boolean }) {
  if (reachable) return null
  return (
    <div
      className="alert alert-warning d-flex align-items-center gap-2 sticky-top"
      role="alert"
      data-testid="connection-banner"
    >
      <i className="bi bi-wifi-off fs-4" aria-hidden="true" />
      <span>
        <strong>The server cannot be reached.</strong> The sale stays on this screen; scans, Park
        and Complete work again once the connection is back.
      </span>
    </div>
  )
}
