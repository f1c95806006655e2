import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Actor } from '#services/platform/actor'
import { operation } from '#services/platform/transactions'
import type PurchaseOrder from '#models/purchase_order'
import SupplierProduct from '#models/supplier_product'
import { createPurchaseOrder } from '#services/purchasing/purchase_orders'
import { branchReorderLevelSql, isLowStockSql } from '#services/stock/stock_list'
import { reorderTarget, suggestedQuantity } from '#common/purchasing'

/** One product to reorder at a branch, with what the suggestion was computed from. */
export interface Suggestion {
  productId: number
  name: string
  sku: string
  onHand: number
  inTransit: number
  onOrder: number
  reorderLevel: number
  target: number
  packSize: number
  /** Minor units: the preferred supplier's last cost, else the product's cost. */
  unitCost: number | null
  quantity: number
  supplierId: number | null
  supplierName: string | null
}

interface SuggestionRow {
  id: number
  name: string
  sku: string
  cost: number | string | null
  on_hand: number | string
  reorder_level: number | string
  reorder_target: number | string | null
  in_transit: number | string
  on_order: number | string
  supplier_id: number | null
  supplier_name: string | null
  pack_size: number | string | null
  last_cost: number | string | null
}

const num = (value: number | string | null) => (value === null ? null : Number(value))

/**
 * The reorder suggestions of one branch: every active product the branch
 * holds at or under its level (the one rule of low stock), with what is on
 * its way (sent transfers, open orders) and its preferred active supplier.
 * One query, the outstanding figures summed once per product over the
 * branch's documents; the quantities computed by common/purchasing.ts.
 * Products whose target is already covered are left out. By supplier name
 * (those without one last), then product name.
 */
export async function reorderSuggestions(branchId: number, client = db.connection()) {
  const branch = Math.trunc(branchId)
  const rows: SuggestionRow[] = await client
    .from('stock_levels')
    .join('products', 'products.id', 'stock_levels.product_id')
    .joinRaw(
      `LEFT JOIN (SELECT tl.product_id, SUM(tl.quantity) AS quantity FROM stock_transfer_lines tl
        JOIN stock_transfers st ON st.id = tl.stock_transfer_id
        WHERE st.status = 'sent' AND st.to_branch_id = ${branch}
        GROUP BY tl.product_id) transit ON transit.product_id = products.id`
    )
    .joinRaw(
      `LEFT JOIN (SELECT pol.product_id, SUM(CASE WHEN pol.quantity > pol.received_quantity
          THEN pol.quantity - pol.received_quantity ELSE 0 END) AS quantity
        FROM purchase_order_lines pol JOIN purchase_orders po ON po.id = pol.purchase_order_id
        WHERE po.status IN ('ordered', 'partial') AND po.branch_id = ${branch}
        GROUP BY pol.product_id) ordered ON ordered.product_id = products.id`
    )
    .joinRaw(
      `LEFT JOIN supplier_products sp ON sp.product_id = products.id AND sp.is_preferred = ?
        AND EXISTS (SELECT 1 FROM suppliers s WHERE s.id = sp.supplier_id AND s.is_active = ?)`,
      [true, true]
    )
    .leftJoin('suppliers', 'suppliers.id', 'sp.supplier_id')
    .where('stock_levels.branch_id', branch)
    .where('products.is_active', true)
    .whereRaw(isLowStockSql('stock_levels'))
    .select('products.id', 'products.name', 'products.sku', 'products.cost')
    .select('stock_levels.on_hand', 'stock_levels.reorder_target')
    .select(db.raw(`${branchReorderLevelSql('stock_levels')} AS reorder_level`))
    .select(db.raw('COALESCE(transit.quantity, 0) AS in_transit'))
    .select(db.raw('COALESCE(ordered.quantity, 0) AS on_order'))
    .select('sp.supplier_id', 'sp.pack_size', 'sp.last_cost', 'suppliers.name as supplier_name')
  const suggestions: Suggestion[] = []
  for (const row of rows) {
    const figures = {
      onHand: Number(row.on_hand),
      inTransit: Number(row.in_transit),
      onOrder: Number(row.on_order),
      reorderLevel: Number(row.reorder_level),
      reorderTarget: num(row.reorder_target),
      packSize: num(row.pack_size) ?? 1,
    }
    const quantity = suggestedQuantity(figures)
    if (quantity === 0) continue
    suggestions.push({
      productId: row.id,
      name: row.name,
      sku: row.sku,
      ...figures,
      target: reorderTarget(figures.reorderLevel, figures.reorderTarget),
      unitCost: num(row.last_cost) ?? num(row.cost),
      quantity,
      supplierId: row.supplier_id,
      supplierName: row.supplier_name,
    })
  }
  return suggestions.sort(
    (a, b) =>
      Number(a.supplierName === null) - Number(b.supplierName === null) ||
      (a.supplierName ?? '').localeCompare(b.supplierName ?? '') ||
      a.name.localeCompare(b.name) ||
      a.productId - b.productId
  )
}

export interface SuggestedLine {
  productId: number
  supplierId: number
  quantity: number
}

/**
 * Turns the buyer's adjusted suggestions into draft orders, one per
 * supplier, in one transaction: all of them or none. Costs come from each
 * supplier's last cost, as on any new order.
 */
export async function createSuggestedOrders(
  branchId: number,
  lines: SuggestedLine[],
  actor: Actor,
  within?: TransactionClientContract
) {
  const bySupplier = new Map<number, SuggestedLine[]>()
  for (const line of lines) {
    bySupplier.set(line.supplierId, [...(bySupplier.get(line.supplierId) ?? []), line])
  }
  return operation(async (trx) => {
    const orders: PurchaseOrder[] = []
    for (const [supplierId, supplierLines] of [...bySupplier].sort((a, b) => a[0] - b[0])) {
      const links = await SupplierProduct.query({ client: trx })
        .where('supplier_id', supplierId)
        .whereIn(
          'product_id',
          supplierLines.map((line) => line.productId)
        )
      const packOf = new Map(links.map((link) => [link.productId, link.packSize]))
      const { order } = await createPurchaseOrder(
        {
          supplierId,
          branchId,
          lines: supplierLines.map((line) => {
            // Whole packs are ordered as packs, so the supplier reads "3 × 6".
            const pack = packOf.get(line.productId) ?? 1
            return pack > 1 && line.quantity % pack === 0
              ? {
                  productId: line.productId,
                  quantity: line.quantity / pack,
                  unit: 'packs' as const,
                  unitCost: null,
                }
              : {
                  productId: line.productId,
                  quantity: line.quantity,
                  unit: 'units' as const,
                  unitCost: null,
                }
          }),
        },
        actor,
        trx
      )
      orders.push(order)
    }
    return orders
  }, within)
}
