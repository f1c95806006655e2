import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import OrderLine from '#models/order_line'
import StockTransferLine from '#models/stock_transfer_line'
import { postStockChanges } from '#services/stock/stock_ledger'
import { adjustStockAt } from '#services/stock/stock_adjustments'
import { createTransfer, receiveTransfer, sendTransfer } from '#services/stock/stock_moves'
import { createReturn } from '#services/sales/returns'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import { postStocktake } from '#services/stocktakes/post_stocktake'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { cartAt, sellAs } from '#tests/helpers/sales'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { addDays } from '#common/report_periods'

/**
 * At Northside this month: a stocktake of the snacks finds 3 chips short,
 * a transfer to Downtown arrives 1 chip short, 2 colas are damaged and a
 * returned cola is written off. Costs: chips 150, cola 90.
 */
async function shrunk() {
  const nth = await branchCoded('NTH')
  const dtn = await branchCoded('DTN')
  const admin = await actorFor('admin@demo.test')
  const chips = await labelProduct({ name: 'Chips', sku: 'SNK-1', category: 'Snacks', cost: 150 })
  const cola = await labelProduct({ name: 'Cola', sku: 'DRK-1', category: 'Drinks', cost: 90 })
  await db.transaction((trx) =>
    postStockChanges(
      [
        { productId: chips.id, branchId: nth.id, quantity: 20, type: 'receipt', unitCost: 150 },
        { productId: cola.id, branchId: nth.id, quantity: 10, type: 'receipt', unitCost: 90 },
      ],
      admin,
      trx
    )
  )
  const draft = await createStocktake(
    { branchId: nth.id, coverage: 'categories', categories: ['Snacks'], blind: true },
    admin
  )
  const stocktake = await startStocktake(draft, admin)
  await recordCount(stocktake, { productId: chips.id, quantity: 17, source: 'typed' }, admin)
  await finishCounting(stocktake, admin)
  await postStocktake(stocktake, 'keep', admin)

  const transfer = await createTransfer(
    { fromBranchId: nth.id, toBranchId: dtn.id, lines: [{ productId: chips.id, quantity: 5 }] },
    admin
  )
  await sendTransfer(transfer, admin)
  const line = await StockTransferLine.findByOrFail('stock_transfer_id', transfer.id)
  await receiveTransfer(
    transfer,
    [{ lineId: line.id, receivedQuantity: 4, shortfallReason: 'Box torn' }],
    admin
  )

  await adjustStockAt(
    cola.id,
    nth.id,
    { mode: 'change', change: -2, reason: 'damaged', seenMovementId: null },
    admin
  )
  const { order } = await sellAs(
    'admin@demo.test',
    await cartAt('NTH', [{ productId: cola.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: cola.price }],
    })
  )
  const sold = await OrderLine.findByOrFail('order_id', order.id)
  await createReturn(
    {
      orderId: order.id,
      reason: 'damaged',
      refundMethod: 'cash',
      lines: [{ orderLineId: sold.id, quantity: 1, restock: false }],
    },
    admin
  )
  return { nth }
}

function lastForty() {
  const today = DateTime.utc().setZone('America/New_York').toISODate()!
  return `preset=custom&from=${addDays(today, -40)}&to=${today}`
}

test.group('Reports: shrinkage', (group) => {
  group.each.setup(() => freshDatabase())

  test('per month, branch and category: counted, in transit, damaged and written off, at cost', async ({
    client,
    assert,
  }) => {
    await shrunk()
    const month = DateTime.utc().setZone('America/New_York').toFormat('yyyy-MM')
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/reports/shrinkage?${lastForty()}`)
    page.assertInertiaComponent('reports/shrinkage')
    const { rows, totals } = page.inertiaProps.report
    assert.deepEqual(
      rows.map((row: Record<string, unknown>) => [
        row.month,
        row.branch,
        row.category,
        row.counted,
        row.inTransit,
        row.damaged,
        row.writtenOff,
        row.net,
        row.cost,
      ]),
      [
        [month, 'Northside', 'Snacks', -3, -1, 0, 0, -4, -600],
        [month, 'Northside', 'Drinks', 0, 0, -2, -1, -3, -270],
      ],
      'largest loss at cost first'
    )
    assert.deepInclude(totals, { counted: -3, inTransit: -1, damaged: -2, writtenOff: -1 })
    assert.deepInclude(totals, { net: -7, cost: -870, lost: 0, found: 0, corrected: 0 })

    const csv = await admin.get(`/reports/shrinkage/export?${lastForty()}`)
    csv.assertStatus(200)
    const lines = csv
      .text()
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    assert.equal(
      lines[0],
      'Month,Branch,Category,Counted,Returns written off,Lost in transit,Damaged,Lost,Found,Corrections,Net units,Net at cost'
    )
    assert.equal(lines[1], `${month},Northside,Snacks,-3,0,-1,0,0,0,0,-4,-6.00`)
    assert.equal(lines.at(-1), 'Total,,,-3,-1,-1,-2,0,0,0,-7,-8.70')
  })

  test('a branch filter and the user’s branches narrow it; nothing before the range counts', async ({
    client,
    assert,
  }) => {
    const { nth } = await shrunk()
    const admin = await signedIn(client, 'admin@demo.test')
    const downtown = await branchCoded('DTN')
    const other = await admin.visit(`/reports/shrinkage?${lastForty()}&branch=${downtown.id}`)
    assert.deepEqual(other.inertiaProps.report.rows, [])
    const own = await admin.visit(`/reports/shrinkage?${lastForty()}&branch=${nth.id}`)
    assert.lengthOf(own.inertiaProps.report.rows, 2)
    // Today lies in one month: one bucket.
    const today = await admin.visit('/reports/shrinkage?preset=today')
    assert.equal(today.inertiaProps.report.totals.net, -7)
    const before = await admin.visit(
      '/reports/shrinkage?preset=custom&from=2020-01-01&to=2020-12-31'
    )
    assert.deepEqual(before.inertiaProps.report.rows, [])
    assert.equal(before.inertiaProps.report.totals.net, 0)
  })
})
