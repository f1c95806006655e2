import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Avatar } from '~/components/avatar'
import { MenuDropdown } from '~/components/menu_dropdown'
import { FlashToasts } from '~/components/flash_toasts'
import { TillIdleLock } from '~/components/till_idle_lock'
import { SidebarMenu } from '~/components/sidebar_menu'
import { HorizontalMenu } from '~/components/horizontal_menu'
import { Footer } from '~/components/footer'
import { HeaderSearch } from '~/template/header_search'
import { DESKTOP_QUERY, useTemplate } from '~/template/settings'
import { useMediaQuery, useTemplateKeyboardAndResize } from '~/template/behaviours'
import type { SharedProps } from '~/types'
import { urlFor } from '~/lib/routes'
import { signOut } from '~/lib/sign_out'

// Closed on every page load (not a kept setting): its code loads the first
// time it opens (or may open on hover), not with every page. The header
// search stays in: Ctrl+K and typing at once must not lose the first
// letters to a loading chunk.
const SideOverlay = lazy(() =>
  import('~/template/side_overlay').then((module) => ({ default: module.SideOverlay }))
)

/** State classes on #page-container, one per template setting that changes the layout. */
function containerClasses(
  settings: ReturnType<typeof useTemplate>['settings'],
  transitions: boolean
) {
  const sidebar = settings.menuLayout === 'sidebar'
  return [
    sidebar && settings.sidebarVisibleDesktop && 'sidebar-o',
    sidebar && settings.sidebarVisibleMobile && 'sidebar-o-xs',
    sidebar && settings.sidebarMini && 'sidebar-mini',
    sidebar && settings.sidebarDark && 'sidebar-dark',
    sidebar && !settings.sidebarLeft && 'sidebar-r',
    !sidebar && 'page-hnav',
    settings.sideOverlayVisible && 'side-overlay-o',
    settings.sideOverlayHoverable && 'side-overlay-hover',
    settings.headerFixed && 'page-header-fixed',
    settings.headerDark && 'page-header-dark',
    settings.mainContent && `main-content-${settings.mainContent}`,
    settings.sideTransitions && transitions && 'side-trans-enabled',
  ]
    .filter(Boolean)
    .join(' ')
}

