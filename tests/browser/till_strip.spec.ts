import { test } from '@japa/runner'
import Order from '#models/order'
import { freshDatabase } from '#tests/helpers/database'
import { appRunning } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'
import { stockedProduct } from '#tests/helpers/sales'
import { openedBy, tillAt } from '#tests/helpers/tills'
import { seriousViolations } from '#tests/helpers/axe'

test.group('The counter’s till strip', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('the cashier chooses the device’s till: its session shows, the choice stays, the sale is filed there', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    await tillAt('DTN', 'Back 1', 'BACK1')
    const session = await openedBy('cashier@demo.test', front)
    await stockedProduct('DTN', 10, {
      name: 'Chamomile Tea',
      barcode: '5012345678900',
      price: 450,
      taxRateBp: 0,
    })
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/orders/create')
    await appRunning(page)
    const strip = page.getByRole('region', { name: 'Till' })
    const status = strip.getByTestId('till-session')
    await page.assertText('[data-testid="till-session"]', 'Choose the till this device sells from.')

    const picker = strip.getByLabel('Till', { exact: true })
    await picker.selectOption({ label: 'Back 1' })
    await page.assertText('[data-testid="till-session"]', 'Back 1 has no open session.')
    assert.equal(
      await strip.getByRole('link', { name: 'Open a session' }).getAttribute('href'),
      '/tills'
    )

    await picker.selectOption({ label: 'Front 1' })
    await page.assertTextContains('[data-testid="till-session"]', 'by Sam Carter · float $100.00')
    // The cashier counts blind: no expected cash on the strip.
    assert.notInclude(await status.innerText(), 'expected')
    assert.deepEqual(await seriousViolations(page), [])
    assert.equal(
      await page.evaluate(() => localStorage.getItem('pos-center.till')),
      String(front.id)
    )

    await page.reload()
    await appRunning(page)
    assert.equal(await picker.inputValue(), String(front.id))

    await page.waitForFunction(() => document.activeElement?.id === 'scan')
    await page.keyboard.type('5012345678900')
    await page.keyboard.press('Enter')
    await page.assertText('#scan-message', 'Added Chamomile Tea.')
    await page.getByRole('button', { name: 'Cash', exact: true }).click()
    await page.keyboard.press('F9')
    await page.waitForURL(/\/orders\/\d+$/)
    const order = await Order.findByOrFail('number', 'DTN-000001')
    assert.equal(order.tillSessionId, session.id)
  })

  test('a manager sees the expected cash on the strip', async ({ browserContext, visit }) => {
    const front = await tillAt('DTN', 'Front 1', 'FRONT1')
    await openedBy('cashier@demo.test', front)
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/orders/create')
    await appRunning(page)
    await page.evaluate((id) => localStorage.setItem('pos-center.till', String(id)), front.id)
    await page.reload()
    await appRunning(page)
    // The manager sells at two branches: the strip offers the tills of the sale's branch.
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Downtown (DTN)' })
    await page.assertTextContains('[data-testid="till-session"]', 'expected cash $100.00')
  })
})
