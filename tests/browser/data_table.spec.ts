import { test } from '@japa/runner'
import { recordAudit, valuesSet } from '#services/audit_log'
import { freshDatabase } from '#tests/helpers/database'
import { openFromMenu, signInToDashboard } from '#tests/helpers/browser'

test.group('Data table (audit log)', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    for (let index = 0; index < 30; index++) {
      await recordAudit({
        action: index % 3 === 0 ? 'product.price_changed' : 'product.updated',
        actor: { user: null, ip: null },
        changes: valuesSet({ index }),
      })
    }
  })

  test('search, filter, sort and page live in the URL and survive a reload', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signInToDashboard(page, 'admin@demo.test')
    await openFromMenu(page, 'Audit log')
    await page.waitForURL('**/audit')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–25 of 31')

    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL('**/audit?page=2')
    await page.assertText('[data-testid="row-count"]', 'Showing 26–31 of 31')

    await page.getByLabel('Action', { exact: true }).selectOption('product.updated')
    await page.waitForURL((url) => url.searchParams.get('action') === 'product.updated')
    assert.isNull(new URL(page.url()).searchParams.get('page'), 'a new filter starts at page 1')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–20 of 20')

    await page.getByLabel('Sort').selectOption('oldest')
    await page.waitForURL((url) => url.searchParams.get('sort') === 'oldest')
    await page.getByRole('searchbox', { name: /Search actions/ }).fill('"to":4}')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.has('search'))
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')

    await page.reload()
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    await page.assertInputValue('#table-search', '"to":4}')
    await page.assertInputValue('#filter-action', 'product.updated')
    await page.assertInputValue('#table-sort', 'oldest')

    // A later page of a searched, sorted list comes back after a reload too.
    await page.goto('/audit?search=index&sort=oldest')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–25 of 30')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await page.reload()
    await page.assertText('[data-testid="row-count"]', 'Showing 26–30 of 30')
    await page.assertInputValue('#table-search', 'index')
    await page.assertInputValue('#table-sort', 'oldest')
  })

  test('an empty result says so', async ({ visit }) => {
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await page.goto('/audit?search=nothing-like-this')
    await page.assertTextContains('tbody', 'No event matches these filters.')
    await page.assertText('[data-testid="row-count"]', 'No rows')
  })
})
