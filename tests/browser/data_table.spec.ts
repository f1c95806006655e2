/// <reference lib="dom" />
import { test } from '@japa/runner'
import { seriousViolations } from '#tests/helpers/axe'
import type { Page } from 'playwright'
import Customer from '#models/customer'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { freshDatabase, manyCustomers } from '#tests/helpers/database'
import { openFromMenu } from '#tests/helpers/browser'
import { openSignedIn, recordSignIn, signInAs } from '#tests/helpers/browser_sessions'

async function recordEvents(count: number) {
  for (let index = 0; index < count; index++) {
    await recordAudit({
      action: index % 3 === 0 ? 'product.price_changed' : 'product.updated',
      actor: { user: null, ip: null },
      changes: valuesSet({ index }),
    })
  }
}

/** Waits until the column headed `name` is sorted in `direction` (its `aria-sort`). */
async function sortedBy(page: Page, name: string, direction: 'ascending' | 'descending') {
  await page.locator(`th[aria-sort="${direction}"]`, { hasText: name }).waitFor()
}

/** The pagination as a person reads it: numbers, ellipses, and which page is current. */
async function pagesShown(page: Page) {
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await pages.waitFor()
  const items = await pages.locator('li:not(:first-child):not(:last-child)').allInnerTexts()
  const current = await pages.locator('[aria-current="page"]').innerText()
  return { items: items.map((item) => item.trim()), current }
}

test.group('Data table (audit log)', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await recordEvents(30)
  })

  test('search, filter, sort and page live in the URL and survive a reload', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    await recordSignIn('admin@demo.test')
    const page = await visit('/dashboard')
    await openFromMenu(page, 'Audit log')
    await page.waitForURL('**/audit')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–25 of 31')

    await page.getByRole('button', { name: 'Page 2' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    // The next page's link names the row it follows, so the server seeks it through the index.
    const after = new URL(page.url()).searchParams.get('after')
    assert.match(after ?? '', /^\d+$/)
    await page.assertText('[data-testid="row-count"]', 'Showing 26–31 of 31')

    await page.getByLabel('Action', { exact: true }).selectOption('product.updated')
    await page.waitForURL((url) => url.searchParams.get('action') === 'product.updated')
    assert.isNull(new URL(page.url()).searchParams.get('page'), 'a new filter starts at page 1')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–20 of 20')

    // Newest first by default; the When header turns it around.
    await sortedBy(page, 'When', 'descending')
    await page.getByRole('button', { name: 'When' }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest')
    await sortedBy(page, 'When', 'ascending')
    await page.getByRole('searchbox', { name: /Search actions/ }).fill('"to":4}')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.has('search'))
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')

    await page.reload()
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    await page.assertInputValue('#table-search', '"to":4}')
    await page.assertInputValue('#filter-action', 'product.updated')
    await sortedBy(page, 'When', 'ascending')

    // A later page of a searched, sorted list comes back after a reload too.
    await page.goto('/audit?search=index&sort=oldest')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–25 of 30')
    await page.assertTextContains('tbody tr:first-child', 'Index: 0')
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await page.reload()
    await page.assertText('[data-testid="row-count"]', 'Showing 26–30 of 30')
    await page.assertInputValue('#table-search', 'index')
    await sortedBy(page, 'When', 'ascending')

    // Clicking the sorted header again turns it back.
    await page.getByRole('button', { name: 'When' }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'newest')
    await page.assertTextContains('tbody tr:first-child', 'Index: 29')
  })

  test('numbered pages: the first, the last and two either side of the current one', async ({
    browserContext,
    visit,
    assert,
  }) => {
    // 31 + 220 events: 11 pages of 25.
    await recordEvents(220)
    await signInAs(browserContext, 'admin@demo.test')
    await recordSignIn('admin@demo.test')
    const page = await visit('/audit?page=6')
    assert.deepEqual(await pagesShown(page), {
      items: ['1', '…', '4', '5', '6', '7', '8', '…', '11'],
      current: '6',
    })

    await page.getByRole('button', { name: 'Page 11' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '11')
    await page.assertText('[data-testid="row-count"]', 'Showing 251–251 of 251')
    assert.deepEqual(await pagesShown(page), {
      items: ['1', '…', '9', '10', '11'],
      current: '11',
    })
    await page.assertDisabled(page.getByRole('button', { name: 'Next page' }))

    // A gap of one page shows that page rather than an ellipsis.
    await page.goto('/audit?page=5')
    assert.deepEqual(await pagesShown(page), {
      items: ['1', '2', '3', '4', '5', '6', '7', '…', '11'],
      current: '5',
    })
  })

  test('a list longer than 10,000 rows says "more than" and its pages reach on', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await manyCustomers(10_030, 'Shopper')
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/customers')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–25 of more than 10,000')
    assert.deepEqual(await pagesShown(page), {
      items: ['1', '2', '3', '…', '400', '…'],
      current: '1',
    })

    // Counted from page 400 on, the list ends within reach: its last page is numbered.
    await page.getByRole('button', { name: 'Page 400' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '400')
    await page.assertText('[data-testid="row-count"]', 'Showing 9,976–10,000 of 10,030')
    assert.deepEqual(await pagesShown(page), {
      items: ['1', '…', '398', '399', '400', '401', '402'],
      current: '400',
    })
  })

  test('Clear filters empties the search and the filters and keeps the order', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    await recordSignIn('admin@demo.test')
    const page = await visit('/audit?sort=oldest')
    await page.assertNotExists('text=Clear filters')

    await page.goto('/audit?action=product.updated&search=index&sort=oldest')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–20 of 20')
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => url.search === '?sort=oldest')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–25 of 31')
    await page.assertInputValue('#table-search', '')
    await page.assertInputValue('#filter-action', '')
    await sortedBy(page, 'When', 'ascending')
    assert.equal(await page.getByRole('link', { name: 'Clear filters' }).count(), 0)
  })

  test('an empty result says so', async ({ browserContext, visit }) => {
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/audit?search=nothing-like-this')
    await page.assertTextContains('tbody', 'No event matches these filters.')
    await page.assertText('[data-testid="row-count"]', 'No rows')
  })
})

