import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { recordOfflineSale } from '#services/sales/offline/offline_sales'
import { freshDatabase } from '#tests/helpers/database'
import { openFromMenu } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'
import { seriousViolations } from '#tests/helpers/axe'
import { stockedProduct } from '#tests/helpers/sales'
import { actorFor, branchCoded } from '#tests/helpers/stock'

test.group('Offline sales to review', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager finds the oversold sale from the menu, opens its order and resolves it with a note', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 1, { name: 'Chamomile Tea', price: 450, taxRateBp: 0 })
    const downtown = await branchCoded('DTN')
    const { order } = (await recordOfflineSale(
      {
        idempotencyKey: randomUUID(),
        branchId: downtown.id,
        lines: [{ productId: tea.id, quantity: 3, unitPrice: 450 }],
        payments: [{ method: 'cash', amount: 1350 }],
        provisionalRef: 'P-K7Q2ZD-4',
        madeAt: DateTime.utc().minus({ hours: 2 }),
      },
      await actorFor('cashier@demo.test')
    )) as { order: { number: string } }

    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/dashboard')
    await openFromMenu(page, 'Offline sales')
    await page.waitForURL('**/orders/offline-issues')
    const row = page.locator('tbody tr', { hasText: 'P-K7Q2ZD-4' })
    await row.getByText('Oversold').waitFor()
    await row.getByRole('link', { name: order.number }).waitFor()
    for (const mode of ['off', 'on']) {
      await page.evaluate((value) => localStorage.setItem('posCenter.darkMode', value), mode)
      await page.reload()
      await row.getByText('Oversold').waitFor()
      assert.deepEqual(await seriousViolations(page), [], `list, dark mode ${mode}`)
    }

    await row.getByRole('button', { name: 'Resolve P-K7Q2ZD-4' }).click()
    const dialog = page.getByRole('dialog', { name: 'Resolve P-K7Q2ZD-4' })
    await dialog.getByRole('button', { name: 'Resolve' }).click()
    await dialog.getByText('Say what was done about this sale.').waitFor()
    assert.deepEqual(await seriousViolations(page), [], 'dialog with its error')
    await dialog.getByLabel('What was done').fill('Two more were in the back room.')
    await dialog.getByRole('button', { name: 'Resolve' }).click()
    await page.getByText('Offline sale P-K7Q2ZD-4 resolved.').waitFor()
    await page.getByText('Nothing to review').waitFor()

    await page.getByLabel('Show').selectOption('resolved')
    await page.locator('tbody tr', { hasText: 'Two more were in the back room.' }).waitFor()
  })
})
