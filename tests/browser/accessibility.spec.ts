/// <reference lib="dom" />
import { test } from '@japa/runner'
import { Settings } from 'luxon'
import { freshDatabase } from '#tests/helpers/database'
import { confirmPassword } from '#tests/helpers/browser'
import { searchFixtures } from '#tests/helpers/catalogue_fixtures'
import { withFixtureSubmenus } from '#tests/helpers/menu_fixtures'
import { matrixFixtures } from '#tests/helpers/matrix_fixtures'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import {
  EXPECTED,
  ROLE_PERMISSIONS,
  STAFF_EMAILS,
  casesOf,
  expectedOutcome,
  resolveCase,
  routeKeys,
  type StaffActor,
} from '#tests/helpers/route_table'
import { openSignedIn, recordSignIn, signInAs } from '#tests/helpers/browser_sessions'

import { seriousViolations } from '#tests/helpers/axe'

const GUEST_PAGES = ['/', '/login', '/register', '/forgot-password', '/no-such-page']

/** What a page in dark mode is scanned for again: only the rules that read colours differ. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Every page the route table lets `actor` open, with this run's records:
 * GET routes whose outcome is "ok", password confirmed. Routes answering
 * something other than a page (CSV, PDF, JSON) are left to their own tests.
 */
async function pagesOf(actor: StaffActor, fixtures: Awaited<ReturnType<typeof matrixFixtures>>) {
  const permissions = await ROLE_PERMISSIONS()
  return routeKeys()
    .filter((key) => key.startsWith('GET ') && EXPECTED[key])
    .flatMap((key) =>
      casesOf(EXPECTED[key])
        .filter(
          (item) =>
            !item.isolated &&
            expectedOutcome(EXPECTED[key].rule, item, actor, permissions, true) === 'ok'
        )
        .map((item) => resolveCase(item, fixtures).path)
    )
}

/**
 * How many pages each role is the first of WIDEST_FIRST to open: a new page
 * changes a count here, so it is seen to be scanned.
 */
const PAGES_FIRST_OPENED_BY: Record<StaffActor, number> = {
  admin: 76,
  manager: 0,
  cashier: 0,
  clerk: 0,
}

