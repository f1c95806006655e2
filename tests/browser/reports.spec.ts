import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { scriptedDays } from '#tests/helpers/report_fixture'
import { signInAs, openSignedIn } from '#tests/helpers/browser_sessions'
import { labelProduct } from '#tests/helpers/products'
import { branchCoded } from '#tests/helpers/stock'
import { aSupplier, placedOrder } from '#tests/helpers/purchasing'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

/** Waits until the report's chart has drawn on its canvas. */
async function chartDrawn(page: Page) {
  await page.locator('[data-testid="report-chart"] canvas').waitFor()
  await page.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="report-chart"] canvas')
    return canvas !== null && canvas.width > 0 && canvas.height > 0
  })
}

/** The cells of the table's totals row, as shown. */
function totalsRow(page: Page) {
  return page.locator('tfoot .dt-totals td').allInnerTexts()
}

/** The export the page links to, downloaded with the page's session, as text. */
async function exported(page: Page) {
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
  const response = await page.request.get(href!)
  const body = await response.text()
  return { href: href!, text: body.replace(/^\ufeff/, '') }
}

test.group('Reports in the browser', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await scriptedDays()
  })

  test('Sales: a preset, the chart, a branch, a sorted column and the export of what is shown', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/reports/sales')
    await page.getByLabel('Period').selectOption({ label: 'Custom range' })
    await page.locator('#filter-from').fill('10/31/2026')
    await page.locator('#filter-from').press('Enter')
    await page.waitForURL(/from=2026-10-31/)
    await page.locator('#filter-to').fill('11/02/2026')
    await page.locator('#filter-to').press('Enter')
    await page.waitForURL(/to=2026-11-02/)
    await chartDrawn(page)
    assert.deepEqual(await totalsRow(page), [
      'Total',
      '3',
      '7',
      '$117.50',
      '$5.50',
      '$29.83',
      '$82.17',
      '$14.63',
      '$96.80',
    ])
    await page.getByText('Compared with 10/28/2026 – 10/30/2026').waitFor()
    // Returns in the table are before tax, as net sales are; the card is the money given back.
    await page.getByRole('button', { name: 'Returns excl. tax' }).waitFor()
    await page.getByText('Refunds incl. tax').waitFor()
    assert.include(await page.locator('main').innerText(), '$34.90')

    await page.getByLabel('Branch').selectOption({ label: 'Downtown' })
    await page.waitForURL(/branch=\d+/)
    await page.locator('tfoot').getByText('$40.50').waitFor()

    await page.getByRole('button', { name: 'Net sales' }).click()
    await page.waitForURL(/sort=netSales_desc/)
    const firstPeriod = page.locator('table.table-stack tbody tr').first().locator('td').first()
    assert.equal(await firstPeriod.innerText(), '11/01/2026')

    const { href, text } = await exported(page)
    assert.match(href, /^\/reports\/sales\/export\?/)
    assert.include(href, 'sort=netSales_desc')
    assert.deepEqual(
      text
        .trim()
        .split('\r\n')
        .map((line) => line.split(',')[0]),
      ['Day', '2026-11-01', '2026-10-31', '2026-11-02', 'Total']
    )
    assert.include(text, '2026-11-01,1,2,35.00,3.50,0.00,31.50,5.40,36.90')
  })

  test('Revenue, Product sales and Seller sales: a preset, the chart, a branch, a sorted column and the export', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/dashboard')

    await page.goto('/reports/revenue')
    await page.getByLabel('Period').selectOption({ label: 'Last 30 days' })
    await page.waitForURL(/preset=last_30_days/)
    await chartDrawn(page)
    const revenueTotals = await totalsRow(page)
    assert.deepEqual(revenueTotals.slice(0, 5), ['Total', '$82.17', '$42.00', '$40.17', '48.89%'])

    await page.getByRole('button', { name: 'Gross profit' }).click()
    await page.waitForURL(/sort=profit_desc/)
    const revenue = await exported(page)
    assert.include(revenue.href, 'sort=profit_desc')
    assert.include(revenue.text, 'Total,82.17,42.00,40.17,48.89')

    await page.goto('/reports/product-sales?preset=last_30_days')
    await chartDrawn(page)
    await page.getByLabel('Branch').selectOption({ label: 'Downtown' })
    await page.waitForURL(/branch=\d+/)
    await page.locator('tfoot').getByText('$40.50').waitFor()
    await page.getByLabel('Branch').selectOption({ label: 'All my branches' })
    await page.waitForURL((url) => !url.search.includes('branch='))
    await page.getByRole('button', { name: 'Product', exact: true }).click()
    await page.waitForURL(/sort=name/)
    assert.deepEqual(
      await page.locator('table.table-stack tbody tr td:first-child').allInnerTexts(),
      ['Mug\nMUG', 'Tea\nTEA']
    )
    const products = await exported(page)
    assert.include(products.text, 'Tea,TEA,3,1,18.00,12.00,6.00,33.33')

    await page.goto('/reports/seller-sales?preset=last_30_days')
    await chartDrawn(page)
    await page.getByRole('button', { name: 'Seller', exact: true }).click()
    await page.waitForURL(/sort=name/)
    assert.deepEqual(
      await page.locator('table.table-stack tbody tr td:first-child').allInnerTexts(),
      ['Alex Morgan', 'Maria Lopez']
    )
    await page.getByLabel('Branch').selectOption({ label: 'Northside' })
    await page.waitForURL(/branch=\d+/)
    assert.deepEqual(
      await page.locator('table.table-stack tbody tr td:first-child').allInnerTexts(),
      ['Maria Lopez']
    )
    const sellers = await exported(page)
    assert.include(sellers.text, 'Maria Lopez,1,3,41.67,62.50,0.00,25.00')
  })
})

