import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

/**
 * App name, version and copyright year. `containerClassName` gives it the width
 * of the page content above it, so both line up in every layout.
 */
export function Footer({ containerClassName = 'container' }: { containerClassName?: string }) {
  const { app } = usePage<SharedProps>().props
  return (
    <footer className="border-top bg-body py-3 small text-body-secondary">
      <div className={`${containerClassName} d-flex justify-content-between flex-wrap gap-2`}>
        <span>
          {app.name} {app.version}
        </span>
        <span>© {app.copyrightYear}</span>
      </div>
    </footer>
  )
}
