import type Product from '#models/product'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import type { BranchLevel } from '#services/stock/stock_list'

/** A timestamp a raw select read: a Date on PostgreSQL, UTC text on SQLite; as ISO. */
function sqlInstant(value: unknown) {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string') return DateTime.fromSQL(value, { zone: 'utc' }).toISO()
  return null
}

/**
 * A product's line on the stocks list: on hand over the view's branches,
 * by branch (`branches`, keyed by branch id, with the level's id for
 * Adjust, and each branch's reorder level), in transit to them, on order for them, when a stocktake last counted it, and, only for users with
 * `products.view_cost`, its cost and the value of what is on hand at that
 * cost (nothing counted below zero). Without it the keys do not exist.
 */
export default class StockRowTransformer extends BaseTransformer<Product> {
  constructor(
    resource: Product,
    protected extra: {
      branches: Map<number, BranchLevel> | undefined
      withCost: boolean
    }
  ) {
    super(resource)
  }

  /** A page of the stocks list, each product with what each branch of the view holds of it. */
  static ofPage(
    page: { rows: Product[]; levels: Map<number, Map<number, BranchLevel>> },
    withCost: boolean
  ) {
    return page.rows.map((row) =>
      new StockRowTransformer(row, { branches: page.levels.get(row.id), withCost }).toObject()
    )
  }

  toObject() {
    const product = this.resource
    const onHand = Number(product.$extras.on_hand)
    return {
      id: product.id,
      name: product.name,
      sku: product.sku,
      barcode: product.barcode,
      category: product.category,
      unit: product.unit,
      reorderLevel: product.reorderLevel,
      isActive: product.isActive,
      onHand,
      inTransit: Number(product.$extras.in_transit),
      onOrder: Number(product.$extras.on_order ?? 0),
      lastCountedAt: sqlInstant(product.$extras.last_counted_at),
      branches: Object.fromEntries(this.extra.branches ?? []),
      ...(this.extra.withCost
        ? {
            cost: product.cost,
            value: product.cost === null ? null : Math.max(onHand, 0) * product.cost,
          }
        : {}),
    }
  }
}
