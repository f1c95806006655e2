import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FlashToasts } from '~/components/flash_toasts'
import { AppearanceMenus } from '~/template/appearance_menus'
import type { SharedProps } from '~/types'

/** The guest landing: a static light header and boxed content, no sidebar. */
export default function WelcomeLayout({ children }: { children: ReactNode }) {
  const { app } = usePage<SharedProps>().props
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="navbar bg-body border-bottom">
        <div className="container">
          <Link route="home" className="navbar-brand fw-semibold">
            <i className="bi bi-shop text-primary me-2" aria-hidden="true" />
            {app.name}
          </Link>
          <AppearanceMenus />
        </div>
      </header>
      <main className="container flex-grow-1 py-5">{children}</main>
      <FlashToasts />
    </div>
  )
}
