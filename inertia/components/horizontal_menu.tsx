import { useState, type FocusEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { MenuLink } from '~/components/menu_link'
import { activeLeafName, isNodeActive } from '~/lib/menu_active'
import { DESKTOP_QUERY } from '~/template/settings'
import { useMediaQuery } from '~/template/behaviours'
import type { MenuNode } from '~/types'

/**
 * The menu as the top bar lays it out: each heading becomes a submenu
 * named after it holding its section's entries (a submenu within a section
 * gives up its children, the first keeping the paths that make it
 * active), so the bar stays one row however many areas there are.
 */
export function topBarNodes(menu: MenuNode[]): MenuNode[] {
  const nodes: MenuNode[] = []
  let section: MenuNode | null = null
  for (const node of menu) {
    if (node.heading) {
      section = { name: node.name, sub: [] }
      nodes.push(section)
      continue
    }
    if (!section) {
      nodes.push(node)
      continue
    }
    if (!node.sub) {
      section.sub!.push(node)
      continue
    }
    const [first, ...rest] = node.sub
    const paths = [first.subActivePaths, node.subActivePaths].filter(Boolean).join(',')
    section.sub!.push({ ...first, ...(paths ? { subActivePaths: paths } : {}) }, ...rest)
  }
  return nodes.filter((node) => !node.sub || node.sub.length > 0)
}

/**
 * The server's menu as a dark top bar (the horizontal menu layout), its
 * sections as submenus. On wide screens submenus open under the pointer or
 * keyboard focus and clicks do not toggle them; on small screens the Menu
 * button folds the whole list and a click opens one submenu at a time.
 */
export function HorizontalMenu({ nodes: menu }: { nodes: MenuNode[] }) {
  const nodes = topBarNodes(menu)
  const path = usePage().url.split('?')[0]
  const wide = useMediaQuery(DESKTOP_QUERY)
  const [expanded, setExpanded] = useState(false)
  const [open, setOpen] = useState<string | null>(null)

  // A visit closes what was open to get there.
  const [shownPath, setShownPath] = useState(path)
  if (shownPath !== path) {
    setShownPath(path)
    setOpen(null)
    setExpanded(false)
  }

  const closeOnSmallScreens = () => {
    if (!wide) {
      setExpanded(false)
      setOpen(null)
    }
  }

  const leaveGroup = (event: FocusEvent<HTMLLIElement>, name: string) => {
    if (wide && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen((current) => (current === name ? null : current))
    }
  }

  return (
    <nav aria-label="Main menu" className="app-hnav">
      <div className="app-hnav-toggle d-lg-none px-3 py-2">
        <button
          type="button"
          className="btn btn-sm btn-hnav"
          aria-expanded={expanded}
          aria-controls="app-hnav-list"
          onClick={() => setExpanded(!expanded)}
        >
          <i className="bi bi-list me-2" aria-hidden="true" />
          Menu
        </button>
      </div>
      <ul id="app-hnav-list" className={`app-hnav-list ${expanded ? 'show' : ''}`}>
        {nodes.map((node) => {
          if (node.sub) {
            const isOpen = open === node.name
            const activeChild = activeLeafName(node.sub, path)
            return (
              <li
                key={node.name}
                className={`app-hnav-item ${isOpen ? 'open' : ''}`}
                onMouseEnter={() => wide && setOpen(node.name)}
                onMouseLeave={() => wide && setOpen(null)}
                onFocus={() => wide && setOpen(node.name)}
                onBlur={(event) => leaveGroup(event, node.name)}
              >
                <button
                  type="button"
                  className={`nav-link ${isNodeActive(node, path) ? 'active' : ''}`}
                  aria-expanded={isOpen}
                  onClick={() => {
                    if (!wide) setOpen(isOpen ? null : node.name)
                  }}
                >
                  {node.icon && <i className={`bi ${node.icon}`} aria-hidden="true" />}
                  <span className="flex-grow-1">{node.name}</span>
                  <i className="bi bi-chevron-down small" aria-hidden="true" />
                </button>
                <ul className="app-hnav-sub">
                  {node.sub.map((child) => (
                    <li key={child.name}>
                      <MenuLink
                        node={child}
                        active={child.name === activeChild}
                        onNavigate={closeOnSmallScreens}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            )
          }
          return (
            <li key={node.name} className="app-hnav-item">
              <MenuLink
                node={node}
                active={node.name === activeLeafName(nodes, path)}
                onNavigate={closeOnSmallScreens}
              />
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
