import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { signInAs } from '#tests/helpers/browser_sessions'

test.group('Error pages', (group) => {
  group.each.setup(() => freshDatabase())

  test('a signed-in user meets 403 and 404 inside the app, with its menu; a guest the plain page', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const product = await stockedProduct('NTH', 5, { price: 300, taxRateBp: 0 })
    const cart = await cartAt('NTH', [{ productId: product.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 300 }],
    })
    const { order } = await sellAs('admin@demo.test', cart)

    const guest = await visit('/no-such-page')
    await guest.getByRole('heading', { name: 'Page not found' }).waitFor()
    assert.equal(await guest.getByRole('navigation', { name: 'Main menu' }).count(), 0)

    // The Northside clerk may not open sales: refused, inside the app.
    await signInAs(browserContext, 'clerk@demo.test')
    const page = await visit(`/orders/${order.id}`)
    await page.getByRole('heading', { name: 'Access denied' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /Stocks/ })
      .waitFor()
    await page.goto('/stocks/history/999999')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /Stocks/ })
      .waitFor()
  })
})
