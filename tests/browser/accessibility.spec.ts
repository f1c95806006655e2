/// <reference lib="dom" />
import { test } from '@japa/runner'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'
import { freshDatabase } from '#tests/helpers/database'
import { confirmPassword, signInToDashboard } from '#tests/helpers/browser'
import { searchFixtures } from '#tests/helpers/catalogue_fixtures'
import { withFixtureSubmenus } from '#tests/helpers/menu_fixtures'
import { matrixFixtures } from '#tests/helpers/matrix_fixtures'
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

/** axe-core on the page as it is now: serious and critical findings, described. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
    )
}

const GUEST_PAGES = ['/', '/login', '/register', '/forgot-password', '/no-such-page']

/**
 * Every page the route table lets `actor` open, with this run's records:
 * GET routes whose outcome is "ok", password confirmed. Routes answering
 * something other than a page (CSV, PDF, JSON) are left to their own tests.
 */
async function pagesOf(actor: StaffActor) {
  const fixtures = await matrixFixtures()
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

  for (const actor of Object.keys(STAFF_EMAILS) as StaffActor[]) {
    test('every page {$self} can open, light and dark, with the settings panel open')
      .with([STAFF_EMAILS[actor]])
      // The Administrator reaches the most pages; each is scanned twice.
      .timeout(300_000)
      .run(async ({ visit, assert }) => {
        const page = await visit('/login')
        await signInToDashboard(page, STAFF_EMAILS[actor])
        // Confirmed up front, so sensitive areas show their own pages, not the confirmation.
        await page.goto('/confirm-password')
        await confirmPassword(page)
        await page.waitForURL('**/dashboard')

        const pages: string[] = []
        for (const path of await pagesOf(actor)) {
          const response = await page.request.get(path, { maxRedirects: 0 })
          if (response.headers()['content-type']?.startsWith('text/html')) pages.push(path)
        }
        assert.include(pages, '/dashboard')
        assert.includeMembers(pages, ['/profile', '/confirm-password'])
        for (const mode of ['off', 'on']) {
          await page.evaluate((value) => localStorage.setItem('posCenter.darkMode', value), mode)
          for (const path of pages) {
            await page.goto(path)
            await page.locator('#app > *').first().waitFor()
            const found = await seriousViolations(page)
            assert.deepEqual(found, [], `${path} (dark mode ${mode}): ${found.join('; ')}`)
          }
        }
        await page.goto('/dashboard')
        await page.getByRole('button', { name: 'Open appearance settings' }).click()
        await page.locator('.side-overlay-o').waitFor()
        assert.deepEqual(await seriousViolations(page), [], 'appearance settings')
      })
  }

  test('header search results, submenus, the top-bar menu and the async select, dark mode {$self}')
    .with(['off', 'on'])
    .setup(({ context }) => {
      withFixtureSubmenus((handler) => context.test.cleanup(handler))
    })
    .run(async ({ visit, assert }, mode) => {
      await searchFixtures()
      const page = await visit('/login')
      await signInToDashboard(page, 'admin@demo.test')
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
})
