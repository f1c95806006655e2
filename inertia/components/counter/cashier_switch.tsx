import { router } from '@inertiajs/react'
import { urlFor } from '~/lib/routes'

/**
 * Hands the till to another cashier: locks it, and its lock screen asks
 * for the next person's PIN. This cashier's cart stays in the browser,
 * under their name, for when they come back.
 */
// Primary, not secondary: the grey outline lacks contrast on the page background.
export function CashierSwitch() {
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm"
      onClick={() => router.post(urlFor('till.lock'), { reason: 'switch' })}
    >
      <i className="bi bi-people me-1" aria-hidden="true" />
      Switch cashier
    </button>
  )
}