test.group('Data table on a phone', (group) => {
  group.each.setup(() => freshDatabase())

  test('each row is a card with nothing scrolling sideways and the filters folded; axe clean light and dark', async ({
    visit,
    assert,
  }) => {
    await Customer.create({
      name: 'Maximiliane Wolkenstein-Oberhausen',
      email: 'maximiliane.wolkenstein-oberhausen@a-rather-long-mail-domain.example',
      phone: '+49 30 1234 5678 9012',
      isActive: true,
    })
    await Customer.create({ name: 'Bob Stone', email: 'bob@shop.test', isActive: false })
    const page = await visit('/login')
    await page.setViewportSize({ width: 375, height: 800 })
    await openSignedIn(page, 'admin@demo.test')
    await page.goto('/customers')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–2 of 2')

    const fits = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth <= window.innerWidth,
        table: [...document.querySelectorAll('.table-responsive')].every(
          (box) => box.scrollWidth <= box.clientWidth
        ),
      }))
    assert.deepEqual(await fits(), { page: true, table: true })

    // A card: no header row to read, the name as its title, each value beside its label.
    const card = page.getByRole('row').filter({ hasText: 'Maximiliane' })
    // The headers stay for screen readers only (one pixel, clipped).
    const header = await page.getByRole('columnheader', { name: 'Email' }).boundingBox()
    assert.isAtMost(header!.height, 1)
    const label = await card
      .locator('td', { hasText: 'a-rather-long-mail-domain' })
      .evaluate((cell) => getComputedStyle(cell, '::before').content)
    assert.equal(label, '"Email"')
    await page.assertVisible(card.getByRole('button', { name: /Actions for Maximiliane/ }))

    // Filters fold behind a button; the phone sorts with a select instead of headers.
    const status = page.getByLabel('Status')
    await page.assertNotVisible(status)
    const toggle = page.getByRole('button', { name: 'Filters' })
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false')
    await toggle.click()
    await page.assertVisible(status)
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true')
    await status.selectOption('inactive')
    await page.waitForURL((url) => url.searchParams.get('status') === 'inactive')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    await page.assertVisible(page.getByRole('link', { name: 'Clear filters' }))
    await page.getByLabel('Sort').selectOption('name_desc')
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name_desc')
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => url.search === '?sort=name_desc')
    await page.assertTextContains('tbody tr:first-child', 'Maximiliane')
    assert.deepEqual(await fits(), { page: true, table: true })

    for (const mode of ['off', 'on']) {
      await page.evaluate((value) => localStorage.setItem('posCenter.darkMode', value), mode)
      await page.reload()
      await page.locator('.data-table').waitFor()
      const found = await seriousViolations(page)
      assert.deepEqual(found, [], `dark mode ${mode}: ${found.join('; ')}`)
    }
  })
})
