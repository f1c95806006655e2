import User from '#models/user'
import { USERS_PAGE_PERMISSIONS, type Permission } from '#support/permissions'

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

interface MenuLeaf {
  name: string
  to: string
  icon?: string
  /** What opens the page: one permission, or any one of several. */
  permission: Permission | readonly Permission[]
  subActivePaths?: string
  badge?: (user: User) => Promise<{ count: number; variant: string } | null>
}

/** A submenu: shown when the user may open at least one of its children. */
interface MenuGroup {
  name: string
  icon: string
  subActivePaths?: string
  sub: MenuLeaf[]
}

type MenuEntry = MenuLeaf | MenuGroup

interface MenuSection {
  heading?: string
  entries: MenuEntry[]
}

/**
 * Every screen that exists, in menu order, with the permission that opens
 * it. An area joins this registry in the same change that builds it, so the
 * menu never leads to a missing page. Sections with no entry a user may
 * open are left out, heading included.
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
  { heading: 'Sales', entries: [] },
  { heading: 'Inventory', entries: [] },
  {
    heading: 'Catalogue',
    entries: [
      {
        name: 'Products',
        icon: 'bi-box-seam',
        subActivePaths: '/products',
        sub: [
          { name: 'All products', to: '/products', permission: 'products.view' },
          { name: 'New product', to: '/products/create', permission: 'products.manage' },
          {
            name: 'Print labels',
            to: '/products/print-barcodes',
            permission: 'products.print_labels',
          },
        ],
      },
    ],
  },
  {
    heading: 'People',
    entries: [
      {
        name: 'Customers',
        to: '/customers',
        icon: 'bi-person-vcard',
        permission: 'customers.view',
      },
    ],
  },
  { heading: 'Reports', entries: [] },
  {
    heading: 'Administration',
    entries: [
      {
        name: 'Branches',
        to: '/branches',
        icon: 'bi-shop',
        permission: 'branches.view',
      },
      {
        name: 'Users',
        to: '/users',
        icon: 'bi-people',
        permission: USERS_PAGE_PERMISSIONS,
        badge: async () => {
          const rows = await User.query()
            .apply((scopes) => scopes.waitingForAccess())
            .count('* as total')
          return { count: Number(rows[0].$extras.total), variant: 'warning' }
        },
      },
      {
        name: 'Roles',
        to: '/roles',
        icon: 'bi-shield-lock',
        permission: 'roles.manage',
      },
      {
        name: 'Settings',
        to: '/settings',
        icon: 'bi-gear',
        permission: 'settings.manage',
      },
      {
        name: 'Audit log',
        to: '/audit',
        icon: 'bi-journal-text',
        permission: 'audit.view',
      },
    ],
  },
]

async function leafNode(entry: MenuLeaf, user: User): Promise<MenuNode> {
  const node: MenuNode = { name: entry.name, to: entry.to }
  if (entry.icon) node.icon = entry.icon
  if (entry.subActivePaths) node.subActivePaths = entry.subActivePaths
  const badge = entry.badge ? await entry.badge(user) : null
  if (badge && badge.count > 0) {
    node.badge = badge.count
    node['badge-variant'] = badge.variant
  }
  return node
}

async function entryNode(entry: MenuEntry, user: User): Promise<MenuNode | null> {
  if (!('sub' in entry)) return user.canAny(entry.permission) ? leafNode(entry, user) : null
  const children = entry.sub.filter((child) => user.canAny(child.permission))
  if (children.length === 0) return null
  const node: MenuNode = {
    name: entry.name,
    icon: entry.icon,
    sub: await Promise.all(children.map((child) => leafNode(child, user))),
  }
  if (entry.subActivePaths) node.subActivePaths = entry.subActivePaths
  return node
}

/** The menu for one user: only what their permissions open, empty headings dropped. */
export async function buildMenu(user: User): Promise<MenuNode[]> {
  const nodes: MenuNode[] = []
  for (const section of MENU_REGISTRY) {
    const built = await Promise.all(section.entries.map((entry) => entryNode(entry, user)))
    const entries = built.filter((node): node is MenuNode => node !== null)
    if (entries.length === 0) continue
    if (section.heading) nodes.push({ name: section.heading, heading: true })
    nodes.push(...entries)
  }
  return nodes
}

/** Every leaf of the registry with the permission that opens it. */
export function registeredMenuLeaves(): MenuLeaf[] {
  return MENU_REGISTRY.flatMap((section) =>
    section.entries.flatMap((entry) => ('sub' in entry ? entry.sub : [entry]))
  )
}

/** Every path the menu can lead to, for checks that each one opens. */
export function registeredMenuPaths() {
  return registeredMenuLeaves().map((entry) => entry.to)
}
