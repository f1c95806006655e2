import type { ComponentProps } from 'react'
import { Link } from '@adonisjs/inertia/react'

type LinkProps = ComponentProps<typeof Link>

/** A named route to link to, as `<Link>` takes it. */
export interface LinkTarget {
  route: NonNullable<LinkProps['route']>
  routeParams?: LinkProps['routeParams']
}

export type Crumb = LinkTarget & { label: string }

/**
 * The way back up from a page below an index: each step a link, the page
 * itself last and not a link.
 */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumb small mb-2 ps-0">
        {trail.map((crumb) => (
          <li key={crumb.label} className="breadcrumb-item">
            <Link route={crumb.route} routeParams={crumb.routeParams}>
              {crumb.label}
            </Link>
          </li>
        ))}
        <li className="breadcrumb-item active text-truncate" aria-current="page">
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  )
}
