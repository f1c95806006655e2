import { test } from '@japa/runner'
import type { Locator } from 'playwright'
import Setting from '#models/setting'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { aProduct } from '#tests/helpers/products'

/** The direction the text of `locator` runs in. */
function directionOf(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).direction)
}

test.group("The shop's locale in the browser", (group) => {
  group.each.setup(() => freshDatabase())

  test('a de-DE shop types the price as 21,49 and sees 21,49 back; in RTL the SKU, amounts and the audit log read left to right', async ({
    visit,
    assert,
  }) => {
    await Setting.query().update({ currency: 'EUR', locale: 'de-DE' })
    const product = await aProduct()
    const page = await visit('/login')
    // Right-to-left, as the appearance settings keep it on this device.
    await page.addInitScript(() =>
      window.localStorage.setItem('posCenter.layout', JSON.stringify({ rtlSupport: true }))
    )
    await signInToDashboard(page, 'admin@demo.test')
    await page.goto(`/products/${product.id}/edit`)
    await page.assertInputValue('#price', '2,79')

    // A point groups thousands in de-DE: "21.49" is refused, not guessed.
    await page.getByLabel('Price').fill('21.49')
    await page.assertText(
      '#price-error',
      'Enter an amount in EUR with at most 2 decimals after ",", like 19,99 or 1.234,56.'
    )
    await page.getByLabel('Price').fill('21,49')
    await page.assertNotExists('#price-error')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.assertTextContains('.toast', 'Sea Salt Chips 150 g saved.')
    await page.assertInputValue('#price', '21,49')
    await page.assertText('[data-testid="product-price"]', '21,49\u00a0€')
    await product.refresh()
    assert.equal(product.price, 2149)

    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl')
    assert.equal(await directionOf(page.locator('#price')), 'ltr')
    await page.goto('/products')
    const row = page.getByRole('row', { name: /Sea Salt Chips/ })
    assert.equal(await directionOf(row.getByText('SNK-001', { exact: true })), 'ltr')
    assert.equal(await directionOf(row.getByText('4006381333931', { exact: true })), 'ltr')
    assert.equal(await directionOf(row.getByText('21,49\u00a0€', { exact: true })), 'ltr')

    // The audit log's day and its "from → to" change.
    await page.goto('/audit')
    const event = page.getByRole('row', { name: /Changed price/ }).first()
    assert.equal(await directionOf(event.getByText(/^\d{2}\.\d{2}\.\d{4}/)), 'ltr')
    assert.equal(
      await directionOf(event.getByText('2,79\u00a0€ → 21,49\u00a0€', { exact: true })),
      'ltr'
    )
  })

  test("the audit log's day filter is written and read as de-DE writes a day", async ({
    visit,
  }) => {
    await Setting.query().update({ locale: 'de-DE' })
    const page = await visit('/login')
    await signInToDashboard(page, 'admin@demo.test')
    await page.goto('/audit?from=2026-03-01')
    await page.assertInputValue('#filter-from', '01.03.2026')

    await page.getByLabel('To', { exact: true }).fill('3/31/2026')
    await page.getByLabel('To', { exact: true }).press('Enter')
    await page.assertText('#filter-to-error', 'Enter a day like 31.03.2026.')
    await page.getByLabel('To', { exact: true }).fill('31.3.2026')
    await page.getByLabel('To', { exact: true }).press('Enter')
    await page.waitForURL((url) => url.searchParams.get('to') === '2026-03-31')
    await page.assertInputValue('#filter-to', '31.03.2026')
    await page.assertNotExists('#filter-to-error')
  })
})
