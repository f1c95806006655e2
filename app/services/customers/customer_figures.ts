import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { SOLD_STATUSES } from '#models/order'
import type { BranchScope } from '#services/platform/branch_scope'

/** What a customer has bought in the branches a user may see. */
export interface CustomerFigures {
  /** Sales that count (completed, returned or not; drafts and voids do not). */
  orders: number
  /** What those sales took, less what was refunded on them, in minor units. */
  spent: number
  lastPurchaseAt: DateTime | null
}

export const NO_PURCHASES: CustomerFigures = { orders: 0, spent: 0, lastPurchaseAt: null }

/**
 * Each customer's figures, limited to the branches in `scope` so a manager
 * sees what their own branches sold, as on every other sales screen. Two
 * grouped queries whatever the number of customers.
 */
export async function customerFigures(
  customerIds: readonly number[],
  scope: BranchScope
): Promise<Map<number, CustomerFigures>> {
  const figures = new Map<number, CustomerFigures>()
  if (customerIds.length === 0) return figures
  const sold = scope.restrict(
    db
      .from('orders')
      .whereIn('customer_id', [...customerIds])
      .whereIn('status', [...SOLD_STATUSES]),
    'branch_id'
  )
  const orders: {
    customer_id: number
    orders: number | string
    taken: number | string | null
    last: unknown
  }[] = await sold
    .clone()
    .select('customer_id')
    .count('* as orders')
    .sum('total as taken')
    .max('completed_at as last')
    .groupBy('customer_id')
  const refunds: { customer_id: number; refunded: number | string | null }[] = await scope
    .restrict(
      db
        .from('returns')
        .join('orders', 'orders.id', 'returns.order_id')
        .whereIn('orders.customer_id', [...customerIds])
        .whereIn('orders.status', [...SOLD_STATUSES]),
      'orders.branch_id'
    )
    .select('orders.customer_id')
    .sum('returns.refund_total as refunded')
    .groupBy('orders.customer_id')
  const refunded = new Map(
    refunds.map((row) => [Number(row.customer_id), Number(row.refunded ?? 0)])
  )
  for (const row of orders) {
    const id = Number(row.customer_id)
    figures.set(id, {
      orders: Number(row.orders),
      spent: Number(row.taken ?? 0) - (refunded.get(id) ?? 0),
      lastPurchaseAt: timestamp(row.last),
    })
  }
  return figures
}

/** MAX() of a timestamp comes back as a Date on PostgreSQL and as text on SQLite. */
function timestamp(value: unknown) {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: 'utc' })
  const text = String(value)
  const parsed = DateTime.fromSQL(text, { zone: 'utc' })
  return parsed.isValid ? parsed : DateTime.fromISO(text, { zone: 'utc' })
}
