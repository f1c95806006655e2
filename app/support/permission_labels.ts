import { PERMISSIONS, type Permission } from '#support/permissions'

/** The area of a permission key is its prefix: `products.view` belongs to Products. */
const AREA_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  branches: 'Branches',
  customers: 'Customers',
  products: 'Products',
  quick_keys: 'Quick keys',
  stock: 'Stock',
  transfers: 'Stock moves',
  suppliers: 'Suppliers',
  purchases: 'Purchasing',
  orders: 'Orders',
  returns: 'Returns',
  tills: 'Tills',
  reports: 'Reports',
  users: 'Users',
  roles: 'Roles',
  settings: 'Settings',
  audit: 'Audit',
}

/** What each permission lets a member do, in the words of the role form. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'dashboard.view': 'See the dashboard',
  'branches.view': 'See branches',
  'branches.manage': 'Add and edit branches',
  'customers.view': 'See customers',
  'customers.manage': 'Add, edit and export customers',
  'products.view': 'See products',
  'products.manage': 'Add, edit and export products',
  'products.view_cost': 'See cost prices and margins',
  'products.print_labels': 'Print barcode labels',
  'quick_keys.manage': 'Arrange the quick keys of the counter',
  'stock.view': 'See stock levels',
  'stock.receive': 'Receive stock',
  'stock.count': 'Count stocktake lines',
  'stock.adjust': 'Adjust stock; create, review and post stocktakes',
  'transfers.view': 'See stock moves',
  'transfers.manage': 'Create, send and cancel stock moves',
  'transfers.receive': 'Receive stock moves',
  'suppliers.view': 'See suppliers',
  'suppliers.manage': 'Add, edit, archive, import and export suppliers',
  'purchases.view': 'See purchase orders, reorder suggestions and the purchases report',
  'purchases.manage': 'Create, order, send, close and cancel purchase orders',
  'orders.view': 'See orders',
  'orders.create': 'Ring up sales',
  'orders.edit': 'Edit orders',
  'orders.void': 'Void orders',
  'orders.override_price': 'Change unit prices at the counter',
  'orders.approve': 'Approve a cashier’s exceptions at the till by PIN',
  'orders.review_offline': 'Review sales sent from offline tills: refused and flagged ones',
  'returns.view': 'See returns',
  'returns.create': 'Take returns and refund',
  'returns.refund_any_method':
    'Refund another way than the sale was paid (a card sale in cash) without a manager’s PIN',
  'tills.use': 'Open and close own till sessions, pay cash in and out',
  'tills.manage': "Manage tills, close others' sessions, see expected cash before counting",
  'tills.view': 'See till sessions and the cash report',
  'reports.view': 'See reports',
  'users.view': 'See users',
  'users.manage': 'Invite, edit and deactivate users',
  'roles.manage': 'Create, edit and delete roles',
  'settings.manage': 'Change the shop settings',
  'audit.view': 'Read the audit log',
}

export interface PermissionGroup {
  area: string
  label: string
  permissions: { key: Permission; label: string }[]
}

/** The catalogue, grouped by area in catalogue order, for the role form. */
export function permissionGroups(): PermissionGroup[] {
  const groups: PermissionGroup[] = []
  for (const key of PERMISSIONS) {
    const area = key.split('.')[0]
    let group = groups.find((candidate) => candidate.area === area)
    if (!group) {
      group = { area, label: AREA_LABELS[area] ?? area, permissions: [] }
      groups.push(group)
    }
    group.permissions.push({ key, label: PERMISSION_LABELS[key] })
  }
  return groups
}
