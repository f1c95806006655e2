import { test } from '@japa/runner'
import type { Locator } from 'playwright'
import Setting from '#models/setting'
import { freshDatabase } from '#tests/helpers/database'
import { aProduct } from '#tests/helpers/products'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { signInAs, openSignedIn } from '#tests/helpers/browser_sessions'
import { appRunning } from '#tests/helpers/browser'

/** The direction the text of `locator` runs in. */
function directionOf(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).direction)
}

/** Where the last `text` of a text inside `locator` is drawn, from its left edge to its right. */
function drawn(locator: Locator, text: string) {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.lastIndexOf(wanted)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + wanted.length)
      const { left, right } = range.getBoundingClientRect()
      return { left, right }
    }
    throw new Error(`"${wanted}" is not drawn in the element`)
  }, text)
}

/**
 * Whether `first` is drawn left of `then` inside `locator`, the order English
 * reads in (a pixel's leeway: neighbouring glyphs meet at a fraction).
 */
async function readsLeftToRight(locator: Locator, first: string, then: string) {
  const [before, after] = [await drawn(locator, first), await drawn(locator, then)]
  return before.right <= after.left + 1
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
    await openSignedIn(page, 'admin@demo.test')
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
    browserContext,
    visit,
  }) => {
    await Setting.query().update({ locale: 'de-DE' })
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/audit?from=2026-03-01')
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

  test('in RTL, titles, messages, badges and toasts in English keep their order and line up on the right', async ({
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
    await page.addInitScript(() =>
      window.localStorage.setItem('posCenter.layout', JSON.stringify({ rtlSupport: true }))
    )
    await openSignedIn(page, 'admin@demo.test')
    await page.goto('/orders/1')
    await appRunning(page)
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl')

    const title = page.getByRole('heading', { level: 1 })
    assert.match(await title.innerText(), /^Order DTN-000001/)
    assert.isTrue(await readsLeftToRight(title, 'Order', 'DTN-000001'))
    const nothing = page.getByText('Nothing was returned.')
    assert.isTrue(await readsLeftToRight(nothing, 'Nothing', '.'))
    // Lined up with the page's start, on the right of its card.
    const box = (await nothing.boundingBox())!
    const fullStop = await drawn(nothing, '.')
    assert.isBelow(box.x + box.width - fullStop.right, 20)
    const badge = page.locator('.badge', { hasText: 'Completed' }).first()
    assert.isTrue(await readsLeftToRight(badge, 'Com', 'pleted'))

    // The message beside a field, and a toast, each ending with a full stop.
    await page.goto('/returns/create?order=DTN-000001')
    await page.getByRole('button', { name: 'Take back and refund' }).click()
    const noReason = page.getByText('Choose why the goods come back.')
    assert.isTrue(await readsLeftToRight(noReason, 'Choose', '.'))
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    assert.isTrue(
      await readsLeftToRight(breadcrumb, 'Return goods', 'Returns'),
      'RTL: the trail ends on the left'
    )
    await page.getByLabel('Units of Stoneware Mug coming back', { exact: true }).fill('1')
    await page.getByLabel('Reason').selectOption({ label: 'Defective' })
    await page.getByRole('button', { name: 'Take back and refund' }).click()
    const toast = page.locator('.toast-body span', { hasText: 'Return RT-000001 saved' })
    await toast.waitFor()
    assert.isTrue(await readsLeftToRight(toast, 'Return', 'RT-000001'))
    assert.isTrue(await readsLeftToRight(toast, '$7.00', '.'))
  })
})
