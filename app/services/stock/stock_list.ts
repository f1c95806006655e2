import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import type { BranchScope } from '#services/platform/branch_scope'
import type { ActiveStatus } from '#support/list_scopes'
import { paginate } from '#support/pagination'
import { distinctValues } from '#support/distinct_values'

/** The stocks list's orders (`?sort=`); the first is the default. */
export const STOCK_ORDERS = {
  name: [
    ['products.name', 'asc'],
    ['products.id', 'asc'],
  ],
  name_desc: [
    ['products.name', 'desc'],
    ['products.id', 'desc'],
  ],
  sku: [
    ['products.sku', 'asc'],
    ['products.id', 'asc'],
  ],
  sku_desc: [
    ['products.sku', 'desc'],
    ['products.id', 'desc'],
  ],
  on_hand: [
    ['on_hand', 'asc'],
    ['products.name', 'asc'],
    ['products.id', 'asc'],
  ],
  on_hand_desc: [
    ['on_hand', 'desc'],
    ['products.name', 'asc'],
    ['products.id', 'asc'],
  ],
} as const

export type StockOrder = keyof typeof STOCK_ORDERS

/**
 * `?level=`: low is an active product at or under its reorder level at one
 * of the view's branches (out of stock included), out is exactly none,
 * negative is less than none.
 */
export const STOCK_LEVEL_FILTERS = ['low', 'out', 'negative'] as const

export type StockLevelFilter = (typeof STOCK_LEVEL_FILTERS)[number]

export interface StockListFilters {
  search?: string
  category?: string
  status?: ActiveStatus
  level?: StockLevelFilter
  sort?: StockOrder
}

/**
 * Which branches a stocks list counts: one branch of the user's scope, or
 * all of them. Ids are whole numbers read from the database or checked by
 * the scope, so they are written into the SQL as numbers.
 */
export interface StockView {
  scope: BranchScope
  /** One branch, already checked to be in the scope; absent for all the user's branches. */
  branchId?: number
}

function branchCondition(column: string, view: StockView) {
  if (view.branchId !== undefined) return `${column} = ${Math.trunc(view.branchId)}`
  if (view.scope.allBranches) return '1 = 1'
  const ids = view.scope.branchIds.map((id) => Math.trunc(id))
  return ids.length ? `${column} IN (${ids.join(', ')})` : '1 = 0'
}

function seesEveryBranch(view: StockView) {
  return view.branchId === undefined && view.scope.allBranches
}

/** On hand of the list's product over some branches, summed from their levels; 0 where nothing was ever posted. */
function onHandSql(view: StockView) {
  return `COALESCE((SELECT SUM(sl.on_hand) FROM stock_levels sl
    WHERE sl.product_id = products.id AND ${branchCondition('sl.branch_id', view)}), 0)`
}

/**
 * The on-hand expression of a query over products, for the view. Over
 * every branch it is the product's kept total, joined once (one row per
 * product, which PostgreSQL can hash rather than look up product by
 * product); otherwise a sum of the view's levels.
 */
function onHandOf(query: { leftJoin: (...args: string[]) => unknown }, view: StockView) {
  if (!seesEveryBranch(view)) return onHandSql(view)
  query.leftJoin('stock_totals', 'stock_totals.product_id', 'products.id')
  return 'COALESCE(stock_totals.on_hand, 0)'
}

/**
 * The branches whose stock can be low: the one viewed, or the scope's
 * active ones (a closed branch holds nothing and reorders nothing).
 */
function lowStockBranchIds(view: StockView) {
  if (view.branchId !== undefined) return [Math.trunc(view.branchId)]
  return view.scope.activeBranches().map((branch) => Math.trunc(branch.id))
}

/**
 * The one comparison behind low stock in SQL (as `isLowStock` in the
 * browser): a branch's on hand against that branch's reorder level, the
 * product's when the branch has none (`level` a `stock_levels` alias).
 */
export function isLowStockSql(level: string) {
  return `${level}.on_hand <= ${branchReorderLevelSql(level)}`
}

/** The reorder level a branch works to: its own, else the product's (`level` a `stock_levels` alias). */
export function branchReorderLevelSql(level: string) {
  return `COALESCE(${level}.reorder_level, products.reorder_level)`
}

/**
 * True for a product low at one of the view's branches, each branch on its
 * own. Only branches that have held the product count: a branch that never
 * stocked it is not asked to reorder it.
 */
function lowAtABranchSql(view: StockView) {
  const ids = lowStockBranchIds(view)
  if (ids.length === 0) return '1 = 0'
  return `EXISTS (SELECT 1 FROM stock_levels ll
    WHERE ll.product_id = products.id AND ll.branch_id IN (${ids.join(', ')})
      AND ${isLowStockSql('ll')})`
}

