import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FlashToasts } from '~/components/flash_toasts'
import type { SharedProps } from '~/types'

/** Guest simple layout for the sign-in and account pages: no header, sidebar or footer. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const { app } = usePage<SharedProps>().props
  return (
    <main className="min-vh-100 d-flex flex-column align-items-center justify-content-center p-3">
      <Link route="home" className="fs-4 fw-semibold mb-4 text-body text-decoration-none">
        <i className="bi bi-shop text-primary me-2" aria-hidden="true" />
        {app.name}
      </Link>
      <div className="card shadow-sm w-100 auth-card">
        <div className="card-body p-4">{children}</div>
      </div>
      <FlashToasts />
    </main>
  )
}
