import { test } from '@japa/runner'
import Order from '#models/order'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { onHandAt, stockedProduct } from '#tests/helpers/sales'
import { assertLedgerInvariant } from '#tests/helpers/stock'

test.group('The counter in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('a wedge-scanned sale paid by card and cash, its receipt, and the next sale on Enter', async ({
    visit,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 10, {
      name: 'Chamomile Tea',
      barcode: '5012345678900',
      price: 450,
      taxRateBp: 0,
    })
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/orders/create')
    const scanField = page.getByLabel('Scan or search')
    // The scan field has the focus: a wedge scanner types the digits, then Enter.
    await page.waitForFunction(() => document.activeElement?.id === 'scan')
    await page.keyboard.type('5012345678900')
    await page.keyboard.press('Enter')
    await page.assertText('#scan-message', 'Added Chamomile Tea.')
    await page.keyboard.type('5012345678900')
    await page.keyboard.press('Enter')
    await page.assertText('#scan-message', 'One more Chamomile Tea: 2.')
    await scanField.fill('0000000000000')
    await scanField.press('Enter')
    await page.getByRole('alert').filter({ hasText: 'Unknown code “0000000000000”' }).waitFor()
    assert.equal(
      await page.getByLabel('Quantity of Chamomile Tea', { exact: true }).inputValue(),
      '2'
    )
    await page.assertText('[data-testid="sale-total"]', '$9.00')

    // A reload keeps the cart.
    await page.reload()
    await page.assertText('[data-testid="sale-total"]', '$9.00')

    await page.getByRole('button', { name: 'Card', exact: true }).click()
    const card = page.getByLabel('Card', { exact: true })
    assert.equal(await card.inputValue(), '9.00')
    await card.fill('5.00')
    await page.getByRole('button', { name: 'Cash', exact: true }).click()
    const cash = page.getByLabel('Cash received', { exact: true })
    assert.equal(await cash.inputValue(), '4.00')
    await cash.fill('10.00')
    await page.assertTextContains('[role="status"][aria-live="polite"]', 'Change due $6.00')

    await page.keyboard.press('F9')
    await page.waitForURL(/\/orders\/\d+$/)
    await page.getByText('Sale DTN-000001 completed. Change due: $6.00.').waitFor()
    const order = await Order.findByOrFail('number', 'DTN-000001')
    assert.equal(order.total, 900)
    assert.equal(order.changeDue, 600)
    assert.equal(await onHandAt(tea.id, 'DTN'), 8)
    await assertLedgerInvariant(assert)

    await page.getByRole('article', { name: 'Receipt DTN-000001' }).waitFor()

    // The next customer is one keystroke away, with a clear cart.
    await page.keyboard.press('Enter')
    await page.waitForURL('**/orders/create')
    await page.getByText('Scan a product to start the sale.').waitFor()
  })

  test('a sale parked, resumed from the list and completed', async ({ visit, assert }) => {
    await stockedProduct('DTN', 10, { name: 'Rooibos', sku: 'TEA-ROO', price: 300, taxRateBp: 0 })
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/orders/create')
    const scanField = page.getByLabel('Scan or search')
    await scanField.fill('rooibos')
    await scanField.press('Enter')
    await page.getByRole('button', { name: 'Add Rooibos' }).click()
    await page.getByRole('button', { name: /Park sale/ }).click()
    await page.getByText('Sale parked: resume it from Parked sales.').waitFor()
    await page.getByText('Scan a product to start the sale.').waitFor()

    await page.getByRole('link', { name: /Resume the sale parked/ }).click()
    await page.waitForURL(/\/orders\/\d+\/edit$/)
    await page.getByRole('heading', { name: 'Parked sale', exact: true }).waitFor()
    assert.equal(await page.getByLabel('Quantity of Rooibos', { exact: true }).inputValue(), '1')
    await page.getByRole('button', { name: 'Cash', exact: true }).click()
    await page.getByRole('button', { name: /Complete sale/ }).click()
    await page.waitForURL(/\/orders\/\d+$/)
    await page.getByText('Sale DTN-000001 completed.').waitFor()
    const orders = await Order.all()
    assert.deepEqual(
      orders.map((order) => [order.number, order.status, order.total]),
      [['DTN-000001', 'completed', 300]]
    )
  })
})