/** Units sent to the view's branches and not received yet. */
function inTransitSql(view: StockView) {
  return `COALESCE((SELECT SUM(tl.quantity) FROM stock_transfer_lines tl
    JOIN stock_transfers st ON st.id = tl.stock_transfer_id
    WHERE st.status = 'sent' AND tl.product_id = products.id
      AND ${branchCondition('st.to_branch_id', view)}), 0)`
}

/**
 * Units ordered and not yet received on the open orders to the view's
 * branches: each line's outstanding quantity (an over-delivered line owes
 * nothing), closed and cancelled orders not counted.
 */
function onOrderSql(view: StockView) {
  return `COALESCE((SELECT SUM(CASE WHEN pol.quantity > pol.received_quantity
      THEN pol.quantity - pol.received_quantity ELSE 0 END)
    FROM purchase_order_lines pol
    JOIN purchase_orders po ON po.id = pol.purchase_order_id
    WHERE po.status IN ('ordered', 'partial') AND pol.product_id = products.id
      AND ${branchCondition('po.branch_id', view)}), 0)`
}

/**
 * When a posted stocktake of the view's branches last counted the product:
 * its line counted, or made zero by a whole-branch count.
 */
function lastCountedSql(view: StockView) {
  return `(SELECT MAX(sc.posted_at) FROM stocktake_lines scl
    JOIN stocktakes sc ON sc.id = scl.stocktake_id
    WHERE scl.product_id = products.id AND sc.status = 'posted'
      AND (scl.counted IS NOT NULL OR sc.uncounted = 'zero')
      AND ${branchCondition('sc.branch_id', view)})`
}

/**
 * The stocks list (and its export): every product with what the view's
 * branches hold of it (`$extras.on_hand`) and what is on its way to them
 * (`$extras.in_transit`), and when a stocktake last counted it there
 * (`$extras.last_counted_at`). "Out" and "negative" read the same total as
 * the column; "low" reads each branch on its own.
 */
export function stockListQuery(
  view: StockView,
  filters: StockListFilters,
  options: { perBranch?: readonly { id: number }[] } = {}
) {
  const query = Product.query()
  const onHand = onHandOf(query, view)
  query
    .select('products.*')
    .select(db.raw(`${onHand} AS on_hand`))
    .select(db.raw(`${inTransitSql(view)} AS in_transit`))
    .select(db.raw(`${onOrderSql(view)} AS on_order`))
    .select(db.raw(`${lastCountedSql(view)} AS last_counted_at`))
  // For the export, whose rows are written as they are read: `$extras.branch_<id>`.
  for (const { id } of options.perBranch ?? []) {
    const branchId = Math.trunc(id)
    query.select(db.raw(`${onHandSql({ scope: view.scope, branchId })} AS branch_${branchId}`))
  }
  query.apply((scopes) => {
    scopes.search(filters.search)
    scopes.inCategory(filters.category)
    scopes.withStatus(filters.status)
  })
  if (filters.level === 'low') {
    query.where('products.is_active', true).whereRaw(lowAtABranchSql(view))
  }
  if (filters.level === 'out') query.whereRaw(`${onHand} = 0`)
  if (filters.level === 'negative') query.whereRaw(`${onHand} < 0`)
  // By the expression, not its alias: the export lists the ids first without the extra columns.
  for (const [column, direction] of STOCK_ORDERS[filters.sort ?? 'name']) {
    if (column === 'on_hand') query.orderByRaw(`${onHand} ${direction}`)
    else query.orderBy(column, direction)
  }
  return query
}

/** A branch's figures for a product: on hand, the level's id (for Adjust), and the reorder level it works to. */
export interface BranchLevel {
  onHand: number
  levelId: number
  /** The branch's own level, else the product's. */
  reorderLevel: number
  /** The branch's own level; null when it keeps the product's. */
  ownLevel: number | null
  reorderTarget: number | null
}

/**
 * One page of the stocks list with what each branch of the view holds of
 * its products, the view's branches (its columns) and the categories to filter by.
 */
export async function stockListPage(
  view: StockView,
  filters: StockListFilters & { page?: number }
) {
  const { rows, meta } = await paginate(stockListQuery(view, filters), filters.page, {
    keyColumn: 'products.id',
  })
  const levels = await levelsByBranch(
    rows.map((row) => row.id),
    view
  )
  const categories = await distinctValues({ table: 'products', column: 'category' })
  return { rows, meta, levels, branches: viewBranches(view), categories }
}

