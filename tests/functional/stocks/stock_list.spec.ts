import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import type { ApiResponse } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import StockReceipt from '#models/stock_receipt'
import StockReceiptLine from '#models/stock_receipt_line'
import StockTransfer from '#models/stock_transfer'
import StockTransferLine from '#models/stock_transfer_line'
import { postStockChanges, type StockChange } from '#services/stock/stock_ledger'
import { LIST_PAGE_SIZE } from '#support/pagination'
import { Agent, signedIn } from '#tests/helpers/agent'
import { statusOf, textOf } from '#tests/helpers/responses'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded } from '#tests/helpers/stock'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import OrderLine from '#models/order_line'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'

interface Row {
  id: number
  name: string
  onHand: number
  inTransit: number
  branches: Record<string, { onHand: number; levelId: number }>
  cost?: number | null
  value?: number | null
}

/**
 * Three products over three branches:
 * - Cola: Downtown 12, Northside 3, Harbour Mall 7 (reorder at 10), 4 on their way to Northside;
 * - Chips: Downtown 5 (exactly its reorder level), Northside −2 (negative stock allowed);
 * - Gum: never stocked (reorder at 0); Mop: inactive, never stocked.
 */
async function stockFixture() {
  const [dtn, nth, hbr] = await Promise.all(['DTN', 'NTH', 'HBR'].map(branchCoded))
  const cola = await labelProduct({
    name: 'Cola 330 ml Can',
    sku: 'BEV-004',
    barcode: '4006381333931',
    category: 'Beverages',
    reorderLevel: 10,
    cost: 60,
  })
  const chips = await labelProduct({
    name: 'Chips 150 g',
    sku: 'SNK-001',
    category: 'Snacks',
    reorderLevel: 5,
    cost: null,
  })
  const gum = await labelProduct({ name: 'Gum', sku: 'SNK-002', category: 'Snacks' })
  const mop = await labelProduct({ name: 'Mop', sku: 'HSH-001', isActive: false })
  const admin = await actorFor('admin@demo.test')

  const receipt = await StockReceipt.create({
    number: 'RC-000001',
    branchId: dtn.id,
    supplier: 'Metro Wholesale',
    reference: 'PO-1',
    userId: admin.user.id,
  })
  await StockReceiptLine.create({
    stockReceiptId: receipt.id,
    productId: cola.id,
    quantity: 12,
    unitCost: 60,
  })
  const hbrReceipt = await StockReceipt.create({
    number: 'RC-000002',
    branchId: hbr.id,
    userId: admin.user.id,
  })
  await StockReceiptLine.create({
    stockReceiptId: hbrReceipt.id,
    productId: cola.id,
    quantity: 7,
    unitCost: 60,
  })
  const changes: StockChange[] = [
    {
      productId: cola.id,
      branchId: dtn.id,
      quantity: 12,
      type: 'receipt',
      unitCost: 60,
      reference: { type: 'stock_receipt', id: receipt.id },
    },
    { productId: cola.id, branchId: nth.id, quantity: 3, type: 'receipt' },
    {
      productId: cola.id,
      branchId: hbr.id,
      quantity: 7,
      type: 'receipt',
      reference: { type: 'stock_receipt', id: hbrReceipt.id },
    },
    { productId: chips.id, branchId: dtn.id, quantity: 5, type: 'receipt' },
    {
      productId: chips.id,
      branchId: nth.id,
      quantity: -2,
      type: 'adjustment',
      reason: 'correction',
      note: 'Sold before it was received',
    },
  ]
  await db.transaction((trx) => postStockChanges(changes, admin, trx, { allowNegative: true }))

  const transfer = await StockTransfer.create({
    number: 'TR-000001',
    fromBranchId: hbr.id,
    toBranchId: nth.id,
    status: 'sent',
    createdBy: admin.user.id,
  })
  await StockTransferLine.create({ stockTransferId: transfer.id, productId: cola.id, quantity: 4 })
  // A draft moves nothing and is not in transit.
  const draft = await StockTransfer.create({
    number: 'TR-000002',
    fromBranchId: dtn.id,
    toBranchId: nth.id,
    status: 'draft',
    createdBy: admin.user.id,
  })
  await StockTransferLine.create({ stockTransferId: draft.id, productId: cola.id, quantity: 9 })
  return { dtn, nth, hbr, cola, chips, gum, mop, receipt, hbrReceipt, transfer }
}

