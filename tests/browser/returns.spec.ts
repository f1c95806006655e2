import { test } from '@japa/runner'
import SaleReturn from '#models/sale_return'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { cartAt, onHandAt, sellAs, stockedProduct } from '#tests/helpers/sales'

test.group('Returns in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('the receipt’s barcode scanned, one unit back on the shelf, the refund on the receipt', async ({
    visit,
    assert,
  }) => {
    const mug = await stockedProduct('DTN', 10, { name: 'Stoneware Mug', price: 700, taxRateBp: 0 })
    await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: mug.id, quantity: 2 }], {
        payments: [{ method: 'cash', amount: 1400 }],
      })
    )
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/returns/create')
    // The scanner types the receipt's Code 128 number into the focused field, then Enter.
    await page.waitForFunction(() => document.activeElement?.id === 'order-code')
    await page.keyboard.type('DTN-000001')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: /Sale DTN-000001/ }).waitFor()

    await page.getByRole('button', { name: 'Take back and refund' }).click()
    await page.getByText('Choose why the goods come back.').waitFor()
    await page.getByLabel('Units of Stoneware Mug coming back', { exact: true }).fill('1')
    await page.assertText('[data-testid="refund-total"]', 'Refund $7.00')
    await page.getByLabel('Reason').selectOption({ label: 'Defective' })
    await page.getByRole('button', { name: 'Take back and refund' }).click()
    await page.waitForURL(/\/orders\/\d+$/)
    await page.getByText('Return RT-000001 saved: refund $7.00.').waitFor()
    await page.getByText('Partly returned').first().waitFor()
    const saved = await SaleReturn.findByOrFail('number', 'RT-000001')
    assert.equal(saved.refundMethod, 'cash')
    assert.equal(await onHandAt(mug.id, 'DTN'), 9)
  })
})