/** What each branch of the view holds of each product, with the level's id (for Adjust) and its reorder level. */
export async function levelsByBranch(productIds: number[], view: StockView) {
  const found = new Map<number, Map<number, BranchLevel>>()
  if (productIds.length === 0) return found
  const rows: {
    id: number
    product_id: number
    branch_id: number
    on_hand: number
    reorder_level: number
    reorder_target: number | null
    own_level: number | null
  }[] = await db
    .from('stock_levels')
    .join('products', 'products.id', 'stock_levels.product_id')
    .select('stock_levels.id', 'stock_levels.product_id', 'stock_levels.branch_id')
    .select('stock_levels.on_hand', 'stock_levels.reorder_target')
    .select('stock_levels.reorder_level as own_level')
    .select(db.raw(`${branchReorderLevelSql('stock_levels')} AS reorder_level`))
    .whereIn('stock_levels.product_id', productIds)
    .whereRaw(branchCondition('stock_levels.branch_id', view))
  for (const row of rows) {
    const branches = found.get(row.product_id) ?? new Map()
    branches.set(row.branch_id, {
      onHand: Number(row.on_hand),
      levelId: row.id,
      reorderLevel: Number(row.reorder_level),
      ownLevel: row.own_level === null ? null : Number(row.own_level),
      reorderTarget: row.reorder_target === null ? null : Number(row.reorder_target),
    })
    found.set(row.product_id, branches)
  }
  return found
}

/** The branches a stocks view shows as columns, by name: from the scope, which has read them. */
export function viewBranches(view: StockView) {
  const { branches } = view.scope
  return view.branchId === undefined
    ? branches
    : branches.filter((branch) => branch.id === view.branchId)
}

/** Active products low at one of the user's branches, as the stocks list's "low" filter lists them. */
export async function lowStockCount(scope: BranchScope) {
  const [row] = await db
    .from('products')
    .where('products.is_active', true)
    .whereRaw(lowAtABranchSql({ scope }))
    .count('* as total')
  return Number(row.total)
}

/** How long a low-stock count or list serves the menu's badge and the dashboard. */
export const LOW_STOCK_COUNT_LIFETIME_MS = 60_000

const keptLowStock = new Map<string, { value: Promise<unknown>; until: number }>()

/**
 * What `read` gives for a scope, kept a minute. Low stock is read over
 * every active product's levels (a quarter of a second at 50,000 products
 * in 20 branches) and every page shows its count. Stock changes, product
 * saves and imports forget it in this process when they commit; another
 * process may show figures up to a minute old.
 */
function keptAMinute<Value>(what: string, scope: BranchScope, read: () => Promise<Value>) {
  const key = `${what}:${scope.allBranches ? 'all' : scope.branchIds.join(',')}`
  const now = DateTime.now().toMillis()
  const kept = keptLowStock.get(key)
  if (kept && kept.until > now) return kept.value as Promise<Value>
  const value = read()
  keptLowStock.set(key, { value, until: now + LOW_STOCK_COUNT_LIFETIME_MS })
  value.catch(() => keptLowStock.delete(key))
  return value
}

/** `lowStockCount`, kept a minute, for the menu's badge and the dashboard. */
export function recentLowStockCount(scope: BranchScope) {
  return keptAMinute('count', scope, () => lowStockCount(scope))
}

/**
 * The dashboard's list: the `limit` lowest stocks of active products at the
 * scope's branches, each branch on its own line (fewest on hand first), kept
 * a minute.
 */
export function recentLowestStocks(scope: BranchScope, limit: number) {
  return keptAMinute(`lowest ${limit}`, scope, async () => {
    const ids = lowStockBranchIds({ scope })
    if (ids.length === 0) return []
    const rows: {
      id: number
      name: string
      sku: string
      reorder_level: number
      branch_code: string
      on_hand: number | string
    }[] = await db
      .from('stock_levels')
      .join('products', 'products.id', 'stock_levels.product_id')
      .join('branches', 'branches.id', 'stock_levels.branch_id')
      .select('products.id', 'products.name', 'products.sku')
      .select(db.raw(`${branchReorderLevelSql('stock_levels')} AS reorder_level`))
      .select('branches.code as branch_code', 'stock_levels.on_hand')
      .where('products.is_active', true)
      .whereIn('stock_levels.branch_id', ids)
      .whereRaw(isLowStockSql('stock_levels'))
      .orderBy('stock_levels.on_hand')
      .orderBy('products.name')
      .orderBy('products.id')
      .orderBy('branches.code')
      .limit(limit)
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      sku: row.sku,
      branch: row.branch_code,
      onHand: Number(row.on_hand),
      reorderLevel: Number(row.reorder_level),
    }))
  })
}

/** Stock or a product's reorder level or status changed: counts and lists are read afresh. */
export function forgetLowStockCounts() {
  keptLowStock.clear()
}
