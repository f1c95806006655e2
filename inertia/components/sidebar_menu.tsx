import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { MenuLink } from '~/components/menu_link'
import { activeLeafName, isNodeActive } from '~/lib/menu_active'
import type { MenuNode } from '~/types'

/** The server-built menu: headings, links with icons and badges, nested submenus. */
export function SidebarMenu({ nodes, onNavigate }: { nodes: MenuNode[]; onNavigate?: () => void }) {
  const path = usePage().url.split('?')[0]
  const activeGroup = nodes.find((node) => node.sub && isNodeActive(node, path))?.name ?? null
  const activeLeaf = activeLeafName(nodes, path)
  const [open, setOpen] = useState<string | null>(activeGroup)

  // The layout outlives page visits: arriving somewhere opens the submenu that leads there.
  const [shownGroup, setShownGroup] = useState(activeGroup)
  if (shownGroup !== activeGroup) {
    setShownGroup(activeGroup)
    if (activeGroup) setOpen(activeGroup)
  }

  return (
    <ul className="nav flex-column gap-1">
      {nodes.map((node) => {
        if (node.heading) {
          return (
            <li key={`h-${node.name}`} className="nav-heading px-3 pt-3 pb-1">
              {node.name}
            </li>
          )
        }
        if (node.sub) {
          const expanded = open === node.name
          return (
            <li key={node.name} className="nav-item">
              <button
                type="button"
                className={`nav-link w-100 border-0 text-start ${isNodeActive(node, path) ? 'active' : ''}`}
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : node.name)}
              >
                {node.icon && <i className={`bi ${node.icon}`} aria-hidden="true" />}
                <span className="nav-link-label flex-grow-1">{node.name}</span>
                <i
                  className={`nav-link-label bi ${expanded ? 'bi-chevron-down' : 'bi-chevron-right'} small`}
                  aria-hidden="true"
                />
              </button>
              {expanded && (
                <div className="nav-sub">
                  <SidebarMenu nodes={node.sub} onNavigate={onNavigate} />
                </div>
              )}
            </li>
          )
        }
        return (
          <li key={node.name} className="nav-item">
            <MenuLink node={node} active={node.name === activeLeaf} onNavigate={onNavigate} />
          </li>
        )
      })}
    </ul>
  )
}
