import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { dayPeriod, monthPeriod } from '#support/business_day'
import { timestampBinding } from '#support/sql_time'
import { sortRows, type ReportFilter } from '#services/reports/report_source'
import { addMonths, monthStart, type DayRange } from '#common/report_periods'

/**
 * Where stock went missing or turned up, each figure in signed units
 * (a loss below zero): what stocktakes and one-product counts found, the
 * returned units written off rather than put back, what transfers lost in
 * transit, and the other adjustments by their reason.
 */
export const SHRINKAGE_MEASURES = [
  'counted',
  'writtenOff',
  'inTransit',
  'damaged',
  'lost',
  'found',
  'corrected',
] as const
export type ShrinkageMeasure = (typeof SHRINKAGE_MEASURES)[number]

export const SHRINKAGE_SORTS = [
  'month',
  'branch',
  'category',
  ...SHRINKAGE_MEASURES,
  'net',
  'cost',
] as const

/** A group's figures: each measure in units, their net, and the net at cost in minor units. */
type Figures = Record<ShrinkageMeasure | 'net' | 'cost', number>

interface Part {
  branch_id: number
  category: string | null
  month: string
  measure: ShrinkageMeasure
  units: number | string
  cost: number | string
}

/** The shop's months the range touches, each as its first local day and its instants. */
function monthsOf(range: DayRange, zone: string, dialect: string) {
  const months: { month: string; start: string | Date }[] = []
  for (let first = monthStart(range.from); first <= range.to; first = addMonths(first, 1)) {
    const start =
      first < range.from ? dayPeriod(range.from, zone).start : monthPeriod(first, zone).start
    months.push({ month: first.slice(0, 7), start: timestampBinding(start, dialect) })
  }
  return { months, end: timestampBinding(dayPeriod(range.to, zone).end, dialect) }
}

/**
 * The shrinkage report: per branch, category and month of the shop's
 * calendar, read from the documents themselves (the ledger's count and
 * adjustment rows, the returns written off, the transfers' shortfalls),
 * each through an index on its date, since these are a sliver of the stock's
 * movements. Costs are each unit's cost when it moved where the document
 * kept it (a stocktake's snapshot, a return's sale), else the product's cost now.
 */
export async function shrinkageReport(
  filter: ReportFilter,
  range: DayRange,
  zone: string,
  sort?: string
) {
  const dialect = db.connection().dialect.name
  const { months, end } = monthsOf(range, zone, dialect)
  const monthOf = (column: string) => {
    const last = months.at(-1)!.month
    // A range within one month has one bucket: SQL has no CASE without a WHEN.
    if (months.length === 1) return db.raw('CAST(? AS VARCHAR(7))', [last])
    const cases = months
      .slice(1)
      .map(() => `WHEN ${column} < ? THEN CAST(? AS VARCHAR(7))`)
      .join(' ')
    const bindings = months.slice(1).flatMap((month, index) => [month.start, months[index].month])
    return db.raw(`CASE ${cases} ELSE CAST(? AS VARCHAR(7)) END`, [...bindings, last])
  }
  const within = (query: DatabaseQueryBuilderContract, at: string, branch: string) => {
    query.where(at, '>=', months[0].start).where(at, '<', end)
    filter.scope.restrict(query, branch)
    if (filter.branchId) query.where(branch, filter.branchId)
    return query
  }
  const parts: Part[] = [
    ...(await ledgerParts(within, monthOf)),
    ...(await writtenOffParts(within, monthOf)),
    ...(await transitParts(within, monthOf)),
  ]
  return shape(parts, sort)
}

type Within = (query: DatabaseQueryBuilderContract, at: string, branch: string) => unknown
type MonthOf = (column: string) => ReturnType<typeof db.raw>

