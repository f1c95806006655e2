/// <reference lib="dom" />
import { test } from '@japa/runner'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'
import { DEMO_USERS } from '#database/demo/organisation'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'

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

  for (const demo of DEMO_USERS) {
    test('every page {$self} can open, light and dark, with the settings panel open')
      .with([demo.email])
      .run(async ({ visit, assert }) => {
        const page = await visit('/login')
        await signInToDashboard(page, demo.email)

        const links = await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))
        for (const mode of ['off', 'on']) {
          await page.evaluate((value) => localStorage.setItem('posCenter.darkMode', value), mode)
          for (const path of [...links, '/profile', '/confirm-password']) {
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
})
