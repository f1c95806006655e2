import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime, Settings } from 'luxon'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import OrderLine from '#models/order_line'
import Setting from '#models/setting'
import User from '#models/user'
import type Order from '#models/order'
import type Product from '#models/product'
import RollupsVerify from '#commands/rollups_verify'
import { seeded } from '#database/seeded_random'
import { BranchScope } from '#services/platform/branch_scope'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'
import { recordOfflineSale } from '#services/sales/offline/offline_sales'
import { postStockChanges } from '#services/stock/stock_ledger'
import { closeMonthsInHousekeeping, PRODUCT_MONTHS } from '#services/reports/product_months'
import { productSalesReport } from '#services/reports/product_sales_report'
import { rebuildRollups, verifyRollups } from '#services/reports/rollup_rebuild'
import type { DayRange } from '#common/report_periods'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { cartAt, sellAs } from '#tests/helpers/sales'
import { actorFor, branchCoded } from '#tests/helpers/stock'

/** The zones the report tests use: New York (its clocks fall back on 1 November 2026) and UTC. */
const ZONES = ['America/New_York', 'UTC'] as const

/** The monthly rollup's rows as `month product: figures`, for exact comparison. */
async function monthRows() {
  const rows = await db.from(PRODUCT_MONTHS.table).select('*').orderBy(['month', 'product_id'])
  return rows.map(
    (row) =>
      `${row.month} ${row.product_id}: ${PRODUCT_MONTHS.sums.map((column) => Number(row[column])).join(' ')}`
  )
}

/**
 * Ten weeks of sales, voids and returns at three branches, from 26 August
 * to 3 November 2026 in the zone, with housekeeping closing each month once
 * it has ended; then a sale made offline on 15 September, filed late into
 * that closed month, and its void. The clock is left at the end.
 */
async function tenWeeks(zone: string) {
  const random = seeded(29).next
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
  await Setting.query().update({ businessTimezone: zone, pricesIncludeTax: false })
  const admin = await actorFor('admin@demo.test')
  const branches = await Promise.all(['DTN', 'NTH', 'HBR'].map(branchCoded))
  const products: Product[] = []
  for (let index = 0; index < 4; index++) {
    products.push(
      await labelProduct({
        price: 250 + index * 400,
        taxRateBp: [0, 500, 1000, 2000][index],
        cost: index === 3 ? null : 100 + index * 150,
      })
    )
  }
  await db.transaction((trx) =>
    postStockChanges(
      branches.flatMap((branch) =>
        products.map((product) => ({
          productId: product.id,
          branchId: branch.id,
          quantity: 10_000,
          type: 'adjustment' as const,
          reason: 'count',
        }))
      ),
      admin,
      trx
    )
  )
  let clock = DateTime.fromISO('2026-08-26T09:00:00', { zone }).toMillis()
  const end = DateTime.fromISO('2026-11-03T18:00:00', { zone }).toMillis()
  const sold: Order[] = []
  while (clock < end) {
    clock += (4 + Math.floor(random() * 10)) * 3_600_000
    Settings.now = () => clock
    await closeMonthsInHousekeeping()
    const roll = random()
    if (roll < 0.65 || sold.length === 0) {
      const lines = products
        .filter(() => random() < 0.5)
        .map((product) => ({ productId: product.id, quantity: 1 + Math.floor(random() * 3) }))
      if (lines.length === 0) lines.push({ productId: products[0].id, quantity: 1 })
      const cart = await cartAt(pick(['DTN', 'NTH', 'HBR']), lines, {
        payments: [{ method: 'cash', amount: 1_000_000 }],
      })
      const { order } = await sellAs('admin@demo.test', cart)
      sold.push(order)
    } else if (roll < 0.75) {
      const order = sold.at(-1)!
      await order.refresh()
      // A sale of an earlier day is no longer voidable, as the rules say.
      if (order.status === 'completed')
        await voidOrder(order.id, 'Test void', admin).catch(() => {})
    } else {
      const order = pick(sold)
      await order.refresh()
      if (order.status === 'voided' || order.status === 'returned') continue
      const lines = await OrderLine.query().where('order_id', order.id)
      const line = pick(
        lines.filter((candidate) => candidate.returnedQuantity < candidate.quantity)
      )
      await createReturn(
        {
          orderId: order.id,
          reason: 'changed_mind',
          refundMethod: 'cash',
          lines: [{ orderLineId: line.id, quantity: 1, restock: random() < 0.6 }],
        },
        admin
      )
    }
  }
  const downtown = branches[0]
  const unsold = await labelProduct({ price: 999, cost: 500 })
  const outcome = await recordOfflineSale(
    {
      idempotencyKey: randomUUID(),
      branchId: downtown.id,
      lines: [
        { productId: products[1].id, quantity: 7, unitPrice: products[1].price },
        // A product none of the months held yet.
        {
          productId: unsold.id,
          quantity: 2,
          unitPrice: 999,
        },
      ],
      payments: [{ method: 'cash', amount: 100_000 }],
      provisionalRef: 'P-LATE01-1',
      madeAt: DateTime.fromISO('2026-09-15T12:00:00', { zone }).toUTC(),
    },
    await actorFor('cashier@demo.test')
  )
  if (outcome.result !== 'recorded') throw new Error(`The late sale was ${outcome.result}`)
}

