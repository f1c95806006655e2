import { useState } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { MenuNode } from '~/types'

/** A node is active when the path matches its `to` or its `subActivePaths`. */
export function isNodeActive(node: MenuNode, path: string): boolean {
  const targets = [node.to, ...(node.subActivePaths?.split(',') ?? [])].filter(Boolean) as string[]
  if (targets.some((target) => path === target || path.startsWith(`${target}/`))) return true
  return (node.sub ?? []).some((child) => isNodeActive(child, path))
}

function MenuLink({
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
  const [open, setOpen] = useState<string | null>(
    () => nodes.find((node) => node.sub && isNodeActive(node, path))?.name ?? null
  )

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
                <span className="flex-grow-1">{node.name}</span>
                <i
                  className={`bi bi-chevron-${expanded ? 'down' : 'right'} small`}
                  aria-hidden="true"
                />
              </button>
              {expanded && (
                <div className="ms-3">
                  <SidebarMenu nodes={node.sub} onNavigate={onNavigate} />
                </div>
              )}
            </li>
          )
        }
        return (
          <li key={node.name} className="nav-item">
            <MenuLink node={node} active={isNodeActive(node, path)} onNavigate={onNavigate} />
          </li>
        )
      })}
    </ul>
  )
}
