import { test } from '@japa/runner'
import { AxeBuilder } from '@axe-core/playwright'
import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import StockLevel from '#models/stock_level'
import { postStockChanges } from '#services/stock/stock_ledger'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { openFromMenu } from '#tests/helpers/browser'
import { signInAs, openSignedIn } from '#tests/helpers/browser_sessions'

test.group('Stocks in the browser', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    const [dtn, nth] = await Promise.all(['DTN', 'NTH'].map(branchCoded))
    const cola = await labelProduct({ name: 'Cola 330 ml Can', sku: 'BEV-004', reorderLevel: 10 })
    const water = await labelProduct({ name: 'Spring Water', sku: 'BEV-001', reorderLevel: 5 })
    const admin = await actorFor('admin@demo.test')
    await db.transaction((trx) =>
      postStockChanges(
        [
          { productId: cola.id, branchId: dtn.id, quantity: 4, type: 'receipt' },
          { productId: cola.id, branchId: nth.id, quantity: 2, type: 'receipt' },
          { productId: water.id, branchId: dtn.id, quantity: 40, type: 'receipt' },
        ],
        admin,
        trx
      )
    )
    await db.transaction((trx) =>
      postStockChanges(
        [
          {
            productId: cola.id,
            branchId: dtn.id,
            quantity: -1,
            type: 'adjustment',
            reason: 'damaged',
            note: 'Dented can',
          },
        ],
        admin,
        trx
      )
    )
  })

  test('a manager finds low stock and reads why a figure is what it is', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/dashboard')
    // The menu's badge counts the one product at or under its reorder level.
    const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
      name: /Stocks/,
    })
    await page.assertTextContains(entry, '1')
    await openFromMenu(page, 'Stocks 1')
    await page.waitForURL('**/stocks')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–2 of 2')

    await page.getByLabel('Stock level').selectOption('low')
    await page.waitForURL((url) => url.searchParams.get('level') === 'low')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    const row = page.getByRole('row').filter({ hasText: 'Cola 330 ml Can' })
    // Downtown 3, Northside 2, 5 in all.
    const cells = await row.locator('td').allInnerTexts()
    assert.deepEqual(
      cells.slice(2, 5).map((text) => text.trim()),
      ['3', '2', '5']
    )

    await page.getByRole('link', { name: 'Cola 330 ml Can' }).click()
    await page.waitForURL('**/stocks/history/*')
    await page.assertTextContains('h1', 'Cola 330 ml Can')
    const latest = page.locator('tbody tr').first()
    await page.assertTextContains(latest, 'Adjusted')
    await page.assertTextContains(latest, '-1')
    await page.assertTextContains(latest, 'Dented can')
    await page.assertTextContains(page.getByTestId('on-hand-now'), 'All branches')

    await page.getByRole('link', { name: 'Stocks' }).first().click()
    await page.waitForURL('**/stocks')
  })

  test('at 375 px each product is a card and nothing scrolls sideways', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await page.setViewportSize({ width: 375, height: 800 })
    await openSignedIn(page, 'admin@demo.test')
    await page.goto('/stocks')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–2 of 2')
    const fits = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth <= window.innerWidth,
      table: [...document.querySelectorAll('.table-responsive')].every(
        (box) => box.scrollWidth <= box.clientWidth
      ),
    }))
    assert.deepEqual(fits, { page: true, table: true })
    await page.assertVisible(page.getByRole('button', { name: 'Actions for Cola 330 ml Can' }))
  })

  test('on a phone the adjust page’s movements table is reached by Tab and scrolled by arrow keys', async ({
    visit,
    assert,
  }) => {
    const cola = await Product.findByOrFail('sku', 'BEV-004')
    const dtn = await branchCoded('DTN')
    const level = await StockLevel.query()
      .where({ productId: cola.id, branchId: dtn.id })
      .firstOrFail()
    const page = await visit('/login')
    await page.setViewportSize({ width: 375, height: 800 })
    await openSignedIn(page, 'admin@demo.test')
    await page.goto(`/stocks/${level.id}/edit`)

    const table = page.getByRole('region', { name: 'Movements', exact: true })
    assert.isAbove(
      await table.evaluate((box) => box.scrollWidth - box.clientWidth),
      0,
      'the table is wider than its box'
    )
    // Browsers that do not focus a scrolling box by themselves need its tabindex.
    const scan = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze()
    assert.deepEqual(scan.violations, [])
    await page.getByLabel('Note').focus()
    const focusedIsTable = () => table.evaluate((box) => document.activeElement === box)
    for (let presses = 0; presses < 5 && !(await focusedIsTable()); presses++) {
      await page.keyboard.press('Tab')
    }
    assert.isTrue(await focusedIsTable(), 'Tab reaches the table')
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(() => document.activeElement!.scrollLeft > 0)
  })
})
