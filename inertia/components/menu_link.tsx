import { Link } from '@adonisjs/inertia/react'
import type { MenuNode } from '~/types'

/** A menu entry: its icon, name and badge; external addresses open in a new tab. */
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
