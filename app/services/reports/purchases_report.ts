import db from '@adonisjs/lucid/services/db'
import { sortRows, type ReportFilter } from '#services/reports/report_source'
import { dayPeriod } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'
import { OPEN_PURCHASE_STATUSES, type PurchaseOrderStatus } from '#common/purchasing'
import type { DayRange } from '#common/report_periods'

/** The two ways the purchases report groups its orders. */
export const PURCHASES_REPORT_VIEWS = ['supplier', 'product'] as const
export type PurchasesReportView = (typeof PURCHASES_REPORT_VIEWS)[number]

export const PURCHASES_SORTS = [
  'name',
  'code',
  'orders',
  'ordered',
  'received',
  'cost',
  'late',
] as const

/** Statuses that never placed anything with a supplier. */
const NOT_PLACED: PurchaseOrderStatus[] = ['draft', 'cancelled']

interface PlacedOrder {
  id: number
  supplierId: number
  expectedOn: string | null
  status: PurchaseOrderStatus
  receivedAt: unknown
}

/** A stored timestamp as UTC milliseconds: SQLite keeps `yyyy-MM-dd HH:mm:ss` text in UTC. */
function millisOf(value: unknown) {
  if (value instanceof Date) return value.getTime()
  return Date.parse(`${String(value).replace(' ', 'T')}Z`)
}

/**
 * Whether an order came late: with an expected day, still open once that
 * day has passed in the shop's time zone, or received in full after it
 * ended there. A closed order gave up on the rest, so it is not waited
 * for. Each expected day's end is worked out once, however many orders
 * share it.
 */
export function lateness(today: string, zone: string) {
  const ends = new Map<string, number>()
  const endOf = (day: string) => {
    let end = ends.get(day)
    if (end === undefined) {
      end = dayPeriod(day, zone).end.toMillis()
      ends.set(day, end)
    }
    return end
  }
  return (order: PlacedOrder) => {
    if (!order.expectedOn) return false
    if ((OPEN_PURCHASE_STATUSES as readonly string[]).includes(order.status)) {
      return order.expectedOn < today
    }
    if (order.status !== 'received' || !order.receivedAt) return false
    return millisOf(order.receivedAt) >= endOf(order.expectedOn)
  }
}

/** The orders placed in the range, in the user's branches (by the branch they are delivered to). */
function placedOrders(filter: ReportFilter, range: DayRange, zone: string) {
  const dialect = db.connection().dialect.name
  const query = db
    .from('purchase_orders')
    .whereNotIn('purchase_orders.status', NOT_PLACED)
    .where(
      'purchase_orders.ordered_at',
      '>=',
      timestampBinding(dayPeriod(range.from, zone).start, dialect)
    )
    .where(
      'purchase_orders.ordered_at',
      '<',
      timestampBinding(dayPeriod(range.to, zone).end, dialect)
    )
  filter.scope.restrict(query, 'purchase_orders.branch_id')
  if (filter.branchId) query.where('purchase_orders.branch_id', filter.branchId)
  return query
}

type Figures = {
  orders: number
  ordered: number
  received: number
  cost: number
  late: number
}

/**
 * The Purchases report over the orders placed in the range (their ordered
 * day in the shop's time zone; drafts and cancelled orders count nothing),
 * by supplier or by product: how many orders, units ordered, units received
 * against them so far, their cost at the orders' unit costs, and how many
 * of those orders came late. Units and cost are summed in one grouped pass;
 * lateness is judged per order, since the expected day is a local day.
 */
export async function purchasesReport(
  filter: ReportFilter,
  range: DayRange,
  options: { view: PurchasesReportView; zone: string; today: string; sort?: string }
) {
  const { view, zone, today } = options
  const placed = await placedOrders(filter, range, zone).select(
    'purchase_orders.id',
    'purchase_orders.supplier_id',
    'purchase_orders.expected_on',
    'purchase_orders.status',
    'purchase_orders.received_at'
  )
  const orders: PlacedOrder[] = placed.map((row) => ({
    id: Number(row.id),
    supplierId: Number(row.supplier_id),
    expectedOn: row.expected_on,
    status: row.status,
    receivedAt: row.received_at,
  }))
  const late = orders.filter(lateness(today, zone))

  const key =
    view === 'supplier' ? 'purchase_orders.supplier_id' : 'purchase_order_lines.product_id'
  const grouped = await placedOrders(filter, range, zone)
    .join('purchase_order_lines', 'purchase_order_lines.purchase_order_id', 'purchase_orders.id')
    .groupBy(key)
    .select(db.raw(`${key} as id`))
    .select(
      db.raw('count(distinct purchase_orders.id) as orders'),
      db.raw('coalesce(sum(purchase_order_lines.quantity), 0) as ordered'),
      db.raw('coalesce(sum(purchase_order_lines.received_quantity), 0) as received'),
      db.raw(
        'coalesce(sum(purchase_order_lines.quantity * purchase_order_lines.unit_cost), 0) as cost'
      )
    )
  const lateBy = await lateCounts(view, late)
  const names = await namesOf(
    view,
    grouped.map((row) => Number(row.id))
  )

  const rows = grouped.map((row) => {
    const id = Number(row.id)
    const named = names.get(id)!
    return {
      id,
      name: named.name,
      code: named.code,
      orders: Number(row.orders),
      ordered: Number(row.ordered),
      received: Number(row.received),
      cost: Number(row.cost),
      late: lateBy.get(id) ?? 0,
    }
  })
  const totals: Figures = {
    orders: orders.length,
    ordered: rows.reduce((sum, row) => sum + row.ordered, 0),
    received: rows.reduce((sum, row) => sum + row.received, 0),
    cost: rows.reduce((sum, row) => sum + row.cost, 0),
    late: late.length,
  }
  // Each order counts once in the totals, however many products it carries.
  return {
    view,
    rows: sortRows(rows, options.sort, PURCHASES_SORTS, 'cost_desc', 'name'),
    totals,
  }
}

/** Late orders per supplier, or per product the late orders carry (an order once per product). */
async function lateCounts(view: PurchasesReportView, late: PlacedOrder[]) {
  const counts = new Map<number, number>()
  const add = (id: number, count = 1) => counts.set(id, (counts.get(id) ?? 0) + count)
  if (view === 'supplier') {
    for (const order of late) add(order.supplierId)
    return counts
  }
  const ids = late.map((order) => order.id)
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .from('purchase_order_lines')
      .whereIn('purchase_order_id', ids.slice(start, start + 500))
      .groupBy('product_id')
      .select('product_id')
      .select(db.raw('count(distinct purchase_order_id) as orders'))
    for (const row of rows) add(Number(row.product_id), Number(row.orders))
  }
  return counts
}

/** Each supplier's name and code, or each product's name and SKU. */
async function namesOf(view: PurchasesReportView, ids: number[]) {
  const names = new Map<number, { name: string; code: string }>()
  const [table, code] = view === 'supplier' ? ['suppliers', 'code'] : ['products', 'sku']
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .from(table)
      .whereIn('id', ids.slice(start, start + 500))
      .select('id', 'name', `${code} as code`)
    for (const row of rows) names.set(Number(row.id), { name: row.name, code: row.code ?? '' })
  }
  return names
}