test.group('Accessibility (axe-core)', (group) => {
  group.each.setup(() => freshDatabase())

  test('guest pages, light and dark', async ({ visit, assert }) => {
    const page = await visit('/')
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate(
        (mode) => localStorage.setItem('posCenter.darkMode', mode),
        scheme === 'dark' ? 'on' : 'off'
      )
      for (const path of GUEST_PAGES) {
        await page.goto(path)
        await page.locator('#app > *').first().waitFor()
        const found = await seriousViolations(page)
        assert.deepEqual(found, [], `${path} (${scheme}): ${found.join('; ')}`)
      }
    }
  })

  /**
   * Each page is opened once, as the first role of this list that can open
   * it (the Administrator reaches most): a page another role opens too
   * shows that role less of the same. It is scanned whole in light, then
   * switched to dark in place (the page follows the system's scheme) and
   * scanned again for the rules that read colours. The fixtures are laid
   * down alike on each fresh database, so the paths match from test to test.
   */
  const WIDEST_FIRST: StaffActor[] = ['admin', 'manager', 'cashier', 'clerk']
  for (const [index, actor] of WIDEST_FIRST.entries()) {
    test(`every page ${STAFF_EMAILS[actor]} is the first to open, in light and dark`)
      .timeout(actor === 'admin' ? 600_000 : 300_000)
      .run(async ({ browserContext, visit, assert }) => {
        const fixtures = await matrixFixtures()
        const earlier = new Set<string>()
        for (const other of WIDEST_FIRST.slice(0, index)) {
          for (const path of await pagesOf(other, fixtures)) earlier.add(path)
        }
        await signInAs(browserContext, STAFF_EMAILS[actor])
        // Confirmed up front, so sensitive areas show their own pages, not the confirmation.
        const page = await visit('/confirm-password')
        await confirmPassword(page)
        await page.waitForURL('**/dashboard')

        const pages: string[] = []
        for (const path of await pagesOf(actor, fixtures)) {
          if (earlier.has(path)) continue
          const response = await page.request.get(path, { maxRedirects: 0 })
          if (response.headers()['content-type']?.startsWith('text/html')) pages.push(path)
        }
        assert.lengthOf(pages, PAGES_FIRST_OPENED_BY[actor])
        await page.evaluate(() => localStorage.setItem('posCenter.darkMode', 'system'))
        // Each scan waits for the colours to arrive in the new scheme (seriousViolations).
        const scan = async (what: string) => {
          await page.emulateMedia({ colorScheme: 'light' })
          await page.locator('html[data-bs-theme="light"]').waitFor({ state: 'attached' })
          const light = await seriousViolations(page)
          assert.deepEqual(light, [], `${what} (light): ${light.join('; ')}`)
          await page.emulateMedia({ colorScheme: 'dark' })
          await page.locator('html[data-bs-theme="dark"]').waitFor({ state: 'attached' })
          const dark = await seriousViolations(page, (builder) => builder.withRules(COLOUR_RULES))
          assert.deepEqual(dark, [], `${what} (dark): ${dark.join('; ')}`)
        }
        for (const path of pages) {
          await page.emulateMedia({ colorScheme: 'light' })
          await page.goto(path)
          await page.locator('#app > *').first().waitFor()
          await scan(path)
        }
        if (actor !== 'admin') return
        await page.goto('/dashboard')
        await page.getByRole('button', { name: 'Open appearance settings' }).click()
        await page.locator('.side-overlay-o').waitFor()
        // Its code loads when it first opens: scanned once it is there.
        await page.locator('#side-overlay').waitFor()
        await scan('appearance settings')
      })
  }

  test("the dashboard's trend figures, up and down, dark mode {$self}")
    .with(['off', 'on'])
    .run(async ({ visit, assert }, mode) => {
      const mug = await stockedProduct('DTN', 20, { name: 'Mug', price: 700, taxRateBp: 0 })
      const sell = async (quantity: number) =>
        sellAs(
          'cashier@demo.test',
          await cartAt('DTN', [{ productId: mug.id, quantity }], {
            payments: [{ method: 'cash', amount: 700 * quantity }],
          })
        )
      // A week ago: two sales of one mug; today: one sale of three. Net sales
      // and the average order go up, the number of orders goes down.
      const realNow = Settings.now
      Settings.now = () => realNow() - 7 * 24 * 3600 * 1000
      try {
        await sell(1)
        await sell(1)
      } finally {
        Settings.now = realNow
      }
      await sell(3)

      const page = await visit('/login')
      await page.evaluate((value) => localStorage.setItem('posCenter.darkMode', value), mode)
      await openSignedIn(page, 'admin@demo.test')
      const today = page.getByTestId('dashboard-today')
      await today.locator('.text-success').first().waitFor()
      await today.locator('.text-danger').waitFor()
      const found = await seriousViolations(page)
      assert.deepEqual(found, [], `dashboard (dark mode ${mode}): ${found.join('; ')}`)
    })

  test('header search results, submenus, the top-bar menu and the async select, dark mode {$self}')
    .with(['off', 'on'])
    .setup(({ context }) => {
      withFixtureSubmenus((handler) => context.test.cleanup(handler))
    })
    .run(async ({ browserContext, visit, assert }, mode) => {
      await searchFixtures()
      await signInAs(browserContext, 'admin@demo.test')
      // The User filter lists the people in the audit log.
      await recordSignIn('admin@demo.test')
      const page = await visit('/dashboard')
      const menu = page.getByRole('navigation', { name: 'Main menu' })
      const check = async (what: string) => {
        const found = await seriousViolations(page)
        assert.deepEqual(found, [], `${what}: ${found.join('; ')}`)
      }

      const show = async (width: number, layout: string) => {
        await page.setViewportSize({ width, height: 800 })
        await page.evaluate(
          ([dark, menuLayout]) => {
            localStorage.setItem('posCenter.darkMode', dark)
            localStorage.setItem('posCenter.menuLayout', menuLayout)
          },
          [mode, layout]
        )
        await page.goto('/audit')
        await page.locator('#app > *').first().waitFor()
      }

      await show(1366, 'horizontal')
      await menu.getByRole('button', { name: 'Records' }).hover()
      await menu.getByRole('link', { name: 'Audit trail' }).waitFor()
      await check(`top bar, submenu open (dark mode ${mode})`)
      await page.getByRole('combobox', { name: 'User' }).click()
      await page.getByRole('option', { name: 'Alex Morgan' }).waitFor()
      await check(`User filter open (dark mode ${mode})`)
      await page.keyboard.press('Escape')
      await page.keyboard.press('Control+k')
      await page.keyboard.type('oat')
      await page.getByRole('group', { name: 'Customers' }).waitFor()
      await page.keyboard.press('ArrowDown')
      await check(`header search results (dark mode ${mode})`)

      await show(375, 'horizontal')
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await menu.getByRole('button', { name: 'Records' }).click()
      await check(`top bar on a phone (dark mode ${mode})`)

      await show(375, 'sidebar')
      // On /audit the "Records" submenu is already open: it leads here.
      await page.getByRole('button', { name: 'Toggle menu' }).click()
      await menu.getByRole('link', { name: /Handbook/ }).waitFor()
      await check(`sidebar submenu on a phone (dark mode ${mode})`)
    })

  test('stocktakes: the list, a new count, one being counted (scan field, latest counts) and in review (variance, recount)', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const nth = await branchCoded('NTH')
    const product = await labelProduct({ name: 'Sea Salt Chips', category: 'Snacks', cost: 150 })
    const manager = await actorFor('manager@demo.test')
    const stocktake = await startStocktake(
      await createStocktake({ branchId: nth.id, coverage: 'branch', blind: false }, manager),
      manager
    )
    await recordCount(stocktake, { productId: product.id, quantity: 3, source: 'typed' }, manager)
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/stocktakes')
    await page.getByRole('link', { name: 'SC-000001' }).waitFor()
    assert.deepEqual(await seriousViolations(page), [], 'list')
    await page.goto('/stocktakes/create')
    await page.getByLabel('Some categories').check()
    assert.deepEqual(await seriousViolations(page), [], 'new count')
    await page.goto(`/stocktakes/${stocktake.id}`)
    await page.getByLabel('Scan or search').waitFor()
    assert.deepEqual(await seriousViolations(page), [], 'counting')
    await finishCounting(stocktake, manager)
    await page.reload()
    await page.getByRole('button', { name: 'Recount Sea Salt Chips' }).click()
    await page.getByLabel('Recount of Sea Salt Chips').waitFor()
    assert.deepEqual(await seriousViolations(page), [], 'review')
  })
})
