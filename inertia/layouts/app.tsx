import { useState, type ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import Dropdown from 'react-bootstrap/Dropdown'
import { Avatar } from '~/components/avatar'
import { FlashToasts } from '~/components/flash_toasts'
import { SidebarMenu } from '~/components/sidebar_menu'
import { Footer } from '~/components/footer'
import type { SharedProps } from '~/types'

/** The authenticated layout: fixed light header, sidebar menu, narrow main content, footer. */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { auth, menu, app } = usePage<SharedProps>().props
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const user = auth.user

  return (
    <>
      <a className="visually-hidden-focusable position-absolute p-2" href="#main-content">
        Skip to content
      </a>
      <header className="app-header navbar fixed-top bg-body border-bottom px-3">
        <div className="d-flex align-items-center gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary d-lg-none"
            aria-label="Toggle menu"
            aria-controls="app-sidebar"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <i className="bi bi-list" aria-hidden="true" />
          </button>
          <Link href="/" className="navbar-brand fw-semibold">
            <i className="bi bi-shop text-primary me-2" aria-hidden="true" />
            {app.name}
          </Link>
        </div>
        {user && (
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="light"
              className="d-flex align-items-center gap-2"
              id="user-menu"
            >
              <Avatar src={user.gravatar} initials={user.initials} name={user.name} />
              <span className="d-none d-sm-inline">{user.name}</span>
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Header>
                {user.email}
                <br />
                {user.role?.name ?? 'No role yet'}
              </Dropdown.Header>
              <Dropdown.Divider />
              <Dropdown.Item as={Link} href="/profile">
                <i className="bi bi-person me-2" aria-hidden="true" />
                Profile
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => router.post('/logout')}>
                <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                Log Out
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        )}
      </header>

      <nav
        id="app-sidebar"
        aria-label="Main menu"
        className={`app-sidebar position-fixed start-0 bg-body border-end p-3 ${sidebarOpen ? 'open' : ''}`}
      >
        <SidebarMenu nodes={menu ?? []} onNavigate={() => setSidebarOpen(false)} />
      </nav>

      <div className="app-main d-flex flex-column min-vh-100">
        <main id="main-content" className="container-lg flex-grow-1 py-4">
          {children}
        </main>
        <Footer />
      </div>
      <FlashToasts />
    </>
  )
}
