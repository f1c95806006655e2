/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import Role from '#models/role'
import { freshDatabase } from '#tests/helpers/database'
import { searchFixtures } from '#tests/helpers/catalogue_fixtures'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { appRunning } from '#tests/helpers/browser'
import { signInAs, openSignedIn } from '#tests/helpers/browser_sessions'

function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search' })
}

function results(page: Page) {
  return page.getByRole('listbox', { name: 'Search results' })
}

test.group('Header search', (group) => {
  group.each.setup(() => freshDatabase())

  test('/ opens it, results come grouped as you type, arrows and Enter open one', async ({
    visit,
    assert,
  }) => {
    const { products } = await searchFixtures()
    const page = await visit('/login')
    await page.setViewportSize({ width: 1366, height: 800 })
    await openSignedIn(page, 'cashier@demo.test')

    await page.keyboard.press('/')
    await searchBox(page).waitFor()
    assert.isTrue(await searchBox(page).evaluate((element) => element === document.activeElement))
    assert.equal(await searchBox(page).inputValue(), '', 'the / is not typed into the box')
    assert.equal(
      await searchBox(page).getAttribute('placeholder'),
      'Search products, customers and orders…'
    )

    await page.keyboard.type('o')
    await page.getByText('Type at least 2 characters.').waitFor()
    await page.keyboard.type('at')
    const productsGroup = results(page).getByRole('group', { name: 'Products' })
    const customersGroup = results(page).getByRole('group', { name: 'Customers' })
    await productsGroup.waitFor()
    assert.deepEqual(await productsGroup.getByRole('option').allInnerTexts(), [
      'Oat milk 1 L\nSKU OAT-MILK-1 · 2000000000015',
      'Rolled oats 500 g\nSKU OATS-500',
      'Oat barInactive\nSKU OAT-BAR',
    ])
    assert.deepEqual(
      await customersGroup
        .getByRole('option')
        .evaluateAll((options) =>
          options.map((option) => option.querySelector('.fw-semibold')!.textContent)
        ),
      ['Olivia Oates', 'Boat ClubInactive']
    )

    // The first result is highlighted: Enter would open it.
    assert.equal(
      await productsGroup.getByRole('option').first().getAttribute('aria-selected'),
      'true'
    )
    await page.keyboard.press('ArrowDown')
    const second = productsGroup.getByRole('option').nth(1)
    assert.equal(await second.getAttribute('aria-selected'), 'true')
    assert.equal(
      await searchBox(page).getAttribute('aria-activedescendant'),
      await second.getAttribute('id')
    )
    await page.keyboard.press('ArrowUp')
    assert.equal(
      await productsGroup.getByRole('option').first().getAttribute('aria-selected'),
      'true'
    )
    // Up from the first wraps round to the last customer; down again comes back.
    await page.keyboard.press('ArrowUp')
    assert.equal(
      await customersGroup.getByRole('option').last().getAttribute('aria-selected'),
      'true'
    )
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/products/${products[2].id}/edit`)
    assert.equal(await searchBox(page).count(), 0, 'the search closes on the way')
  })

  test('an order number typed loosely, then Enter, opens the order', async ({
    browserContext,
    visit,
  }) => {
    const product = await stockedProduct('DTN', 5, { price: 300, taxRateBp: 0 })
    const cart = await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
      payments: [{ method: 'cash', amount: 300 }],
    })
    const { order } = await sellAs('admin@demo.test', cart)
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/dashboard')
    await appRunning(page)
    await page.keyboard.press('/')
    await searchBox(page).fill('dtn-1')
    await results(page).getByRole('group', { name: 'Orders' }).getByText('DTN-000001').waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/orders/${order.id}`)
  })

  test('Ctrl+K and Cmd+K open it from anywhere; / in a text field is just a character', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/audit')
    const auditSearch = page.getByRole('searchbox', {
      name: 'Search actions, details and addresses',
    })
    await auditSearch.click()
    await page.keyboard.type('a/b')
    assert.equal(await auditSearch.inputValue(), 'a/b')
    assert.equal(await searchBox(page).count(), 0)

    await page.keyboard.press('Control+k')
    await searchBox(page).waitFor()
    assert.equal(await auditSearch.inputValue(), 'a/b')
    await page.keyboard.press('Escape')
    await searchBox(page).waitFor({ state: 'detached' })
    assert.isTrue(
      await auditSearch.evaluate((element) => element === document.activeElement),
      'focus goes back where it was'
    )

    await page.keyboard.press('Meta+k')
    await searchBox(page).waitFor()
    await page.getByRole('button', { name: 'Close search' }).click()
    await searchBox(page).waitFor({ state: 'detached' })
  })

  test('results stay within what the role may see', async ({ browserContext, visit, assert }) => {
    await searchFixtures()
    await signInAs(browserContext, 'clerk@demo.test')
    const page = await visit('/dashboard')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    assert.equal(await searchBox(page).getAttribute('placeholder'), 'Search products…')
    await searchBox(page).fill('oat')
    await results(page).getByRole('group', { name: 'Products' }).waitFor()
    assert.equal(await results(page).getByRole('group', { name: 'Customers' }).count(), 0)
    await searchBox(page).fill('olivia')
    await page.getByText('No products match “olivia”.').waitFor()
  })

  test('a role with neither products nor customers asks the server nothing', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const role = await Role.findByOrFail('name', 'Stock clerk')
    role.permissions = role.permissions.filter(
      (permission) => permission !== 'products.view' && permission !== 'customers.view'
    )
    await role.save()
    await signInAs(browserContext, 'clerk@demo.test')
    const page = await visit('/dashboard')
    await appRunning(page)
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/search') asked.push(request.url())
    })
    await page.keyboard.press('/')
    assert.equal(
      await searchBox(page).getAttribute('placeholder'),
      'Nothing to search for your role'
    )
    await searchBox(page).fill('oat milk')
    await page.keyboard.press('Escape')
    await searchBox(page).waitFor({ state: 'detached' })
    assert.deepEqual(asked, [])
  })
})
