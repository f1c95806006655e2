import { test } from '@japa/runner'
import type { Page } from 'playwright'
import PurchaseOrder from '#models/purchase_order'
import PurchaseOrderLine from '#models/purchase_order_line'
import Supplier from '#models/supplier'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'
import { pdfText } from '#tests/helpers/pdf'
import { labelProduct } from '#tests/helpers/products'
import { assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'
import { aSupplier, stockAt } from '#tests/helpers/purchasing'

/** What a keyboard-wedge scanner does: types the code into the focused field, then Enter. */
async function scan(page: Page, code: string, message: string) {
  const field = page.getByLabel('Scan or search')
  await field.pressSequentially(code, { delay: 5 })
  await field.press('Enter')
  await page.assertText('#scan-message', message)
}

/** Stocks / Add at Northside against the order, its lines filled with what is outstanding. */
async function receiveAgainst(page: Page) {
  await page.goto('/stocks/add')
  await page.getByLabel('Branch').selectOption({ label: 'Northside (NTH)' })
  await page.getByLabel('Purchase order').selectOption({ label: 'PO-000001 · Supplier BEV' })
}

test.group('Purchasing in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('suggestions to a draft order, ordered, received in part by scanning, then the rest; its PDF', async ({
    visit,
    assert,
  }) => {
    const nth = await branchCoded('NTH')
    const cola = await labelProduct({
      name: 'Cola 330 ml',
      barcode: '4006381333931',
      reorderLevel: 10,
      cost: 50,
    })
    await aSupplier('BEV', [{ productId: cola.id, packSize: 6, isPreferred: true }])
    await stockAt(cola, nth.id, 4)

    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    // Level 10, no target: up to 20 less the 4 held is 16, in packs of 6: 18.
    await page.goto(`/purchase-orders/suggestions?branch=${nth.id}`)
    assert.equal(
      await page.getByLabel('Quantity of Cola 330 ml', { exact: true }).inputValue(),
      '18'
    )
    await page.getByRole('button', { name: 'Create draft orders' }).click()
    await page.getByText('Draft orders created: PO-000001.').waitFor()
    await page.getByRole('link', { name: 'PO-000001' }).click()
    await page.waitForURL('**/purchase-orders/*')

    await page.getByRole('button', { name: 'Order it' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Order it' }).click()
    await page.getByText('PO-000001 ordered: its lines now count as on order.').waitFor()
    const order = await PurchaseOrder.firstOrFail()
    assert.equal(order.status, 'ordered')

    // The first delivery: counted by scanning from zero, 5 of the 18.
    await receiveAgainst(page)
    assert.equal(
      await page.getByLabel('Quantity of Cola 330 ml', { exact: true }).inputValue(),
      '18'
    )
    await page.getByRole('button', { name: 'Set every line to 0 and count by scanning' }).click()
    await scan(page, '4006381333931', 'One more Cola 330 ml.')
    for (let count = 2; count <= 5; count++) {
      await page.getByLabel('Scan or search').pressSequentially('4006381333931', { delay: 5 })
      await page.getByLabel('Scan or search').press('Enter')
      await page.waitForFunction(
        (expected) =>
          (document.querySelector('input[name="lines.0.quantity"]') as HTMLInputElement)?.value ===
          expected,
        String(count)
      )
    }
    await page.getByRole('button', { name: 'Receive stock' }).click()
    await page.getByText('Received RC-000001.').waitFor()
    await order.refresh()
    assert.equal(order.status, 'partial')
    const [line] = await PurchaseOrderLine.query().where('purchase_order_id', order.id)
    assert.equal(line.receivedQuantity, 5)

    // The rest: the order now offers the 13 still outstanding.
    await receiveAgainst(page)
    assert.equal(
      await page.getByLabel('Quantity of Cola 330 ml', { exact: true }).inputValue(),
      '13'
    )
    await page.getByRole('button', { name: 'Receive stock' }).click()
    await page.getByText('Received RC-000002.').waitFor()
    await order.refresh()
    assert.equal(order.status, 'received')
    assert.equal(await onHand(cola.id, nth.id), 22)
    await assertLedgerInvariant(assert)

    const pdf = await page.request.get(`/purchase-orders/${order.id}/pdf`)
    assert.equal(pdf.headers()['content-type'], 'application/pdf')
    const text = await pdfText(Buffer.from(await pdf.body()))
    assert.include(text, 'Purchase order PO-000001')
    assert.include(text, 'Cola 330 ml')
    assert.include(text, '18 (3 × 6)')
  }).timeout(120_000)
})

test.group('Suppliers CSV in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('the list imports a file: the bad line named first, then new and updated suppliers', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await aSupplier('BEV01')
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/suppliers')
    await page.getByRole('link', { name: 'Export CSV' }).waitFor()
    await page.getByRole('link', { name: 'Import CSV' }).click()
    await page.waitForURL('**/suppliers/import')
    const csv = [
      'code,name,lead_time_days',
      'NEW01,New Foods,4',
      'bev01,Beverages Ltd,2',
      'BAD,Bad,-1',
    ]
    await page.setInputFiles('#file', {
      name: 'suppliers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.join('\n'), 'utf8'),
    })
    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.waitForURL('**/suppliers/import/*')
    await page.assertText('[data-testid="new-count"]', '1')
    await page.assertText('[data-testid="changed-count"]', '1')
    await page.assertTextContains(
      '[data-testid="error-line-4"]',
      'lead_time_days: Enter the lead time as a whole number of days.'
    )
    assert.isNull(await Supplier.findBy('code', 'NEW01'), 'nothing saved yet')

    await page.getByRole('button', { name: 'Import 2 suppliers' }).click()
    await page.waitForURL('**/suppliers')
    await page.assertTextContains('.toast', 'Imported 2 suppliers: 1 new, 1 updated.')
    const updated = await Supplier.findByOrFail('code', 'bev01')
    assert.deepEqual([updated.name, updated.leadTimeDays], ['Beverages Ltd', 2])
  })
})
