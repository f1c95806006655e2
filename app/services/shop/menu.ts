import { urlFor } from '@adonisjs/core/services/url_builder'
import type { RoutesList } from '@adonisjs/core/types/http'
import StockTransfer from '#models/stock_transfer'
import User from '#models/user'
import { BranchScope } from '#services/platform/branch_scope'
import { recentLowStockCount } from '#services/stock/stock_list'
import { openOfflineIssueCount } from '#services/sales/offline/offline_issues'
import { USERS_PAGE_PERMISSIONS, type Permission } from '#support/permissions'

/** A node of the sidebar menu, as the template's menu components read it. */
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

/** A page of the app by its route name: a GET route that takes no parameter. */
export type PageRoute = {
  [Name in keyof RoutesList['GET']]: undefined extends RoutesList['GET'][Name]['params']
    ? Name
    : never
}[keyof RoutesList['GET']] &
  string

/** Where an entry leads: a page by its route name, or a page outside the app. */
export type MenuTarget = PageRoute | { href: string }

/** The path (or outside address) a menu target leads to, as the pages receive it. */
export function menuPath(target: MenuTarget) {
  return typeof target === 'string' ? urlFor(target) : target.href
}

interface MenuLeaf {
  name: string
  to: MenuTarget
  icon?: string
  /** What opens the page: one permission, or any one of several. */
  permission: Permission | readonly Permission[]
  /** The page whose path, and the paths under it, keep the entry open. */
  activeUnder?: PageRoute
  /** `scope` is the user's branch scope, read once for the whole menu. */
  badge?: (
    user: User,
    scope: () => Promise<BranchScope>
  ) => Promise<{ count: number; variant: string } | null>
}

