import { useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'

/**
 * A card with a title and, with `reloads`, a Refresh button that asks the
 * server again for those props only (an Inertia partial reload); the card
 * shows loading until they arrive.
 */
export function Block({
  title,
  children,
  reloads,
  className = '',
}: {
  title: ReactNode
  children: ReactNode
  /** Props the Refresh button reloads. */
  reloads?: string[]
  className?: string
}) {
  const [refreshing, setRefreshing] = useState(false)
  const refresh = () =>
    router.reload({
      only: reloads ?? [],
      onStart: () => setRefreshing(true),
      onFinish: () => setRefreshing(false),
    })

  return (
    <section className={`block card ${className}`} aria-busy={refreshing}>
      <div className="card-header d-flex align-items-center gap-2">
        <h2 className="h6 mb-0 flex-grow-1">{title}</h2>
        {reloads && (
          <button
            type="button"
            className="btn btn-sm btn-link text-body-secondary p-1"
            aria-label={refreshing ? 'Refreshing' : 'Refresh'}
            title={refreshing ? 'Refreshing' : 'Refresh'}
            disabled={refreshing}
            onClick={refresh}
          >
            <i className="bi bi-arrow-clockwise" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="card-body">{children}</div>
      {refreshing && (
        <div className="block-loader" role="status" aria-label="Loading">
          <div className="spinner-border text-primary" aria-hidden="true" />
        </div>
      )}
    </section>
  )
}
