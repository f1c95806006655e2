import { useState } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { MenuNode } from '~/types'

function targetsOf(node: MenuNode): string[] {
  return [node.to, ...(node.subActivePaths?.split(',') ?? [])].filter(Boolean) as string[]
}

function matches(target: string, path: string) {
  return path === target || path.startsWith(`${target}/`)
}

/** A node is active when the path matches its `to` or its `subActivePaths`. */
export function isNodeActive(node: MenuNode, path: string): boolean {
  if (targetsOf(node).some((target) => matches(target, path))) return true
  return (node.sub ?? []).some((child) => isNodeActive(child, path))
}

/**
 * Of sibling links, the one to highlight: the longest target that matches, so "New product"
 * (/products/create) wins over "All products" (/products) instead of both lighting up.
 */
export function activeLeafName(nodes: MenuNode[], path: string): string | undefined {
  let best: { name: string; length: number } | undefined
  for (const node of nodes) {
    if (node.sub) continue
    for (const target of targetsOf(node)) {
      if (matches(target, path) && (!best || target.length > best.length)) {
        best = { name: node.name, length: target.length }
      }
    }
  }
  return best?.name
}

export function MenuLink({
  node,
  active,
  onNavigate,
}: {
  node: MenuNode
  active: boolean
  onNavigate?: () => void
}) {
  const content = (
    <>
      {node.icon && <i className={`bi ${node.icon}`} aria-hidden="true" />}
      <span className="nav-link-label flex-grow-1">{node.name}</span>
      {node.badge !== undefined && (
        <span className={`badge rounded-pill text-bg-${node['badge-variant'] ?? 'primary'}`}>
          {node.badge}
        </span>
      )}
    </>
  )
  if (node.to?.startsWith('http')) {
    return (
      <a className="nav-link" href={node.to} target="_blank" rel="noopener noreferrer">
        {content}
        <i className="bi bi-box-arrow-up-right small nav-link-label" aria-hidden="true" />
        <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link
      className={`nav-link ${active ? 'active' : ''}`}
      href={node.to ?? '#'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </Link>
  )
}

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
                className={`nav-link w-100 border-0 bg-transparent text-start ${isNodeActive(node, path) ? 'active' : ''}`}
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : node.name)}
              >
                {node.icon && <i className={`bi ${node.icon}`} aria-hidden="true" />}
                <span className="nav-link-label flex-grow-1">{node.name}</span>
                <i
                  className={`nav-link-label bi bi-chevron-${expanded ? 'down' : 'right'} small`}
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
