import { test } from '@japa/runner'
import SaleReturn from '#models/sale_return'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, onHandAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { signInAs } from '#tests/helpers/browser_sessions'

test.group('Returns in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('the receipt’s barcode scanned, one unit back on the shelf, the refund on the receipt', async ({
    browserContext,
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
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/returns/create')
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

  test('a message goes once its field is corrected, and comes back with the next answer', async ({
    browserContext,
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
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/returns/create?order=DTN-000001')
    const units = page.getByLabel('Units of Stoneware Mug coming back', { exact: true })
    const unitsError = page.locator('[id$="-quantity-error"]')
    const reason = page.getByLabel('Reason')
    const note = page.getByLabel('Note')
    const take = page.getByRole('button', { name: 'Take back and refund' })
    /** Sends the form and waits for the server's answer to be on the page. */
    const send = async () => {
      const answered = page.evaluate(
        () =>
          new Promise((resolve) =>
            document.addEventListener('inertia:finish', resolve, { once: true })
          )
      )
      await take.click()
      await answered
    }

    await send()
    const noReason = page.getByText('Choose why the goods come back.')
    const noLines = page.getByText('Enter how many units of at least one line come back.')
    await noReason.waitFor()
    await noLines.waitFor()
    await reason.selectOption({ label: 'Defective' })
    await noReason.waitFor({ state: 'detached' })
    assert.isNull(await reason.getAttribute('aria-invalid'))
    await units.fill('1')
    await noLines.waitFor({ state: 'detached' })

    // Another note as long is refused again by the next answer, with the same words.
    await note.fill('x'.repeat(501))
    await send()
    const tooLong = page.locator('#note-error')
    const words = await tooLong.innerText()
    await note.fill('x'.repeat(502))
    await tooLong.waitFor({ state: 'detached' })
    await send()
    await page.assertText('#note-error', words)
    await note.fill('')

    // Three of two: the field says so as it is typed, the server as it answers.
    await units.fill('3')
    await page.assertText('[id$="-quantity-error"]', 'Enter a whole number from 0 to 2.')
    await send()
    await units.fill('2')
    assert.equal(await unitsError.count(), 0)
    assert.isNull(await units.getAttribute('aria-invalid'))

    await units.fill('1')
    await take.click()
    await page.waitForURL(/\/orders\/\d+$/)
    assert.equal(await onHandAt(mug.id, 'DTN'), 9)
  })
})
