import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { localDay } from '#support/business_day'
import PurchaseOrder, {
  type PurchaseOrderFilters,
  type PURCHASE_ORDER_ORDERS,
} from '#models/purchase_order'
import Product from '#models/product'
import Supplier, { type SupplierFilters, type SUPPLIER_ORDERS } from '#models/supplier'
import type { BranchScope } from '#services/platform/branch_scope'
import { OPEN_PURCHASE_STATUSES } from '#common/purchasing'

/** The order total in minor units, summed in SQL for the list. */
const TOTAL_SQL = `(SELECT COALESCE(SUM(l.quantity * l.unit_cost), 0) FROM purchase_order_lines l
  WHERE l.purchase_order_id = purchase_orders.id)`

/** The suppliers list: filtered, sorted, with how many products each carries (the export counts none). */
export function supplierList(
  filters: SupplierFilters & { sort?: keyof typeof SUPPLIER_ORDERS },
  { withProductCount = true } = {}
) {
  return Supplier.query()
    .apply((scopes) => {
      scopes.filtered(filters)
      scopes.sortedBy(filters.sort ?? 'name')
    })
    .if(withProductCount, (query) => query.withCount('products'))
}

/** A supplier with the products it carries, by product name, for its form. */
export async function supplierWithProducts(id: unknown) {
  const supplier = await Supplier.findOrFail(id)
  await supplier.load('products', (links) =>
    links
      .preload('product')
      .join('products', 'products.id', 'supplier_products.product_id')
      .select('supplier_products.*')
      .orderBy('products.name')
  )
  return supplier
}

/** Active suppliers to choose from, by name. */
export function activeSuppliers() {
  return Supplier.query()
    .apply((scopes) => scopes.active())
    .orderBy('name')
    .orderBy('id')
}

/** The orders list within the user's branches: filtered, sorted, with supplier, branch and total. */
export function purchaseOrderList(
  scope: BranchScope,
  filters: PurchaseOrderFilters & { sort?: keyof typeof PURCHASE_ORDER_ORDERS }
) {
  return scope
    .restrict(PurchaseOrder.query())
    .apply((scopes) => {
      scopes.filtered(filters)
      scopes.sortedBy(filters.sort ?? 'newest')
    })
    .select('purchase_orders.*')
    .select(db.raw(`${TOTAL_SQL} AS total`))
    .preload('supplier')
    .preload('branch')
    .withCount('lines')
}

/** The order `id` within the user's branches (by its delivery branch); another's is not found (404). */
export async function purchaseOrderInScope(scope: Promise<BranchScope> | BranchScope, id: unknown) {
  const branches = await scope
  return branches.findOrFail(PurchaseOrder, id)
}

/** The order with its supplier, branch, author and lines (products in order), as its page and PDF show it. */
export async function withLines(order: PurchaseOrder) {
  await order.load((loader) =>
    loader
      .load('supplier')
      .load('branch')
      .load('creator')
      .load('lines', (lines) => lines.preload('product').orderBy('position').orderBy('id'))
  )
  return order
}

/** The open orders of a branch, oldest expected first, with their lines: what Stocks / Add offers. */
export async function openOrdersOf(branchIds: number[]) {
  if (branchIds.length === 0) return []
  return PurchaseOrder.query()
    .whereIn('branch_id', branchIds)
    .whereIn('status', [...OPEN_PURCHASE_STATUSES])
    .preload('supplier')
    .preload('branch')
    .preload('lines', (lines) => lines.preload('product').orderBy('position').orderBy('id'))
    .orderByRaw('expected_on IS NULL')
    .orderBy('expected_on')
    .orderBy('id')
}

/** On order per branch of one product: ordered less received over the branch's open orders. */
export async function onOrderByBranch(productId: number, branchIds: number[]) {
  if (branchIds.length === 0) return new Map<number, number>()
  const rows: { branch_id: number; on_order: number | string }[] = await db
    .from('purchase_order_lines as l')
    .join('purchase_orders as o', 'o.id', 'l.purchase_order_id')
    .where('l.product_id', productId)
    .whereIn('o.branch_id', branchIds)
    .whereIn('o.status', [...OPEN_PURCHASE_STATUSES])
    .groupBy('o.branch_id')
    .select('o.branch_id')
    .select(
      db.raw(
        'SUM(CASE WHEN l.quantity > l.received_quantity THEN l.quantity - l.received_quantity ELSE 0 END) AS on_order'
      )
    )
  return new Map(rows.map((row) => [Number(row.branch_id), Number(row.on_order)]))
}

/** The shop's business day today (`YYYY-MM-DD`), which "late" is read against. */
export async function shopToday(ctx: Pick<HttpContext, 'shopSettings'>) {
  const settings = await ctx.shopSettings
  return localDay(DateTime.utc(), settings.businessTimezone)
}

/**
 * What a scan or a search on the purchasing forms finds: the active
 * product whose barcode or SKU is exactly `search`, else active products
 * matching its words.
 */
export async function lookupProducts(search: string) {
  const exact = await Product.query()
    .apply((scopes) => scopes.active())
    .where((query) => {
      query.where('barcode', search).orWhereRaw('LOWER(sku) = ?', [search.toLowerCase()])
    })
    .orderByRaw('CASE WHEN barcode = ? THEN 0 ELSE 1 END', [search])
    .orderBy('id')
    .first()
  const products = exact
    ? []
    : await Product.query()
        .apply((scopes) => scopes.active())
        .apply((scopes) => scopes.search(search))
        .orderBy('name')
        .orderBy('id')
        .limit(20)
  return { exact, products }
}