/** A submenu: shown when the user may open at least one of its children. */
interface MenuGroup {
  name: string
  icon: string
  activeUnder?: PageRoute
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
        to: 'dashboard',
        icon: 'bi-speedometer2',
        permission: 'dashboard.view',
      },
    ],
  },
  {
    heading: 'Sales',
    entries: [
      {
        name: 'New sale',
        to: 'orders.create',
        icon: 'bi-cart-plus',
        permission: 'orders.create',
      },
      {
        name: 'Orders',
        to: 'orders.index',
        icon: 'bi-receipt',
        permission: 'orders.view',
        activeUnder: 'orders.index',
      },
      // Badge: sales sent from offline tills still to review at the user's branches.
      {
        name: 'Offline sales',
        to: 'orders.offline_issues',
        icon: 'bi-cloud-slash',
        permission: 'orders.review_offline',
        badge: async (_user, scope) => ({
          count: await openOfflineIssueCount(await scope()),
          variant: 'warning',
        }),
      },
      {
        name: 'Returns',
        to: 'returns.index',
        icon: 'bi-arrow-return-left',
        permission: 'returns.view',
        activeUnder: 'returns.index',
      },
      {
        name: 'Tills',
        to: 'tills.index',
        icon: 'bi-cash-stack',
        permission: ['tills.use', 'tills.manage', 'tills.view'],
        activeUnder: 'tills.index',
      },
      {
        name: 'Till sessions',
        to: 'till_sessions.index',
        icon: 'bi-journal-text',
        permission: ['tills.view', 'tills.manage'],
        activeUnder: 'till_sessions.index',
      },
      {
        name: 'Quick keys',
        to: 'quick_keys.index',
        icon: 'bi-grid-3x3-gap',
        permission: 'quick_keys.manage',
        activeUnder: 'quick_keys.index',
      },
    ],
  },
  {
    heading: 'Inventory',
    entries: [
      {
        name: 'Stocks',
        to: 'stocks.index',
        icon: 'bi-boxes',
        permission: 'stock.view',
        activeUnder: 'stocks.index',
        badge: async (_user, scope) => ({
          count: await recentLowStockCount(await scope()),
          variant: 'danger',
        }),
      },
      {
        name: 'Stocktakes',
        to: 'stocktakes.index',
        icon: 'bi-clipboard-check',
        permission: ['stock.count', 'stock.adjust'],
        activeUnder: 'stocktakes.index',
      },
      // Stock moves: badge = transfers sent to the user's branches, waiting to be received.
      {
        name: 'Stock moves',
        to: 'stock_moves.index',
        icon: 'bi-truck',
        permission: 'transfers.view',
        activeUnder: 'stock_moves.index',
        badge: async (_user, scope) => {
          const branches = await scope()
          const rows = await branches
            .restrict(StockTransfer.query().where('status', 'sent'), 'to_branch_id')
            .count('* as total')
          return { count: Number(rows[0].$extras.total), variant: 'info' }
        },
      },
    ],
  },
  {
    heading: 'Purchasing',
    entries: [
      {
        name: 'Purchase orders',
        icon: 'bi-cart-check',
        activeUnder: 'purchase_orders.index',
        sub: [
          {
            name: 'All orders',
            to: 'purchase_orders.index',
            permission: ['purchases.view', 'purchases.manage'],
          },
          {
            name: 'Reorder suggestions',
            to: 'purchase_orders.suggestions',
            permission: ['purchases.view', 'purchases.manage'],
          },
          { name: 'New order', to: 'purchase_orders.create', permission: 'purchases.manage' },
        ],
      },
      {
        name: 'Suppliers',
        to: 'suppliers.index',
        icon: 'bi-building',
        permission: ['suppliers.view', 'suppliers.manage'],
        activeUnder: 'suppliers.index',
      },
    ],
  },
  {
    heading: 'Catalogue',
    entries: [
      {
        name: 'Products',
        icon: 'bi-box-seam',
        activeUnder: 'products.index',
        sub: [
          { name: 'All products', to: 'products.index', permission: 'products.view' },
          { name: 'New product', to: 'products.create', permission: 'products.manage' },
          {
            name: 'Print labels',
            to: 'products.print_barcodes',
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
        to: 'customers.index',
        icon: 'bi-person-vcard',
        permission: 'customers.view',
      },
    ],
  },
  {
    heading: 'Reports',
    entries: [
      {
        name: 'Sales',
        to: 'reports.sales',
        icon: 'bi-graph-up',
        permission: 'reports.view',
      },
      {
        name: 'Revenue',
        to: 'reports.revenue',
        icon: 'bi-cash-coin',
        permission: 'reports.view',
      },
      {
        name: 'Product sales',
        to: 'reports.product_sales',
        icon: 'bi-bar-chart',
        permission: 'reports.view',
      },
      {
        name: 'Seller sales',
        to: 'reports.seller_sales',
        icon: 'bi-person-badge',
        permission: 'reports.view',
      },
      {
        name: 'Shrinkage',
        to: 'reports.shrinkage',
        icon: 'bi-box-seam',
        permission: 'reports.view',
      },
      {
        name: 'Purchases',
        to: 'reports.purchases',
        icon: 'bi-bag-check',
        permission: ['purchases.view', 'purchases.manage'],
      },
      {
        name: 'Cash',
        to: 'reports.cash',
        icon: 'bi-cash-stack',
        permission: ['tills.view', 'tills.manage'],
      },
    ],
  },
  {
    heading: 'Administration',
    entries: [
      {
        name: 'Branches',
        to: 'branches.index',
        icon: 'bi-shop',
        permission: 'branches.view',
      },
      {
        name: 'Users',
        to: 'users.index',
        icon: 'bi-people',
        permission: USERS_PAGE_PERMISSIONS,
        badge: async (_user, scope) => {
          const branches = await scope()
          const rows = await User.query()
            .apply((scopes) => {
              scopes.waitingForAccess()
              scopes.withinBranchScope(branches)
            })
            .count('* as total')
          return { count: Number(rows[0].$extras.total), variant: 'warning' }
        },
      },
      {
        name: 'Roles',
        to: 'roles.index',
        icon: 'bi-shield-lock',
        permission: 'roles.manage',
      },
      {
        name: 'Settings',
        to: 'settings.edit',
        icon: 'bi-gear',
        permission: 'settings.manage',
      },
      {
        name: 'Audit log',
        to: 'audit.index',
        icon: 'bi-journal-text',
        permission: 'audit.view',
      },
    ],
  },
]

type ScopeOnce = () => Promise<BranchScope>

async function leafNode(entry: MenuLeaf, user: User, scope: ScopeOnce): Promise<MenuNode> {
  const node: MenuNode = { name: entry.name, to: menuPath(entry.to) }
  if (entry.icon) node.icon = entry.icon
  if (entry.activeUnder) node.subActivePaths = urlFor(entry.activeUnder)
  const badge = entry.badge ? await entry.badge(user, scope) : null
  if (badge && badge.count > 0) {
    node.badge = badge.count
    node['badge-variant'] = badge.variant
  }
  return node
}

async function entryNode(entry: MenuEntry, user: User, scope: ScopeOnce): Promise<MenuNode | null> {
  if (!('sub' in entry)) return user.canAny(entry.permission) ? leafNode(entry, user, scope) : null
  const children = entry.sub.filter((child) => user.canAny(child.permission))
  if (children.length === 0) return null
  const node: MenuNode = {
    name: entry.name,
    icon: entry.icon,
    sub: await Promise.all(children.map((child) => leafNode(child, user, scope))),
  }
  if (entry.activeUnder) node.subActivePaths = urlFor(entry.activeUnder)
  return node
}

/**
 * The menu for one user: only what their permissions open, empty headings
 * dropped. The badges share one read of the branch scope: the request's,
 * when given.
 */
export async function buildMenu(
  user: User,
  requestScope?: () => Promise<BranchScope>
): Promise<MenuNode[]> {
  const nodes: MenuNode[] = []
  let branchScope: Promise<BranchScope> | undefined
  const scope = () => (branchScope ??= requestScope ? requestScope() : BranchScope.of(user))
  for (const section of MENU_REGISTRY) {
    const built = await Promise.all(section.entries.map((entry) => entryNode(entry, user, scope)))
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
  return registeredMenuLeaves().map((entry) => menuPath(entry.to))
}