/** The authenticated layout: header, sidebar, side overlay, footer, narrow main content. */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { auth, menu, app } = usePage<SharedProps>().props
  const { settings, update, sidebar } = useTemplate()
  const { transitions } = useTemplateKeyboardAndResize()
  const [navigating, setNavigating] = useState(false)
  const [overlayWanted, setOverlayWanted] = useState(false)
  if (!overlayWanted && (settings.sideOverlayVisible || settings.sideOverlayHoverable)) {
    setOverlayWanted(true)
  }
  const user = auth.user
  const sidebarLayout = settings.menuLayout === 'sidebar'
  const desktop = useMediaQuery(DESKTOP_QUERY)
  // A closed sidebar is off screen: inert keeps its links out of the Tab order too.
  const sidebarShown = desktop ? settings.sidebarVisibleDesktop : settings.sidebarVisibleMobile

  // The header loader shows while a page is on its way.
  useEffect(() => {
    const offStart = router.on('start', () => setNavigating(true))
    const offFinish = router.on('finish', () => setNavigating(false))
    return () => {
      offStart()
      offFinish()
    }
  }, [])

  const closeSidebarOnMobile = () => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) update({ sidebarVisibleMobile: false })
  }

  return (
    <div id="page-container" className={containerClasses(settings, transitions)}>
      <a className="visually-hidden-focusable position-absolute p-2 z-3" href="#main-content">
        Skip to content
      </a>

      {sidebarLayout && (
        <div
          id="app-sidebar"
          className="app-sidebar bg-body border-end d-flex flex-column"
          inert={!sidebarShown}
        >
          <div className="app-sidebar-brand d-flex align-items-center justify-content-between px-3 border-bottom">
            <Link route="home" className="fw-semibold text-body text-decoration-none text-nowrap">
              <i className="bi bi-shop text-primary me-2" aria-hidden="true" />
              <span className="app-sidebar-brand-name">{app.name}</span>
            </Link>
            <button
              type="button"
              className="btn btn-sm btn-link text-body d-lg-none"
              aria-label="Close menu"
              onClick={() => sidebar('close')}
            >
              <i className="bi bi-x-lg" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Main menu" className="p-3 flex-grow-1">
            <SidebarMenu nodes={menu ?? []} onNavigate={closeSidebarOnMobile} />
          </nav>
        </div>
      )}

      <header className="app-header navbar bg-body border-bottom px-3">
        <div className="d-flex align-items-center gap-2">
          {sidebarLayout ? (
            <>
              <button
                type="button"
                className="btn btn-header btn-outline-secondary"
                aria-label="Toggle menu"
                aria-controls="app-sidebar"
                onClick={() => sidebar('toggle')}
              >
                <i className="bi bi-list" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="btn btn-header btn-outline-secondary d-none d-lg-inline-block"
                aria-label="Toggle mini sidebar"
                aria-pressed={settings.sidebarMini}
                onClick={() => update({ sidebarMini: !settings.sidebarMini })}
              >
                <i className="bi bi-layout-sidebar-inset" aria-hidden="true" />
              </button>
            </>
          ) : (
            <Link
              route="home"
              className="app-header-brand fw-semibold text-decoration-none text-nowrap me-2"
            >
              <i className="bi bi-shop text-primary me-2" aria-hidden="true" />
              {app.name}
            </Link>
          )}
          <button
            type="button"
            className="btn btn-header btn-outline-secondary"
            aria-label="Search"
            onClick={() => update({ headerSearch: true })}
          >
            <i className="bi bi-search" aria-hidden="true" />
          </button>
        </div>
        <div className="d-flex align-items-center gap-2">
          {user && (
            <MenuDropdown
              id="user-menu"
              toggleClassName="btn btn-link d-flex align-items-center gap-2 text-body text-decoration-none"
              toggle={
                <>
                  <Avatar src={user.gravatar} initials={user.initials} name={user.name} />
                  <span className="d-none d-sm-inline">{user.name}</span>
                </>
              }
            >
              <div className="dropdown-header">
                {user.email}
                <br />
                {user.role?.name ?? 'No role yet'}
              </div>
              <hr className="dropdown-divider" />
              <Link href={urlFor('profile.edit')} className="dropdown-item">
                <i className="bi bi-person me-2" aria-hidden="true" />
                Profile
              </Link>
              <button
                type="button"
                className="dropdown-item"
                onClick={() =>
                  // Refused while sales made offline on this device wait to be sent.
                  void signOut(user.id).then(
                    (problem) => problem && router.replaceProp('flash', { error: problem })
                  )
                }
              >
                <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
                Log Out
              </button>
            </MenuDropdown>
          )}
          <button
            type="button"
            className="btn btn-header btn-outline-secondary"
            aria-label="Open appearance settings"
            aria-controls="side-overlay"
            aria-expanded={settings.sideOverlayVisible}
            onClick={() => update({ sideOverlayVisible: !settings.sideOverlayVisible })}
          >
            <i className="bi bi-sliders" aria-hidden="true" />
          </button>
        </div>
        {settings.headerSearch && <HeaderSearch onClose={() => update({ headerSearch: false })} />}
        {navigating && <div className="header-loader" role="progressbar" aria-label="Loading" />}
      </header>

      {overlayWanted && (
        <Suspense fallback={null}>
          <SideOverlay />
        </Suspense>
      )}
      {settings.pageOverlay && settings.sideOverlayVisible && (
        <div
          className="page-overlay"
          data-testid="page-overlay"
          onClick={() => update({ sideOverlayVisible: false })}
        />
      )}
      {sidebarLayout && settings.sidebarVisibleMobile && (
        <div
          className="page-overlay d-lg-none"
          onClick={() => update({ sidebarVisibleMobile: false })}
        />
      )}

      <div className="app-main d-flex flex-column min-vh-100">
        {!sidebarLayout && <HorizontalMenu nodes={menu ?? []} />}
        <main id="main-content" className="app-content container-fluid flex-grow-1 py-4 mx-auto">
          {children}
        </main>
        <Footer containerClassName="app-content container-fluid mx-auto" />
      </div>
      <FlashToasts />
      <TillIdleLock />
    </div>
  )
}