/** Counts and adjustments from the ledger: a one-product count's reason is a count like a stocktake's. */
async function ledgerParts(within: Within, monthOf: MonthOf) {
  const query = db
    .from('stock_movements as m')
    .join('products as p', 'p.id', 'm.product_id')
    .whereIn('m.type', ['count', 'adjustment'])
  within(query, 'm.created_at', 'm.branch_id')
  const measure = `CASE WHEN m.type = 'count' OR m.reason = 'count' THEN 'counted'
    WHEN m.reason IN ('damaged', 'lost', 'found') THEN m.reason ELSE 'corrected' END`
  return query
    .select('m.branch_id', 'p.category')
    .select(db.raw(`${measure} as measure`))
    .select(monthOf('m.created_at').wrap('(', ') as month'))
    .select(db.raw('sum(m.quantity) as units'))
    .select(db.raw('sum(m.quantity * coalesce(m.unit_cost, p.cost, 0)) as cost'))
    .groupByRaw(`m.branch_id, p.category, ${measure}, month`) as Promise<Part[]>
}

/** Returned units not put back on the shelf, at their cost when sold. */
async function writtenOffParts(within: Within, monthOf: MonthOf) {
  const query = db
    .from('returns as r')
    .join('return_lines as rl', 'rl.return_id', 'r.id')
    .join('order_lines as ol', 'ol.id', 'rl.order_line_id')
    .join('products as p', 'p.id', 'ol.product_id')
    .where('rl.restock', false)
  within(query, 'r.created_at', 'r.branch_id')
  return query
    .select('r.branch_id', 'p.category')
    .select(db.raw(`'writtenOff' as measure`))
    .select(monthOf('r.created_at').wrap('(', ') as month'))
    .select(db.raw('-sum(rl.quantity) as units'))
    .select(db.raw('-sum(rl.quantity * coalesce(ol.unit_cost, 0)) as cost'))
    .groupByRaw('r.branch_id, p.category, month') as Promise<Part[]>
}

/** What a received transfer lacked, at the sending branch whose stock it was. */
async function transitParts(within: Within, monthOf: MonthOf) {
  const query = db
    .from('stock_transfers as t')
    .join('stock_transfer_lines as tl', 'tl.stock_transfer_id', 't.id')
    .join('products as p', 'p.id', 'tl.product_id')
    .where('t.status', 'received')
    .whereRaw('tl.received_quantity < tl.quantity')
  within(query, 't.received_at', 't.from_branch_id')
  return query
    .select('t.from_branch_id as branch_id', 'p.category')
    .select(db.raw(`'inTransit' as measure`))
    .select(monthOf('t.received_at').wrap('(', ') as month'))
    .select(db.raw('sum(tl.received_quantity - tl.quantity) as units'))
    .select(db.raw('sum((tl.received_quantity - tl.quantity) * coalesce(p.cost, 0)) as cost'))
    .groupByRaw('t.from_branch_id, p.category, month') as Promise<Part[]>
}

function emptyFigures(): Figures {
  return {
    counted: 0,
    writtenOff: 0,
    inTransit: 0,
    damaged: 0,
    lost: 0,
    found: 0,
    corrected: 0,
    net: 0,
    cost: 0,
  }
}

/** One row per branch, category and month with any figure, named; totals over them all. */
async function shape(parts: Part[], sort?: string) {
  const branchIds = [...new Set(parts.map((part) => Number(part.branch_id)))]
  const branches = new Map<number, string>()
  if (branchIds.length) {
    for (const row of await db.from('branches').whereIn('id', branchIds).select('id', 'name')) {
      branches.set(Number(row.id), String(row.name))
    }
  }
  const groups = new Map<
    string,
    { id: string; month: string; branch: string; category: string } & Figures
  >()
  const totals = emptyFigures()
  for (const part of parts) {
    const branch = branches.get(Number(part.branch_id)) ?? ''
    const category = part.category ?? ''
    const key = `${part.month}\u0000${branch}\u0000${part.branch_id}\u0000${category}`
    const id = `${part.month}:${part.branch_id}:${category}`
    const row = groups.get(key) ?? { id, month: part.month, branch, category, ...emptyFigures() }
    groups.set(key, row)
    for (const into of [row, totals]) {
      into[part.measure] += Number(part.units)
      into.net += Number(part.units)
      into.cost += Number(part.cost)
    }
  }
  const rows = sortRows([...groups.values()], sort, SHRINKAGE_SORTS, 'cost', 'month')
  return { rows, totals }
}
