import { test } from '@japa/runner'
import QuickKeyPage from '#models/quick_key_page'
import { freshDatabase } from '#tests/helpers/database'
import { stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'
import { signInAs } from '#tests/helpers/browser_sessions'
import { seriousViolations } from '#tests/helpers/axe'

test.group('Quick keys in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('the manager arranges a page; the cashier taps its keys, once, again, and six at a time', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await stockedProduct('DTN', 20, { name: 'Bread roll', sku: 'BAK-ROLL', price: 60 })
    await stockedProduct('DTN', 20, { name: 'Iced bun', sku: 'BAK-BUN', price: 95 })
    await signInAs(browserContext, 'manager@demo.test')
    const manager = await visit('/quick-keys')
    await manager.getByText('No page yet: the counter shows no quick keys.').waitFor()
    await manager.getByLabel('New page').fill('Bakery')
    await manager.getByRole('button', { name: 'Add page' }).click()

    // A code adds at once; words list the matches to choose from.
    const scan = manager.getByLabel('Add a product: scan or search')
    await scan.fill('BAK-ROLL')
    await scan.press('Enter')
    await manager.assertText('#scan-message', 'Added Bread roll to Bakery.')
    await scan.fill('iced')
    await scan.press('Enter')
    await manager.getByRole('button', { name: 'Add Iced bun' }).click()
    await manager.getByRole('button', { name: 'Move Iced bun up' }).click()
    await manager.getByLabel('Label of Bread roll').fill('Roll')
    await manager.getByRole('button', { name: 'Save quick keys' }).click()
    await manager.getByText('Quick keys of Downtown saved.').waitFor()
    // The arranged page, its keys and their buttons, pass axe as the empty screen does in the walk.
    const arranged = await seriousViolations(manager)
    assert.deepEqual(arranged, [], arranged.join('; '))

    const dtn = await branchCoded('DTN')
    const pages = await QuickKeyPage.query()
      .apply((scopes) => scopes.atBranch(dtn.id))
      .preload('keys', (keys) => keys.apply((scopes) => scopes.inOrder()).preload('product'))
    assert.deepEqual(
      pages.map((page) => [page.name, page.keys.map((key) => [key.product.name, key.label])]),
      [
        [
          'Bakery',
          [
            ['Iced bun', null],
            ['Bread roll', 'Roll'],
          ],
        ],
      ]
    )

    await signInAs(browserContext, 'cashier@demo.test')
    const counter = await visit('/orders/create')
    const keys = counter.getByRole('group', { name: 'Quick keys: Bakery' })
    await keys.getByRole('button', { name: /Roll/ }).click()
    await counter.assertText('#scan-message', 'Added Bread roll.')
    await keys.getByRole('button', { name: /Roll/ }).click()
    await counter.assertText('#scan-message', 'One more Bread roll: 2.')
    // The key left the focus in the scan field: `6*` is typed there, then the key tapped.
    await counter.waitForFunction(() => document.activeElement?.id === 'scan')
    await counter.keyboard.type('6*')
    await counter.assertText('[data-testid="scan-times"]', '6 ×')
    await keys.getByRole('button', { name: /Iced bun/ }).click()
    await counter.assertText('#scan-message', 'Added 6 × Iced bun.')
    assert.equal(await counter.locator('[data-testid="scan-times"]').count(), 0)
    assert.equal(
      await counter.getByLabel('Quantity of Bread roll', { exact: true }).inputValue(),
      '2'
    )
    assert.equal(
      await counter.getByLabel('Quantity of Iced bun', { exact: true }).inputValue(),
      '6'
    )
    await counter.assertText('[data-testid="sale-total"]', '$6.90')
    const tapped = await seriousViolations(counter)
    assert.deepEqual(tapped, [], tapped.join('; '))

    // At a phone's width the keys stay within the screen, three a row.
    await counter.setViewportSize({ width: 375, height: 740 })
    await counter.reload()
    const roll = keys.getByRole('button', { name: /Roll/ })
    await roll.waitFor()
    const panel = (await keys.boundingBox())!
    assert.isAtMost(panel.x + panel.width, 375)
    assert.isAtLeast((await roll.boundingBox())!.width, 90)
    assert.isTrue(
      await counter.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    )
  })

  test('the counter shows no quick keys while its branch has no page', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'cashier@demo.test')
    const answered = browserContext.waitForEvent('response', (response) =>
      response.url().includes('/orders/create/quick-keys')
    )
    const counter = await visit('/orders/create')
    const response = await answered
    assert.deepEqual(await response.json(), { pages: [] })
    await counter.getByText('Scan a product to start the sale.').waitFor()
    assert.equal(await counter.getByRole('heading', { name: 'Quick keys' }).count(), 0)
  })
})
