import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'

/**
 * The head of every index page: the title, then the secondary actions, then
 * the primary one ("New {thing}") last, where the eye ends. The actions wrap
 * under the title on a narrow screen.
 */
export function IndexHeader({
  title,
  actions,
  primary,
}: {
  title: string
  /** Secondary actions: outline buttons (export, import, print). */
  actions?: ReactNode
  /** The primary action, a `btn-primary` link named "New {thing}". */
  primary?: ReactNode
}) {
  return (
    <>
      <Head title={title} />
      <div className="index-header d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {(actions || primary) && (
          <div className="d-flex flex-wrap gap-2">
            {actions}
            {primary}
          </div>
        )}
      </div>
    </>
  )
}