async function rollupDifferences() {
  const { differences } = await verifyRollups()
  return differences
}

/** The report as a plain object, every row. */
async function ranking(scope: BranchScope, range: DayRange) {
  return productSalesReport({ scope }, range, { page: null, withCost: true, sort: 'sold_desc' })
}

/** Ranges crossing month edges, whole months, and a whole month short of a day. */
const RANGES: DayRange[] = [
  { from: '2026-08-26', to: '2026-11-03' },
  { from: '2026-09-01', to: '2026-10-31' },
  { from: '2026-08-31', to: '2026-10-01' },
  { from: '2026-09-01', to: '2026-09-30' },
  { from: '2026-09-02', to: '2026-10-31' },
  { from: '2026-08-01', to: '2026-11-30' },
  { from: '2026-10-01', to: '2026-10-30' },
]

test.group('Product rankings: the monthly rollup', (group) => {
  group.each.setup(async () => {
    const realNow = Settings.now
    await freshDatabase()
    return () => {
      Settings.now = realNow
    }
  })

  for (const zone of ZONES) {
    test(`in ${zone}, it equals a rebuild after sales, voids, returns and a sale filed late into a closed month`, async ({
      assert,
    }) => {
      await tenWeeks(zone)
      const kept = await monthRows()
      // August, September and October are closed; November has not ended.
      assert.deepEqual(
        [...new Set(kept.map((row) => row.slice(0, 7)))],
        ['2026-08', '2026-09', '2026-10']
      )
      assert.deepEqual(await rollupDifferences(), [])
      await rebuildRollups()
      assert.deepEqual(await monthRows(), kept)
    }).timeout(180_000)

    test(`in ${zone}, the report over every branch gives the figures of the daily rollup alone, closed months or not`, async ({
      assert,
    }) => {
      await tenWeeks(zone)
      const admin = await User.findByOrFail('email', 'admin@demo.test')
      await admin.load('role')
      const everyBranch = await BranchScope.of(admin)
      // The manager, given every branch one by one, is read from the daily rollup alone.
      const manager = await User.findByOrFail('email', 'manager@demo.test')
      const branches = await db.from('branches').select('id')
      await manager.related('branches').sync(branches.map((row) => row.id))
      await manager.load('role')
      const eachBranch = await BranchScope.of(manager)
      assert.isTrue(everyBranch.allBranches)
      assert.isFalse(eachBranch.allBranches)
      assert.deepEqual(eachBranch.branchIds, everyBranch.branchIds)

      for (const range of RANGES) {
        const daily = await ranking(eachBranch, range)
        assert.isAbove(daily.rows.length, 0, `${range.from} – ${range.to}`)
        assert.deepEqual(await ranking(everyBranch, range), daily, `${range.from} – ${range.to}`)
      }
      // Before housekeeping closes October, its days are read; before any month, all are.
      await db.from(PRODUCT_MONTHS.table).where('month', '2026-10').delete()
      for (const range of RANGES) {
        assert.deepEqual(
          await ranking(everyBranch, range),
          await ranking(eachBranch, range),
          `${range.from} – ${range.to}, October not closed`
        )
      }
      await db.from(PRODUCT_MONTHS.table).delete()
      for (const range of RANGES) {
        assert.deepEqual(
          await ranking(everyBranch, range),
          await ranking(eachBranch, range),
          `${range.from} – ${range.to}, no month closed`
        )
      }
    }).timeout(180_000)
  }

  test('rollups:verify fails on a month planted wrong, and a rebuild mends it', async ({
    assert,
    cleanup,
  }) => {
    await tenWeeks('America/New_York')
    const [row] = await db
      .from(PRODUCT_MONTHS.table)
      .where('month', '2026-09')
      .orderBy('product_id')
      .select('product_id', 'net')
    await db
      .from(PRODUCT_MONTHS.table)
      .where({ month: '2026-09', product_id: row.product_id })
      .increment('net', 1)
    assert.deepEqual(await rollupDifferences(), [
      {
        rollup: 'productMonths',
        key: `2026-09 / ${row.product_id}`,
        column: 'net',
        expected: Number(row.net),
        actual: Number(row.net) + 1,
      },
    ])
    ace.ui.switchMode('raw')
    cleanup(() => ace.ui.switchMode('normal'))
    const command = await ace.create(RollupsVerify, [])
    await command.exec()
    command.assertFailed()

    await rebuildRollups()
    assert.deepEqual(await rollupDifferences(), [])
  }).timeout(180_000)
})