function byName(rows: Row[]) {
  return Object.fromEntries(rows.map((row) => [row.name, row]))
}

function names(response: ApiResponse) {
  return (response.inertiaProps.stocks as Row[]).map((row) => row.name)
}

test.group('Stocks: list', (group) => {
  group.each.setup(() => freshDatabase())

  test('each role opens the list; only the roles that adjust stock export it', async ({
    client,
    assert,
  }) => {
    await stockFixture()
    for (const [email, list, exported] of [
      ['admin@demo.test', 200, 200],
      ['manager@demo.test', 200, 200],
      ['cashier@demo.test', 200, 403],
      ['clerk@demo.test', 200, 200],
    ] as const) {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/stocks')
      page.assertStatus(list)
      page.assertInertiaComponent('stocks/index')
      assert.equal(await statusOf(agent.get('/stocks/export')), exported, email)
    }
    const guest = await new Agent(client).get('/stocks')
    guest.assertHeader('location', '/login')
  })

  test('all my branches: a column per branch in scope, the total, in transit, value at cost', async ({
    client,
    assert,
  }) => {
    const { dtn, nth, cola } = await stockFixture()
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/stocks?status=active')

    assert.deepEqual(
      page.inertiaProps.branches.map((branch: { code: string }) => branch.code),
      ['DTN', 'NTH']
    )
    const rows = byName(page.inertiaProps.stocks)
    assert.deepEqual(Object.keys(rows), ['Chips 150 g', 'Cola 330 ml Can', 'Gum'])
    const colaRow = rows['Cola 330 ml Can']
    assert.equal(colaRow.onHand, 15)
    assert.equal(colaRow.inTransit, 4)
    assert.deepEqual(
      Object.fromEntries(Object.entries(colaRow.branches).map(([id, held]) => [id, held.onHand])),
      { [dtn.id]: 12, [nth.id]: 3 }
    )
    assert.equal(colaRow.cost, 60)
    assert.equal(colaRow.value, 15 * 60)
    // Negative stock counts as nothing at cost; an unknown cost has no value.
    assert.equal(rows['Chips 150 g'].onHand, 3)
    assert.isNull(rows['Chips 150 g'].value)
    assert.equal(rows.Gum.onHand, 0)
    assert.deepEqual(rows.Gum.branches, {})
    assert.equal(cola.id, page.inertiaProps.stocks[1].id)
  })

  test('without products.view_cost neither cost nor value reaches the page', async ({
    client,
    assert,
  }) => {
    await stockFixture()
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit('/stocks')
    const cola = byName(page.inertiaProps.stocks)['Cola 330 ml Can']
    assert.equal(cola.onHand, 3)
    assert.notProperty(cola, 'cost')
    assert.notProperty(cola, 'value')
    assert.notInclude(JSON.stringify(page.inertiaProps.stocks), '"value"')
  })

  test('one branch of mine shows its figures; a branch outside my scope answers 404', async ({
    client,
    assert,
  }) => {
    const { nth, hbr } = await stockFixture()
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit(`/stocks?branch=${nth.id}&status=active`)
    const rows = byName(page.inertiaProps.stocks)
    assert.equal(rows['Cola 330 ml Can'].onHand, 3)
    assert.equal(rows['Cola 330 ml Can'].inTransit, 4)
    assert.equal(rows['Chips 150 g'].onHand, -2)
    assert.equal(page.inertiaProps.filters.branch, String(nth.id))
    assert.equal(await statusOf(manager.visit(`/stocks?branch=${hbr.id}`)), 404)
    assert.equal(await statusOf(manager.get(`/stocks/export?branch=${hbr.id}`)), 404)

    const cashier = await signedIn(client, 'cashier@demo.test')
    const own = await cashier.visit('/stocks?status=active')
    assert.equal(byName(own.inertiaProps.stocks)['Cola 330 ml Can'].onHand, 12)
    assert.equal(byName(own.inertiaProps.stocks)['Cola 330 ml Can'].inTransit, 0)
  })

  test("stock level filters: low is a branch's stock at or under the reorder level, out is none, negative below none", async ({
    client,
    assert,
  }) => {
    const { dtn, nth } = await stockFixture()
    const admin = await signedIn(client, 'admin@demo.test')
    const visit = async (query: string) => names(await admin.visit(`/stocks?${query}`))

    // Each branch on its own: Cola's Northside 3 <= 10 although all hold 22;
    // Chips' Downtown 5 <= 5; Gum was never stocked, so no branch reorders it.
    assert.deepEqual(await visit('level=low'), ['Chips 150 g', 'Cola 330 ml Can'])
    // Downtown alone: Chips holds exactly its reorder level.
    assert.deepEqual(await visit(`level=low&branch=${dtn.id}`), ['Chips 150 g'])
    assert.deepEqual(await visit(`level=low&branch=${nth.id}`), ['Chips 150 g', 'Cola 330 ml Can'])
    assert.deepEqual(await visit('level=out'), ['Gum', 'Mop'])
    assert.deepEqual(await visit(`level=negative&branch=${nth.id}`), ['Chips 150 g'])
    assert.deepEqual(await visit('level=negative'), [])
    assert.deepEqual(await visit('status=inactive'), ['Mop'])
  })

  test('search by name, SKU or a scanned barcode; category; sort by on hand', async ({
    client,
    assert,
  }) => {
    await stockFixture()
    const admin = await signedIn(client, 'admin@demo.test')
    const visit = async (query: string) => names(await admin.visit(`/stocks?${query}`))

    assert.deepEqual(await visit('search=4006381333931'), ['Cola 330 ml Can'])
    assert.deepEqual(await visit('search=snk-00'), ['Chips 150 g', 'Gum'])
    assert.deepEqual(await visit('category=Snacks'), ['Chips 150 g', 'Gum'])
    assert.deepEqual(await visit('status=active&sort=on_hand'), [
      'Gum',
      'Chips 150 g',
      'Cola 330 ml Can',
    ])
    assert.deepEqual(await visit('status=active&sort=on_hand_desc'), [
      'Cola 330 ml Can',
      'Chips 150 g',
      'Gum',
    ])
    assert.deepEqual(await visit('status=active&sort=name_desc'), [
      'Gum',
      'Cola 330 ml Can',
      'Chips 150 g',
    ])
  })

  test('pages hold 25 products each', async ({ client, assert }) => {
    for (let index = 0; index < LIST_PAGE_SIZE + 2; index++) await labelProduct()
    const admin = await signedIn(client, 'admin@demo.test')
    const second = await admin.visit('/stocks?page=2')
    assert.lengthOf(second.inertiaProps.stocks, 2)
    assert.equal(second.inertiaProps.meta.total, LIST_PAGE_SIZE + 2)
    assert.equal(second.inertiaProps.meta.currentPage, 2)
  })

  test('export: the filtered rows, a column per branch, cost and value only with view_cost', async ({
    client,
    assert,
  }) => {
    await stockFixture()
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.get('/stocks/export?search=cola')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    const rows = parse(response.text(), { bom: true, columns: true })
    assert.deepEqual(rows, [
      {
        'Product': 'Cola 330 ml Can',
        'SKU': 'BEV-004',
        'Barcode': '4006381333931',
        'Category': 'Beverages',
        'On hand DTN': '12',
        'On hand NTH': '3',
        'On hand': '15',
        'In transit': '4',
        'Reorder at': '10',
        'Cost': '0.60',
        'Value at cost': '9.00',
      },
    ])

    const clerk = await signedIn(client, 'clerk@demo.test')
    const clerkRows = parse(await textOf(clerk.get('/stocks/export?level=negative')), {
      bom: true,
      columns: true,
    })
    assert.deepEqual(clerkRows, [
      {
        'Product': 'Chips 150 g',
        'SKU': 'SNK-001',
        'Barcode': '',
        'Category': 'Snacks',
        'On hand NTH': '-2',
        'On hand': '-2',
        'In transit': '0',
        'Reorder at': '5',
      },
    ])
  })

  test('the Stocks menu entry counts active products at or under their reorder level in my branches', async ({
    client,
    assert,
  }) => {
    await stockFixture()
    const entry = async (email: string) => {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/stocks')
      return page.inertiaProps.menu.find((node: { name: string }) => node.name === 'Stocks')
    }
    // Manager (Downtown + Northside): Chips at Downtown 5 <= 5, Cola at Northside 3 <= 10.
    const managers = await entry('manager@demo.test')
    assert.equal(managers.badge, 2)
    // Clerk (Northside): Cola 3 and Chips -2; Gum was never stocked there.
    const clerks = await entry('clerk@demo.test')
    assert.equal(clerks.badge, 2)
    const admins = await entry('admin@demo.test')
    assert.equal(admins.to, '/stocks')
  })
})

