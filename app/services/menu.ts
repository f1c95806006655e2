import type User from '#models/user'
import type { Permission } from '#support/permissions'

/** A node of the sidebar menu, as the seed's template reads it. */
export type MenuNode = {
  'name': string
  'to'?: string
  'icon'?: string
  'badge'?: number | string
  'badge-variant'?: string
  'heading'?: boolean
  'sub'?: MenuNode[]
  'subActivePaths'?: string
}

interface MenuEntry {
  name: string
  to: string
  icon: string
  permission: Permission
  subActivePaths?: string
  badge?: (user: User) => Promise<{ count: number; variant: string } | null>
}

interface MenuSection {
  heading?: string
  entries: MenuEntry[]
}

/**
 * Every screen that exists, in menu order, with the permission that opens
 * it. An area joins this registry in the same change that builds it, so the
 * menu never leads to a missing page.
 */
export const MENU_REGISTRY: MenuSection[] = [
  {
    entries: [
      {
        name: 'Dashboard',
        to: '/dashboard',
        icon: 'bi-speedometer2',
        permission: 'dashboard.view',
      },
    ],
  },
  {
    heading: 'Administration',
    entries: [
      {
        name: 'Audit log',
        to: '/audit',
        icon: 'bi-journal-text',
        permission: 'audit.view',
      },
    ],
  },
]

/** The menu for one user: only what their permissions open, empty headings dropped. */
export async function buildMenu(user: User): Promise<MenuNode[]> {
  const nodes: MenuNode[] = []
  for (const section of MENU_REGISTRY) {
    const entries = section.entries.filter((entry) => user.can(entry.permission))
    if (entries.length === 0) continue
    if (section.heading) nodes.push({ name: section.heading, heading: true })
    for (const entry of entries) {
      const node: MenuNode = { name: entry.name, to: entry.to, icon: entry.icon }
      if (entry.subActivePaths) node.subActivePaths = entry.subActivePaths
      const badge = entry.badge ? await entry.badge(user) : null
      if (badge && badge.count > 0) {
        node.badge = badge.count
        node['badge-variant'] = badge.variant
      }
      nodes.push(node)
    }
  }
  return nodes
}

/** Every path the menu can lead to, for checks that each one opens. */
export function registeredMenuPaths() {
  return MENU_REGISTRY.flatMap((section) => section.entries.map((entry) => entry.to))
}
