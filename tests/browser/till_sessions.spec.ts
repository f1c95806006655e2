import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { appRunning } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

test.group('Till sessions list in the browser', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('the manager finds the short session by its difference and opens its Z report', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    const back = await tillAt('DTN', 'Back 1', 'BACK1')
    const short = await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', front), {
      countedCash: 9950,
    })
    await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', back), {
      countedCash: 10_000,
    })
    await openedBy('admin@demo.test', await tillAt('HBR', 'Harbour 1', 'HBR1'))

    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/till-sessions')
    await appRunning(page)
    const rows = page.locator('tbody tr')
    // Downtown's two; Harbour Mall is not the manager's.
    assert.equal(await rows.count(), 2)
    const shortRow = rows.filter({ hasText: short.zNumber! })
    assert.include(await shortRow.innerText(), 'Downtown')
    assert.match(await shortRow.innerText(), /[-−]\$0\.50/)

    // The switch shows the list's filter: it turns on with the page it asks for.
    await page.getByLabel('With a difference').click()
    await page.waitForURL((url) => url.searchParams.get('difference') === 'true')
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1)
    assert.include(await rows.first().innerText(), short.zNumber!)

    await rows.first().getByRole('link').first().click()
    await page.waitForURL(`**/tills/sessions/${short.id}`)
    await page.assertTextContains('h1', short.zNumber!)
    await page.assertTextContains('article[aria-label="Z report"]', 'Counted cash')
  })
})
