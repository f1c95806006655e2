import { usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'

/** App name, version and copyright year (seed section 1). */
export function Footer() {
  const { app } = usePage<SharedProps>().props
  return (
    <footer className="border-top bg-body py-3 small text-body-secondary">
      <div className="container-lg d-flex justify-content-between flex-wrap gap-2">
        <span>
          {app.name} {app.version}
        </span>
        <span>© {app.copyrightYear}</span>
      </div>
    </footer>
  )
}
