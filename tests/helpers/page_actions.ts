import { randomUUID } from 'node:crypto'
import type { MatrixFixtures } from '#tests/helpers/matrix_fixtures'

/**
 * What each page's buttons offer and the request each button sends: the
 * table the page-actions walk compares with what the server lets through.
 * A page flag added to a page gets its row here.
 */

type Path = string | ((fixtures: MatrixFixtures) => string)

export interface PageAction {
  /** The page whose props carry the flag. */
  page: Path
  /** The flag's place in the props, dotted (`can.export`). */
  flag: string
  /** What pressing the button sends. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: Path
  /**
   * A body the server refuses by validation once it has let the request
   * through, so the walk changes nothing and still sees the authorization.
   */
  body?: Record<string, unknown> | ((fixtures: MatrixFixtures) => Record<string, unknown>)
  /**
   * The field whose message says the step was refused after validation (a
   * rule the policy answers for the service, e.g. a price override).
   */
  refusedBy?: string
}

export const PAGE_ACTIONS: PageAction[] = [
  { page: '/orders', flag: 'can.export', method: 'GET', path: '/orders/export' },
  {
    page: (f) => `/orders/${f.orders.inScope}`,
    flag: 'can.create',
    method: 'GET',
    path: '/orders/create',
  },
  {
    page: (f) => `/orders/${f.orders.inScope}`,
    flag: 'can.edit',
    method: 'PUT',
    path: (f) => `/orders/${f.orders.inScope}`,
    body: { customer_id: 999999 },
  },
  {
    page: (f) => `/orders/${f.orders.inScope}`,
    flag: 'can.void',
    method: 'POST',
    path: (f) => `/orders/${f.orders.inScope}/void`,
    body: {},
  },
  {
    page: (f) => `/orders/${f.orders.inScope}`,
    flag: 'can.voidWithApproval',
    method: 'POST',
    path: (f) => `/orders/${f.orders.inScope}/approved-void`,
    body: {},
  },
  {
    page: '/orders/create',
    flag: 'can.createCustomers',
    method: 'POST',
    path: '/orders/create/customers',
    body: {},
  },
  // A price under the product's for more than the branch holds: without the
  // override it needs a manager's approval, with it it is refused on the
  // quantity; nothing is sold either way.
  {
    page: '/orders/create',
    flag: 'can.overridePrice',
    method: 'POST',
    path: '/orders',
    body: (f) => ({
      idempotency_key: randomUUID(),
      branch_id: f.branches.dtn,
      lines: [{ product_id: f.products.kept, quantity: 999, unit_price: 1 }],
      payments: [{ method: 'cash', amount: 999 }],
    }),
    refusedBy: 'approval',
  },
  { page: '/returns', flag: 'can.export', method: 'GET', path: '/returns/export' },
  { page: '/returns', flag: 'can.create', method: 'GET', path: '/returns/create' },
  { page: '/orders/create', flag: 'can.openTills', method: 'GET', path: '/tills' },
  { page: '/tills', flag: 'canManage', method: 'POST', path: '/tills', body: {} },
  { page: '/till-sessions', flag: 'can.export', method: 'GET', path: '/till-sessions/export' },
  { page: '/products', flag: 'can.manage', method: 'GET', path: '/products/create' },
  {
    page: '/products',
    flag: 'can.printLabels',
    method: 'GET',
    path: '/products/print-barcodes',
  },
  { page: '/stocks', flag: 'can.export', method: 'GET', path: '/stocks/export' },
  { page: '/stocks', flag: 'can.receive', method: 'GET', path: '/stocks/add' },
  {
    page: '/stocks',
    flag: 'can.setReorderLevels',
    method: 'PUT',
    path: '/stocks/reorder-levels',
    body: {},
  },
  // Adjusting is offered per row of the user's branches: Northside is every adjuster's.
  {
    page: '/stocks',
    flag: 'can.adjust',
    method: 'GET',
    path: (f) => `/stocks/adjust?branch=${f.branches.nth}&product=${f.products.kept}`,
  },
  {
    page: (f) => `/stocks/history/${f.products.kept}`,
    flag: 'can.adjust',
    method: 'GET',
    path: (f) => `/stocks/adjust?branch=${f.branches.nth}&product=${f.products.kept}`,
  },
  {
    page: (f) => `/products/${f.products.kept}/edit`,
    flag: 'canManage',
    method: 'PUT',
    path: (f) => `/products/${f.products.kept}`,
    body: {},
  },
  { page: '/customers', flag: 'canManage', method: 'GET', path: '/customers/export' },
  { page: '/suppliers', flag: 'canManage', method: 'GET', path: '/suppliers/import' },
  { page: '/stock-moves', flag: 'canManage', method: 'GET', path: '/stock-moves/create' },
  { page: '/stocktakes', flag: 'canCreate', method: 'GET', path: '/stocktakes/create' },
  { page: '/branches', flag: 'can.create', method: 'GET', path: '/branches/create' },
  {
    page: '/branches',
    flag: 'can.manage',
    method: 'GET',
    path: (f) => `/branches/${f.branches.dtn}/edit`,
  },
  { page: '/users', flag: 'canManage', method: 'GET', path: '/users/create' },
]

export function resolvePath(path: Path, fixtures: MatrixFixtures) {
  return typeof path === 'function' ? path(fixtures) : path
}

/** The flag at a dotted place in the props; a page the user cannot open offers nothing. */
export function flagOf(props: Record<string, unknown> | undefined, place: string) {
  let value: unknown = props
  for (const key of place.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  }
  return value === true
}

/**
 * Whether the server let the button's request through: not refused (403),
 * not hidden (404), and, for a step refused after validation, without a
 * message on `refusedBy` in the page the refusal returns to.
 */
export function letThrough(status: number, errors: Record<string, string>, refusedBy?: string) {
  if (status === 403 || status === 404) return false
  return !refusedBy || !errors[refusedBy]
}
