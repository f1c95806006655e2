/**
 * The permission catalogue (docs/permissions.md). Roles store a subset of
 * these keys; every route and menu entry is checked against them.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'branches.view',
  'branches.manage',
  'customers.view',
  'customers.manage',
  'products.view',
  'products.manage',
  'products.view_cost',
  'products.print_labels',
  'quick_keys.manage',
  'stock.view',
  'stock.receive',
  'stock.count',
  'stock.adjust',
  'transfers.view',
  'transfers.manage',
  'transfers.receive',
  'suppliers.view',
  'suppliers.manage',
  'purchases.view',
  'purchases.manage',
  'orders.view',
  'orders.create',
  'orders.edit',
  'orders.void',
  'orders.override_price',
  'orders.approve',
  'orders.review_offline',
  'returns.view',
  'returns.create',
  'returns.refund_any_method',
  'tills.use',
  'tills.manage',
  'tills.view',
  'reports.view',
  'users.view',
  'users.manage',
  'roles.manage',
  'settings.manage',
  'audit.view',
] as const

export type Permission = (typeof PERMISSIONS)[number]

/** Keeps known keys only, in catalogue order, without duplicates. */
export function normalizePermissions(values: readonly unknown[]): Permission[] {
  return PERMISSIONS.filter((permission) => values.includes(permission))
}

/** The accounts list and pages open with either: who manages users reads what they manage. */
export const USERS_PAGE_PERMISSIONS: readonly Permission[] = ['users.view', 'users.manage']

export const ADMINISTRATOR_ROLE = 'Administrator'

/** The roles the demo installs besides Administrator. */
export const DEMO_ROLES: ReadonlyArray<{
  name: string
  description: string
  permissions: readonly Permission[]
  allBranches: boolean
  maxDiscountBp: number
}> = [
  {
    name: 'Manager',
    description: 'Runs the assigned branches: sales, stock, catalogue, customers and reports.',
    permissions: PERMISSIONS.filter(
      (p) => !p.startsWith('users.') && !p.startsWith('roles.') && !p.startsWith('settings.')
    ),
    allBranches: false,
    maxDiscountBp: 5000,
  },
  {
    name: 'Cashier',
    description: 'Rings up sales and takes returns at the counter.',
    permissions: [
      'dashboard.view',
      'customers.view',
      'customers.manage',
      'products.view',
      'stock.view',
      'orders.view',
      'orders.create',
      'returns.view',
      'returns.create',
      'tills.use',
    ],
    allBranches: false,
    maxDiscountBp: 1000,
  },
  {
    name: 'Stock clerk',
    description: 'Receives, counts and moves stock, and prints shelf labels.',
    permissions: [
      'dashboard.view',
      'products.view',
      'products.print_labels',
      'stock.view',
      'stock.receive',
      'stock.count',
      'stock.adjust',
      'transfers.view',
      'transfers.manage',
      'transfers.receive',
      'suppliers.view',
      'purchases.view',
    ],
    allBranches: false,
    maxDiscountBp: 0,
  },
]
