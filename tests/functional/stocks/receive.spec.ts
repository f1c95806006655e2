import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import StockReceipt from '#models/stock_receipt'
import { receiveStock } from '#services/stock/stock_receipts'
import { fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function count(table: string) {
  const [row] = await db.from(table).count('* as total')
  return Number(row.total)
}

const json = (request: any) => request.header('Accept', 'application/json')

function expectStatus(response: { assertStatus: (status: number) => void }, status: number) {
  response.assertStatus(status)
}

async function costOf(productId: number) {
  const product = await Product.findOrFail(productId)
  return product.cost
}

test.group('Stocks / Add', (group) => {
  group.each.setup(() => freshDatabase())

  test('the form offers only the user’s active branches, preselecting none of several', async ({
    client,
    assert,
  }) => {
    const harbour = await branchCoded('HBR')
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit('/stocks/add')
    page.assertStatus(200)
    page.assertInertiaComponent('stocks/add')
    const props = page.inertiaProps
    assert.deepEqual(
      props.branches.map((branch: { code: string }) => branch.code),
      ['NTH']
    )
    assert.isFalse(props.canViewCost)
    assert.isTrue(props.canPrintLabels)
    assert.isNull(props.received)

    harbour.isActive = false
    await harbour.save()
    const admin = await signedIn(client, 'admin@demo.test')
    const adminPage = await admin.visit('/stocks/add')
    assert.deepEqual(
      adminPage.inertiaProps.branches.map((branch: { code: string }) => branch.code),
      ['DTN', 'NTH']
    )
    assert.isTrue(adminPage.inertiaProps.canViewCost)
  })

  test('cashiers may not receive stock (403), on the page, the lookup and the post', async ({
    client,
  }) => {
    const cashier = await signedIn(client, 'cashier@demo.test')
    expectStatus(await cashier.visit('/stocks/add'), 403)
    expectStatus(await cashier.get('/stocks/add/products?search=x', json), 403)
    const downtown = await branchCoded('DTN')
    expectStatus(await cashier.post('/stocks/receipts', { branch_id: downtown.id, lines: [] }), 403)
  })

  test('a scanned barcode or SKU finds the one product; words find matches; costs only with view_cost', async ({
    client,
    assert,
  }) => {
    const milk = await labelProduct({
      name: 'Whole milk',
      sku: 'MLK-1',
      barcode: '4006381333931',
      cost: 95,
    })
    await labelProduct({ name: 'Milk chocolate', sku: 'CHO-1', cost: 120 })
    await labelProduct({
      name: 'Archived milk',
      sku: 'OLD-1',
      barcode: '96385074',
      isActive: false,
    })
    const admin = await signedIn(client, 'admin@demo.test')

    const byBarcode = await admin.get('/stocks/add/products?search=4006381333931', json)
    byBarcode.assertStatus(200)
    assert.deepEqual(byBarcode.body(), {
      exact: {
        id: milk.id,
        name: 'Whole milk',
        sku: 'MLK-1',
        barcode: '4006381333931',
        unit: 'each',
        cost: 95,
      },
      archived: null,
      products: [],
    })
    const bySku = await admin.get('/stocks/add/products?search=mlk-1', json)
    assert.equal(bySku.body().exact.id, milk.id)

    const words = await admin.get('/stocks/add/products?search=milk', json)
    assert.isNull(words.body().exact)
    assert.deepEqual(
      words.body().products.map((product: { name: string }) => product.name),
      ['Milk chocolate', 'Whole milk']
    )
    const archived = await admin.get('/stocks/add/products?search=96385074', json)
    assert.deepEqual(archived.body(), { exact: null, archived: 'Archived milk', products: [] })

    const clerk = await signedIn(client, 'clerk@demo.test')
    const noCost = await clerk.get('/stocks/add/products?search=4006381333931', json)
    assert.notProperty(noCost.body().exact, 'cost')
  })

  test('a receipt is posted, flashed with its number, and the page offers its labels', async ({
    client,
    assert,
  }) => {
    const milk = await labelProduct({ cost: 100 })
    const bread = await labelProduct({ cost: null })
    const northside = await branchCoded('NTH')
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.post(
      '/stocks/receipts',
      {
        branch_id: northside.id,
        supplier: ' Acme Foods ',
        reference: 'INV-1',
        note: null,
        lines: [
          { product_id: milk.id, quantity: 10, unit_cost: 200 },
          { product_id: bread.id, quantity: 3, unit_cost: 50 },
        ],
      },
      fromPage('/stocks/add')
    )
    response.assertStatus(302)
    response.assertHeader('location', '/stocks/add')
    const receipt = await StockReceipt.query().preload('lines').firstOrFail()
    assert.equal(receipt.number, 'RC-000001')
    assert.equal(receipt.supplier, 'Acme Foods')
    assert.equal(await onHand(milk.id, northside.id), 10)
    assert.equal(await onHand(bread.id, northside.id), 3)
    assert.equal(await costOf(milk.id), 200)
    assert.equal(await costOf(bread.id), 50)

    const page = await manager.visit('/stocks/add')
    assert.equal(page.inertiaProps.flash.success, 'Received RC-000001: 13 units posted.')
    assert.deepEqual(page.inertiaProps.received, { id: receipt.id, number: 'RC-000001' })
    // The audit log names the receipt by its number, and the product's cost change.
    const log = await manager.visit('/audit')
    const actions = log.inertiaProps.events.map(
      (row: { actionLabel: string; subject: { name: string; href: string | null } | null }) => [
        row.actionLabel,
        row.subject?.name,
        row.subject?.href,
      ]
    )
    assert.deepInclude(actions, ['Received stock', 'RC-000001', `/stocks/receipts/${receipt.id}`])
    assert.deepInclude(actions, ['Changed cost', milk.name, `/products/${milk.id}/edit`])
    // Shown once: the next visit is a fresh form.
    const again = await manager.visit('/stocks/add')
    assert.isNull(again.inertiaProps.received)
    await assertLedgerInvariant(assert)
  })

  test('a receipt that would take a level past 1,000,000,000 units is refused by name, nothing written', async ({
    client,
    assert,
  }) => {
    const rice = await labelProduct({ name: 'Rice', cost: 100 })
    const northside = await branchCoded('NTH')
    const actor = await actorFor('admin@demo.test')
    await receiveStock(
      {
        branchId: northside.id,
        lines: [{ productId: rice.id, quantity: 999_999_995, unitCost: 100 }],
      },
      actor
    )
    const manager = await signedIn(client, 'manager@demo.test')
    await manager.visit('/stocks/add')
    const response = await manager.post(
      '/stocks/receipts',
      { branch_id: northside.id, lines: [{ product_id: rice.id, quantity: 10, unit_cost: 100 }] },
      fromPage('/stocks/add')
    )
    response.assertStatus(302)
    const page = await manager.visit('/stocks/add')
    assert.equal(
      page.inertiaProps.flash.error,
      'Rice at Northside would go above 1,000,000,000, the most stock can hold: it holds 999,999,995.'
    )
    assert.equal(await onHand(rice.id, northside.id), 999_999_995)
    assert.equal(await count('stock_receipts'), 1)
    await assertLedgerInvariant(assert)
  })

  test('without products.view_cost a sent unit cost is ignored: the line takes the current cost', async ({
    client,
    assert,
  }) => {
    const milk = await labelProduct({ cost: 100 })
    const northside = await branchCoded('NTH')
    const clerk = await signedIn(client, 'clerk@demo.test')
    const response = await clerk.post('/stocks/receipts', {
      branch_id: northside.id,
      lines: [{ product_id: milk.id, quantity: 4, unit_cost: 1 }],
    })
    response.assertHeader('location', '/stocks/add')
    const receipt = await StockReceipt.query().preload('lines').firstOrFail()
    assert.equal(receipt.lines[0].unitCost, 100)
    assert.equal(await costOf(milk.id), 100)
    await assertLedgerInvariant(assert)
  })

  test('each field and each line gets its own message, and nothing is written', async ({
    client,
    assert,
  }) => {
    const milk = await labelProduct()
    const archived = await labelProduct({ isActive: false })
    const downtown = await branchCoded('DTN')
    const admin = await signedIn(client, 'admin@demo.test')

    const empty = await admin.post('/stocks/receipts', { lines: [] }, fromPage('/stocks/add'))
    empty.assertHeader('location', '/stocks/add')
    let form = await admin.visit('/stocks/add')
    assert.equal(form.inertiaProps.errors.branch_id, 'Choose the branch that received the goods.')
    assert.equal(form.inertiaProps.errors.lines, 'Add at least one product.')

    await admin.post(
      '/stocks/receipts',
      {
        branch_id: downtown.id,
        supplier: 'x'.repeat(121),
        lines: [
          { product_id: milk.id, quantity: 2, unit_cost: 10 },
          { product_id: milk.id, quantity: 1.5, unit_cost: 10 },
          { product_id: milk.id, quantity: 0, unit_cost: -1 },
        ],
      },
      fromPage('/stocks/add')
    )
    form = await admin.visit('/stocks/add')
    const errors = form.inertiaProps.errors
    assert.equal(errors['lines.1.quantity'], 'Enter the quantity as a whole number.')
    assert.equal(errors['lines.2.quantity'], 'Enter a quantity of 1 or more.')
    assert.equal(errors['lines.2.unit_cost'], 'The unit cost must not be negative.')
    assert.notProperty(errors, 'lines.0.quantity')
    assert.exists(errors.supplier)

    // Valid on its face, refused by the service beside the line that names an archived product.
    await admin.post(
      '/stocks/receipts',
      {
        branch_id: downtown.id,
        lines: [
          { product_id: milk.id, quantity: 2, unit_cost: 10 },
          { product_id: archived.id, quantity: 1, unit_cost: 10 },
        ],
      },
      fromPage('/stocks/add')
    )
    form = await admin.visit('/stocks/add')
    assert.equal(
      form.inertiaProps.errors['lines.1.product_id'],
      `${archived.name} is archived: reactivate it before receiving it.`
    )
    assert.equal(await count('stock_receipts'), 0)
    assert.equal(await count('stock_movements'), 0)
  })

  test('a branch outside the user’s scope answers 404 and writes nothing', async ({
    client,
    assert,
  }) => {
    const milk = await labelProduct()
    const downtown = await branchCoded('DTN')
    const clerk = await signedIn(client, 'clerk@demo.test')
    const response = await clerk.post('/stocks/receipts', {
      branch_id: downtown.id,
      lines: [{ product_id: milk.id, quantity: 1 }],
    })
    response.assertStatus(404)
    assert.equal(await count('stock_receipts'), 0)
    assert.equal(await count('stock_movements'), 0)
  })
})

test.group('Print labels from a receipt', (group) => {
  group.each.setup(() => freshDatabase())

  test('?receipt= picks exactly the received products with one label per unit', async ({
    client,
    assert,
  }) => {
    const milk = await labelProduct({ name: 'Milk' })
    const bread = await labelProduct({ name: 'Bread' })
    const other = await labelProduct({ name: 'Not received' })
    const northside = await branchCoded('NTH')
    const receipt = await receiveStock(
      {
        branchId: northside.id,
        lines: [
          { productId: bread.id, quantity: 3, unitCost: 10 },
          { productId: milk.id, quantity: 2, unitCost: 10 },
          { productId: bread.id, quantity: 1, unitCost: 10 },
        ],
      },
      await actorFor('admin@demo.test')
    )
    assert.notEqual(other.id, milk.id)
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit(`/products/print-barcodes?receipt=${receipt.id}`)
    page.assertStatus(200)
    page.assertInertiaComponent('products/print_barcode')
    assert.deepEqual(
      page.inertiaProps.picked.map((product: { name: string }) => product.name),
      ['Bread', 'Milk']
    )
    assert.deepEqual(page.inertiaProps.counts, [4, 2])
    assert.deepEqual(page.inertiaProps.receipt, { id: receipt.id, number: 'RC-000001' })

    const plain = await clerk.visit(`/products/print-barcodes?products=${milk.id},${other.id}`)
    assert.deepEqual(plain.inertiaProps.counts, [1, 1])
    assert.isNull(plain.inertiaProps.receipt)
    await assertLedgerInvariant(assert)
  })

  test('a receipt of another branch answers 404; without print_labels 403', async ({ client }) => {
    const milk = await labelProduct()
    const downtown = await branchCoded('DTN')
    const receipt = await receiveStock(
      { branchId: downtown.id, lines: [{ productId: milk.id, quantity: 1, unitCost: 1 }] },
      await actorFor('admin@demo.test')
    )
    const clerk = await signedIn(client, 'clerk@demo.test')
    expectStatus(await clerk.visit(`/products/print-barcodes?receipt=${receipt.id}`), 404)
    const manager = await signedIn(client, 'manager@demo.test')
    expectStatus(await manager.visit(`/products/print-barcodes?receipt=${receipt.id}`), 200)
    expectStatus(await manager.visit(`/products/print-barcodes?receipt=${receipt.id + 1}`), 404)
    const cashier = await signedIn(client, 'cashier@demo.test')
    expectStatus(await cashier.visit(`/products/print-barcodes?receipt=${receipt.id}`), 403)
  })
})