test.group('Purchases report in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('by supplier, then by product: the chart, a sorted column and the export', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const [dtn, nth] = await Promise.all(['DTN', 'NTH'].map(branchCoded))
    const cola = await labelProduct({ name: 'Cola 330 ml', sku: 'COLA-330' })
    const chips = await labelProduct({ name: 'Chips 150 g', sku: 'CHIPS-150' })
    const supplier = await aSupplier('BEV')
    await placedOrder(supplier.id, dtn.id, [
      { productId: cola.id, quantity: 24, unitCost: 62 },
      { productId: chips.id, quantity: 10, unitCost: 100 },
    ])
    await placedOrder(supplier.id, nth.id, [{ productId: cola.id, quantity: 12, unitCost: 60 }])

    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/reports/purchases')
    await chartDrawn(page)
    await page.locator('tfoot').getByText('$32.08').waitFor()
    await page.getByLabel('Group by').selectOption({ label: 'Product' })
    await page.waitForURL(/by=product/)
    await page.getByRole('button', { name: 'Product', exact: true }).click()
    await page.waitForURL(/sort=name/)
    assert.deepEqual(
      await page.locator('table.table-stack tbody tr td:first-child').allInnerTexts(),
      ['Chips 150 g', 'Cola 330 ml']
    )
    const products = await exported(page)
    assert.include(products.href, 'by=product')
    assert.include(products.text, 'Cola 330 ml,COLA-330,2,36,0,22.08,0')
  })
})

test.group('Dashboard in the browser', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await scriptedDays()
  })

  test('each demo user sees the blocks of their role, and a block refreshes', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    const blocksOf = () => page.locator('section.block h2, section.block h3').allInnerTexts()
    const expected: [string, string[]][] = [
      [
        'admin@demo.test',
        [
          'Today',
          'Month to date',
          'Net sales, last 30 days',
          'Top products, last 30 days',
          'Recent orders',
          'Low stock',
          'Transfers to receive',
          'Waiting for access',
          'Open tills',
          'Cash differences this week',
          'Your role',
          'Branches (all)',
        ],
      ],
      [
        'manager@demo.test',
        [
          'Today',
          'Month to date',
          'Net sales, last 30 days',
          'Top products, last 30 days',
          'Recent orders',
          'Low stock',
          'Transfers to receive',
          'Open tills',
          'Cash differences this week',
          'Your role',
          'Your branches',
        ],
      ],
      ['cashier@demo.test', ['Recent orders', 'Low stock', 'Your role', 'Your branches']],
      ['clerk@demo.test', ['Low stock', 'Transfers to receive', 'Your role', 'Your branches']],
    ]
    for (const [email, blocks] of expected) {
      await page.context().clearCookies()
      await openSignedIn(page, email)
      await page.getByRole('heading', { name: 'Your role' }).waitFor()
      assert.deepEqual(await blocksOf(), blocks, email)
    }
    // The clerk's transfers block says why it is empty.
    await page.getByText('No transfer is on its way to your branches.').waitFor()

    await page.context().clearCookies()
    await openSignedIn(page, 'manager@demo.test')
    await page.locator('[data-testid="top-products"]').getByText('Mug').waitFor()
    // The 30 days drawn in HTML, their figures in a table for screen readers.
    const chart = page.getByTestId('bar-chart')
    assert.equal(await chart.locator('tbody tr').count(), 30)
    assert.include(await chart.locator('figcaption').textContent(), 'Net sales per day')
    const recent = page.locator('section.block', { hasText: 'Recent orders' })
    await recent.getByRole('button', { name: 'Refresh' }).click()
    await recent.locator('[data-testid="recent-orders"]').getByText('NTH-000001').waitFor()
  })
})

test.group('Cash report in the browser', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('per day, then per till: the shortfall in the chart and the table, and the export', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', front), {
      countedCash: 9950,
    })
    const back = await tillAt('DTN', 'Back 1', 'BACK1')
    await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', back), {
      countedCash: 10_000,
    })
    await closedBy(
      'admin@demo.test',
      await openedBy('admin@demo.test', await tillAt('HBR', 'H1')),
      {
        countedCash: 10_500,
      }
    )

    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/reports/cash?preset=today')
    await chartDrawn(page)
    // Downtown's two sessions only: 0.50 short in all.
    const totals = await totalsRow(page)
    assert.deepEqual(totals.slice(1, 3), ['2', '1'])
    assert.match(totals.at(-1)!, /[-−]\$0\.50/)

    await page.getByLabel('Per', { exact: true }).selectOption({ label: 'Till' })
    await page.waitForURL(/by=till/)
    const sortBy = async (sort: string) => {
      await page.getByRole('button', { name: 'Difference', exact: true }).click()
      await page.waitForURL((url) => url.searchParams.get('sort') === sort)
      return page.locator('table.table-stack tbody tr td:first-child').allInnerTexts()
    }
    // Over first, then the largest shortfall first.
    assert.deepEqual(await sortBy('difference_desc'), ['Back 1 · Downtown', 'Front 1 · Downtown'])
    assert.deepEqual(await sortBy('difference'), ['Front 1 · Downtown', 'Back 1 · Downtown'])
    const tills = await exported(page)
    assert.include(tills.href, 'by=till')
    assert.include(tills.text, 'Front 1 · Downtown,1,1,0.00,0.00,100.00,99.50,-0.50')
    assert.notInclude(tills.text, 'Harbour')
  })
})
