import { test } from '@japa/runner'
import type { Page } from 'playwright'
import db from '@adonisjs/lucid/services/db'
import StockLevel from '#models/stock_level'
import { postStockChanges } from '#services/stock/stock_ledger'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

/** What a keyboard-wedge scanner does: types the code into the focused field, then Enter. */
async function scan(page: Page, code: string) {
  const field = page.getByLabel('Scan or search')
  await field.fill(code)
  await field.press('Enter')
}

test.group('Receiving and adjusting stock in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('receive stock by scanning, then print its labels', async ({ visit, assert }) => {
    const milk = await labelProduct({ name: 'Whole milk', barcode: '4006381333931', cost: 100 })
    const bread = await labelProduct({ name: 'Rye bread', barcode: '96385074', cost: 250 })
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await page.goto('/stocks/add')

    await page.getByLabel('Supplier', { exact: true }).fill('Acme Foods')
    await scan(page, '4006381333931')
    await page.assertText('#scan-message', 'Added Whole milk.')
    // Sent without a branch: the message sits beside it and nothing typed is lost.
    await page.getByRole('button', { name: 'Receive stock' }).click()
    await page.getByText('Choose the branch that received the goods.').waitFor()
    assert.equal(await page.getByLabel('Supplier', { exact: true }).inputValue(), 'Acme Foods')
    assert.equal(await page.getByRole('list', { name: 'Lines' }).getByRole('listitem').count(), 1)
    await page.getByLabel('Branch').selectOption({ label: 'Downtown (DTN)' })
    await scan(page, '4006381333931')
    await page.assertText('#scan-message', 'One more Whole milk.')
    await scan(page, '96385074')
    await page.assertText('#scan-message', 'Added Rye bread.')
    // An unknown code says so and keeps the lines.
    await scan(page, 'NOPE-999')
    await page.getByRole('alert').filter({ hasText: 'Unknown code “NOPE-999”' }).waitFor()
    assert.equal(await page.getByRole('list', { name: 'Lines' }).getByRole('listitem').count(), 2)

    const milkQuantity = page.getByLabel('Quantity of Whole milk', { exact: true })
    assert.equal(await milkQuantity.inputValue(), '2')
    assert.equal(
      await page.getByLabel('Unit cost of Rye bread', { exact: true }).inputValue(),
      '2.50'
    )
    await page.getByLabel('Quantity of Rye bread', { exact: true }).fill('3')
    await page.getByRole('button', { name: 'Receive stock' }).click()

    await page.getByText('Received RC-000001.').waitFor()
    const downtown = await branchCoded('DTN')
    assert.equal(await onHand(milk.id, downtown.id), 2)
    assert.equal(await onHand(bread.id, downtown.id), 3)
    await assertLedgerInvariant(assert)

    await page.getByRole('link', { name: 'Print labels for these products' }).click()
    await page.waitForURL('**/products/print-barcodes?receipt=*')
    assert.equal(await page.getByLabel('Labels of Whole milk').inputValue(), '2')
    assert.equal(await page.getByLabel('Labels of Rye bread').inputValue(), '3')
    await page.getByTestId('label').nth(4).waitFor()
    assert.equal(await page.getByTestId('label-preview').getByTestId('label').count(), 5)
  })

  test('adjust by count', async ({ visit, assert }) => {
    const product = await labelProduct({ name: 'Oat milk 1 l' })
    const downtown = await branchCoded('DTN')
    const admin = await actorFor('admin@demo.test')
    await db.transaction((trx) =>
      postStockChanges(
        [{ productId: product.id, branchId: downtown.id, quantity: 10, type: 'receipt' }],
        admin,
        trx
      )
    )
    const level = await StockLevel.query()
      .where({ product_id: product.id, branch_id: downtown.id })
      .firstOrFail()

    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await page.goto(`/stocks/${level.id}/edit`)
    await page.assertText('[data-testid="on-hand"]', '10')

    await page.getByLabel('Counted quantity').fill('7')
    await page.getByLabel('Note').fill('Shelf count, aisle 4')
    await page.getByRole('button', { name: 'Save adjustment' }).click()
    await page.assertText('[data-testid="on-hand"]', '7')
    await page.getByRole('cell', { name: 'Adjusted' }).waitFor()
    assert.equal(await onHand(product.id, downtown.id), 7)
    await assertLedgerInvariant(assert)
  })
})
