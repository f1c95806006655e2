import { test } from '@japa/runner'
import type { Page } from 'playwright'
import Order from '#models/order'
import User from '#models/user'
import { freshDatabase } from '#tests/helpers/database'
import { appRunning } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'
import { givePin } from '#tests/helpers/approvals'
import { stockedProduct } from '#tests/helpers/sales'
import { seriousViolations } from '#tests/helpers/axe'

const cartLines = (page: Page) => page.locator('section[aria-labelledby="cart-heading"]')

async function lockScreen(page: Page) {
  await page.getByRole('heading', { name: 'Till locked' }).waitFor()
}

async function typePin(page: Page, name: string, pin: string) {
  await page.getByText(name, { exact: true }).click()
  await page.getByLabel('PIN', { exact: true }).pressSequentially(pin, { delay: 5 })
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.group('Cashiers sharing a till', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await stockedProduct('DTN', 10, {
      name: 'Still Water',
      barcode: '4006381333931',
      price: 1000,
      taxRateBp: 0,
    })
    await givePin('cashier@demo.test', '3691')
    await givePin('manager@demo.test', '4826')
  })

  test('Switch cashier: the manager signs in at the till, the cashier comes back by PIN to her own cart and sells as herself', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/orders/create')
    await appRunning(page)
    await page.waitForFunction(() => document.activeElement?.id === 'scan')
    await page.keyboard.type('4006381333931', { delay: 5 })
    await page.keyboard.press('Enter')
    await page.assertText('#scan-message', 'Added Still Water.')

    await page.getByRole('button', { name: 'Switch cashier' }).click()
    await lockScreen(page)
    assert.deepEqual(await seriousViolations(page), [])
    // Nothing of the counter behind the lock.
    assert.equal(await cartLines(page).count(), 0)

    await page.getByText('Not listed? Sign in with your password').click()
    await page.getByLabel('Email').fill('manager@demo.test')
    await page.getByLabel('Password').fill('demo-password')
    await page.getByRole('button', { name: 'Sign in at this till' }).click()
    await page.getByRole('button', { name: 'Switch cashier' }).waitFor()
    assert.equal(page.url().endsWith('/orders/create'), true)
    // The manager's own (empty) cart, not the cashier's.
    await cartLines(page).waitFor()
    assert.notInclude(await cartLines(page).innerText(), 'Still Water')

    await page.getByRole('button', { name: 'Switch cashier' }).click()
    await lockScreen(page)
    const started = Date.now()
    await typePin(page, 'Sam Carter', '3691')
    await cartLines(page).getByText('Still Water', { exact: true }).waitFor()
    assert.isBelow(Date.now() - started, 2000)

    await page.getByRole('button', { name: 'Cash', exact: true }).click()
    await page.keyboard.press('F9')
    await page.waitForURL(/\/orders\/\d+$/)
    const order = await Order.findByOrFail('number', 'DTN-000001')
    const cashier = await User.findByOrFail('email', 'cashier@demo.test')
    assert.equal(order.sellerId, cashier.id)
  })

  test('the till locks after the shop’s quiet period, not while someone types; the PIN opens it again', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/login')
    await page.clock.install()
    await page.goto('/orders/create')
    await appRunning(page)
    await page.waitForFunction(() => document.activeElement?.id === 'scan')

    // Four minutes, a key, four more: never five quiet minutes in a row.
    await page.clock.runFor(240_000)
    await page.keyboard.press('Shift')
    await page.clock.runFor(240_000)
    assert.isTrue(await page.getByRole('button', { name: 'Switch cashier' }).isVisible())

    await page.clock.runFor(60_000)
    await lockScreen(page)
    // The server holds the lock: a reload shows the lock screen again.
    await page.reload()
    await lockScreen(page)

    await typePin(page, 'Sam Carter', '1111')
    await page.getByText('This PIN is not correct.').waitFor()
    await typePin(page, 'Sam Carter', '3691')
    await page.getByRole('button', { name: 'Switch cashier' }).waitFor()
    assert.isTrue(page.url().endsWith('/orders/create'))
  })
})
