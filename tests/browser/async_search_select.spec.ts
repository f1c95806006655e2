/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import User from '#models/user'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import { freshDatabase } from '#tests/helpers/database'
import { recordSignIn, signInAs } from '#tests/helpers/browser_sessions'

function userFilter(page: Page) {
  return page.getByRole('combobox', { name: 'User' })
}

/** A request of the filter's endpoint for exactly `query`. */
function usersQuery(query: string) {
  return (url: URL | string) => {
    const parsed = new URL(url)
    return parsed.pathname === '/audit/users' && parsed.searchParams.get('q') === query
  }
}

function options(page: Page) {
  return page.getByRole('listbox', { name: 'User options' }).getByRole('option')
}

test.group("Async search select (the audit log's User filter)", (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    for (let index = 0; index < 3; index++) {
      await recordAudit({
        action: 'product.updated',
        actor: { user: clerk, ip: null },
        changes: valuesSet({ index }),
      })
    }
    await recordAudit({ action: 'customer.created', actor: { user: cashier, ip: null } })
  })

  test('typing fetches matching people; arrows and Enter choose; the choice filters the list', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const clerk = await User.findByOrFail('email', 'clerk@demo.test')
    await signInAs(browserContext, 'manager@demo.test')
    await recordSignIn('manager@demo.test')
    const page = await visit('/audit')

    await userFilter(page).click()
    assert.equal(await userFilter(page).getAttribute('aria-expanded'), 'true')
    await options(page).nth(1).waitFor()
    assert.deepEqual(await options(page).allInnerTexts(), [
      'Everyone',
      'Jordan Lee',
      'Maria Lopez',
      'Sam Carter',
    ])

    await userFilter(page).fill('jor')
    await page.waitForFunction(
      () => document.querySelectorAll('#filter-user-options [role=option]').length === 2
    )
    assert.deepEqual(await options(page).allInnerTexts(), ['Everyone', 'Jordan Lee'])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    assert.equal(
      await options(page).nth(1).getAttribute('class'),
      'async-select-option px-3 py-2 active'
    )
    assert.equal(
      await userFilter(page).getAttribute('aria-activedescendant'),
      await options(page).nth(1).getAttribute('id')
    )
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('user') === String(clerk.id))
    await page.assertText('[data-testid="row-count"]', 'Showing 1–3 of 3')
    assert.equal(await userFilter(page).inputValue(), 'Jordan Lee')
    assert.equal(await userFilter(page).getAttribute('aria-expanded'), 'false')

    // The choice survives a reload, by name.
    await page.reload()
    assert.equal(await userFilter(page).inputValue(), 'Jordan Lee')

    // Escape closes the list and keeps the choice.
    await userFilter(page).fill('zzz')
    await page.getByText('No match for “zzz”.').waitFor()
    await page.keyboard.press('Escape')
    assert.equal(await userFilter(page).getAttribute('aria-expanded'), 'false')
    assert.equal(await userFilter(page).inputValue(), 'Jordan Lee')

    // "Everyone" clears it, by mouse this time.
    await userFilter(page).click()
    await options(page).first().click()
    await page.waitForURL((url) => !url.searchParams.has('user'))
    assert.equal(await userFilter(page).inputValue(), '')
  })

  test('a newer query cancels the one still in flight; loading shows meanwhile', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'admin@demo.test')
    await recordSignIn('admin@demo.test')
    const page = await visit('/audit')

    // The answer for "s" is held back until the answer for "sa" has been asked for.
    let releaseSlow: () => void = () => {}
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve))
    await page.route(usersQuery('s'), async (route) => {
      await slowHeld
      await route.continue().catch(() => {})
    })
    const aborted: string[] = []
    page.on('requestfailed', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/audit/users') aborted.push(url.search)
    })

    await userFilter(page).click()
    await options(page).nth(1).waitFor()
    const slowAsked = page.waitForRequest((request) => usersQuery('s')(request.url()))
    await userFilter(page).fill('s')
    await slowAsked
    await page.getByRole('status').filter({ hasText: 'Searching…' }).waitFor()
    const fastAnswered = page.waitForResponse((response) => usersQuery('sa')(response.url()))
    await userFilter(page).fill('sa')
    await fastAnswered
    releaseSlow()
    await page.waitForFunction(
      () => document.querySelectorAll('#filter-user-options [role=option]').length === 2
    )
    assert.deepEqual(await options(page).allInnerTexts(), ['Everyone', 'Sam Carter'])
    assert.deepEqual(aborted, ['?q=s'])
  })
})
