import type { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dayPeriod } from '#support/business_day'
import type { BulkWriter } from '#database/bench/bulk_writer'
import { nextIds, type GeneratedProduct } from '#database/bench/shop'

/** Suppliers the benchmark's shop buys from; each product has one, its preferred. */
const SUPPLIERS = 40
const PACK_SIZES = [1, 6, 12, 24]
const LINES_PER_ORDER = 10
const LEAD_TIME_DAYS = 3
/** Orders placed in the last two weeks are still open; older ones have come. */
const OPEN_DAYS = 14

const ORDER_COLUMNS = [
  'id',
  'number',
  'supplier_id',
  'branch_id',
  'status',
  'expected_on',
  'created_by',
  'ordered_by',
  'ordered_at',
  'received_at',
  'closed_by',
  'closed_at',
  'created_at',
  'updated_at',
]
const LINE_COLUMNS = [
  'purchase_order_id',
  'product_id',
  'quantity',
  'pack_size',
  'unit_cost',
  'received_quantity',
  'position',
]

/**
 * Purchasing for the benchmark's shop: forty suppliers sharing the
 * catalogue (each product preferred from one, in packs), and one order a
 * week per branch over the history, ten lines each, to the suppliers in
 * turn. Orders older than two weeks have come (one in five three days
 * late, one in nine closed half received); recent ones are ordered, one in
 * three partly received, so the reorder suggestions have stock on order to
 * subtract. Their goods came in through the history's own receipts: these
 * orders feed the purchases report and the suggestions, not the ledger.
 */
export async function addPurchasing(
  client: QueryClientContract,
  writer: BulkWriter,
  options: {
    branches: { id: number }[]
    products: GeneratedProduct[]
    days: DateTime[]
    zone: string
  }
) {
  const { branches, products, days, zone } = options
  const next = await nextIds(client, ['suppliers', 'purchase_orders'])
  const admin = await client.from('users').where('email', 'admin@demo.test').firstOrFail()
  const now = writer.timestamp(Date.now())
  const hour = 3_600_000

  const supplierIds = Array.from({ length: SUPPLIERS }, (_, index) => next.suppliers + index)
  for (const [index, id] of supplierIds.entries()) {
    const code = `SUP${String(index + 1).padStart(2, '0')}`
    writer.add(
      'suppliers',
      ['id', 'code', 'name', 'email', 'lead_time_days', 'is_active', 'created_at', 'updated_at'],
      [
        id,
        code,
        `Wholesaler ${index + 1}`,
        `${code.toLowerCase()}@bench.test`,
        LEAD_TIME_DAYS,
        true,
        now,
        now,
      ]
    )
  }
  const carried: { product: GeneratedProduct; packSize: number }[][] = supplierIds.map(() => [])
  for (const [index, product] of products.entries()) {
    const supplier = index % SUPPLIERS
    const packSize = PACK_SIZES[index % PACK_SIZES.length]
    carried[supplier].push({ product, packSize })
    writer.add(
      'supplier_products',
      [
        'supplier_id',
        'product_id',
        'pack_size',
        'last_cost',
        'is_preferred',
        'created_at',
        'updated_at',
      ],
      [supplierIds[supplier], product.id, packSize, product.cost, true, now, now]
    )
  }

  let id = next.purchase_orders
  const lastDay = days.length - 1
  for (let dayIndex = 0; dayIndex < days.length; dayIndex += 7) {
    const day = days[dayIndex].toISODate()!
    const week = dayIndex / 7
    const orderedAt = dayPeriod(day, zone).start.toMillis() + 10 * hour
    const expectedOn = days[Math.min(dayIndex + LEAD_TIME_DAYS, lastDay)].toISODate()!
    for (const [branchIndex, branch] of branches.entries()) {
      const supplier = (branchIndex + week) % SUPPLIERS
      const open = lastDay - dayIndex < OPEN_DAYS
      const closed = !open && id % 9 === 0
      const late = !open && !closed && id % 5 === 0
      const partial = open ? id % 3 === 0 : closed
      const status = open ? (partial ? 'partial' : 'ordered') : closed ? 'closed' : 'received'
      const came = orderedAt + (LEAD_TIME_DAYS + (late ? 3 : 0)) * 24 * hour
      writer.add('purchase_orders', ORDER_COLUMNS, [
        id,
        `PO-${String(id).padStart(6, '0')}`,
        supplierIds[supplier],
        branch.id,
        status,
        expectedOn,
        admin.id,
        admin.id,
        writer.timestamp(orderedAt),
        status === 'received' ? writer.timestamp(came) : null,
        closed ? admin.id : null,
        closed ? writer.timestamp(came) : null,
        writer.timestamp(orderedAt),
        writer.timestamp(open ? orderedAt : came),
      ])
      const stocked = carried[supplier]
      for (let position = 0; position < Math.min(LINES_PER_ORDER, stocked.length); position++) {
        const { product, packSize } = stocked[(week * LINES_PER_ORDER + position) % stocked.length]
        const quantity = packSize * (1 + ((id + position) % 4))
        const received = status === 'received' ? quantity : partial ? Math.floor(quantity / 2) : 0
        writer.add('purchase_order_lines', LINE_COLUMNS, [
          id,
          product.id,
          quantity,
          packSize,
          product.cost ?? 0,
          received,
          position,
        ])
      }
      id++
    }
    await writer.flushWhenFull()
  }
  await writer.flush()
  // New orders, from the app or the benchmark, number on from the last one written.
  await client
    .knexQuery()
    .table('document_sequences')
    .insert({ kind: 'purchase_order', last_value: id - 1 })
    .onConflict('kind')
    .merge()
}