test.group('Stocks: a product history', (group) => {
  group.each.setup(() => freshDatabase())

  test('every ledger row at my branches, newest first, with its document', async ({
    client,
    assert,
  }) => {
    const { cola, chips, receipt, hbrReceipt, dtn, nth } = await stockFixture()
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/stocks/history/${cola.id}`)
    page.assertInertiaComponent('stocks/history')
    const movements = page.inertiaProps.movements
    assert.deepEqual(
      movements.map((row: { branch: { code: string }; quantity: number; balanceAfter: number }) => [
        row.branch.code,
        row.quantity,
        row.balanceAfter,
      ]),
      [
        ['HBR', 7, 7],
        ['NTH', 3, 3],
        ['DTN', 12, 12],
      ]
    )
    assert.deepEqual(movements[2].document, {
      type: 'stock_receipt',
      id: receipt.id,
      number: 'RC-000001',
      opens: true,
    })
    assert.deepEqual(movements[0].document?.number, hbrReceipt.number)
    assert.equal(movements[2].user, 'Alex Morgan')
    assert.equal(movements[2].unitCost, 60)
    assert.deepEqual(
      page.inertiaProps.onHand.map((row: { branch: { code: string }; onHand: number }) => [
        row.branch.code,
        row.onHand,
      ]),
      [
        ['DTN', 12],
        ['HBR', 7],
        ['NTH', 3],
      ]
    )

    const manager = await signedIn(client, 'manager@demo.test')
    const scoped = await manager.visit(`/stocks/history/${cola.id}`)
    assert.deepEqual(
      scoped.inertiaProps.movements.map((row: { branch: { id: number } }) => row.branch.id),
      [nth.id, dtn.id]
    )
    const chipsPage = await manager.visit(`/stocks/history/${chips.id}?branch=${nth.id}`)
    assert.deepEqual(
      chipsPage.inertiaProps.movements.map(
        (row: { reason: string; note: string }) => `${row.reason}: ${row.note}`
      ),
      ['correction: Sold before it was received']
    )
    const searched = await manager.visit(`/stocks/history/${chips.id}?search=received`)
    assert.lengthOf(searched.inertiaProps.movements, 1)

    const clerk = await signedIn(client, 'clerk@demo.test')
    const clerkPage = await clerk.visit(`/stocks/history/${cola.id}`)
    assert.notProperty(clerkPage.inertiaProps.movements[0], 'unitCost')
    await assertLedgerInvariant(assert)
  })

  test('another branch, an unknown product and a stranger to stock answer 404 or 403', async ({
    client,
    assert,
  }) => {
    const { cola, hbr } = await stockFixture()
    const manager = await signedIn(client, 'manager@demo.test')
    assert.equal(await statusOf(manager.visit(`/stocks/history/${cola.id}?branch=${hbr.id}`)), 404)
    assert.equal(await statusOf(manager.visit('/stocks/history/999999')), 404)
    assert.equal(await statusOf(manager.visit('/stocks/history/abc')), 404)
  })

  test('a sale, its return and a voided sale link to their order’s receipt, for who may open it', async ({
    client,
    assert,
  }) => {
    const product = await stockedProduct('NTH', 10, { price: 400, taxRateBp: 0 })
    const sale = async () => {
      const cart = await cartAt('NTH', [{ productId: product.id, quantity: 2 }], {
        payments: [{ method: 'cash', amount: 800 }],
      })
      const { order } = await sellAs('admin@demo.test', cart)
      return order
    }
    const kept = await sale()
    const voided = await sale()
    const admin = await actorFor('admin@demo.test')
    await voidOrder(voided.id, 'Rang up twice', admin)
    const line = await OrderLine.findByOrFail('order_id', kept.id)
    await createReturn(
      {
        orderId: kept.id,
        reason: 'defective',
        refundMethod: 'cash',
        lines: [{ orderLineId: line.id, quantity: 1, restock: true }],
      },
      admin
    )
    const documentsFor = async (email: string) => {
      const agent = await signedIn(client, email)
      const page = await agent.visit(`/stocks/history/${product.id}`)
      return Object.fromEntries(
        page.inertiaProps.movements.map(
          (row: { type: string; document: { number: string } | null }) => [
            `${row.type}:${row.document?.number}`,
            row.document,
          ]
        )
      )
    }
    const documents = await documentsFor('admin@demo.test')
    assert.deepEqual(documents['sale:NTH-000001'], {
      type: 'order',
      id: kept.id,
      number: 'NTH-000001',
      opens: true,
    })
    assert.deepEqual(documents['sale_void:NTH-000002'], {
      type: 'order',
      id: voided.id,
      number: 'NTH-000002',
      opens: true,
    })
    assert.deepEqual(documents['return:RT-000001'], {
      type: 'return',
      id: kept.id,
      number: 'RT-000001',
      opens: true,
    })
    // The Northside clerk reads the same history but may not open sales (no orders.view).
    const clerks = await documentsFor('clerk@demo.test')
    assert.deepEqual(
      ['sale:NTH-000001', 'sale_void:NTH-000002', 'return:RT-000001'].map(
        (key) => clerks[key]?.opens
      ),
      [false, false, false]
    )
  })
})

test.group('Stocks: a receipt', (group) => {
  group.each.setup(() => freshDatabase())

  test('the receipt of a branch of mine, its lines and costs; another branch answers 404', async ({
    client,
    assert,
  }) => {
    const { receipt, hbrReceipt } = await stockFixture()
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit(`/stocks/receipts/${receipt.id}`)
    page.assertInertiaComponent('stocks/receipt')
    const shown = page.inertiaProps.receipt
    assert.equal(shown.number, 'RC-000001')
    assert.equal(shown.branch.code, 'DTN')
    assert.equal(shown.supplier, 'Metro Wholesale')
    assert.equal(shown.user, 'Alex Morgan')
    assert.deepEqual(
      shown.lines.map((line: { product: { sku: string }; quantity: number; unitCost: number }) => [
        line.product.sku,
        line.quantity,
        line.unitCost,
      ]),
      [['BEV-004', 12, 60]]
    )
    assert.isTrue(page.inertiaProps.canPrintLabels)
    assert.equal(await statusOf(manager.visit(`/stocks/receipts/${hbrReceipt.id}`)), 404)

    const cashier = await signedIn(client, 'cashier@demo.test')
    const cashierPage = await cashier.visit(`/stocks/receipts/${receipt.id}`)
    assert.notProperty(cashierPage.inertiaProps.receipt.lines[0], 'unitCost')
    assert.isFalse(cashierPage.inertiaProps.canPrintLabels)
  })
})
