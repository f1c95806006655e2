import { test } from '@japa/runner'
import type { Page } from 'playwright'
import Order from '#models/order'
import SaleReturn from '#models/sale_return'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { givePin } from '#tests/helpers/approvals'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'

/** A cashier's cart at Downtown: two 10.00 units scanned, 20 % off (past the 10 % cap), cash. */
async function overCapSale(page: Page) {
  await page.goto('/orders/create')
  await page.waitForFunction(() => document.activeElement?.id === 'scan')
  for (let scan = 0; scan < 2; scan++) {
    await page.keyboard.type('4006381333931', { delay: 5 })
    await page.keyboard.press('Enter')
  }
  await page.assertText('#scan-message', 'One more Still Water: 2.')
  await page.getByLabel('Order discount', { exact: true }).selectOption('percent')
  await page.getByLabel('Order discount: percent', { exact: true }).fill('20')
  await page.getByRole('button', { name: 'Cash', exact: true }).click()
  await page.assertText('[data-testid="sale-total"]', '$16.00')
  await page.keyboard.press('F9')
  const dialog = page.getByRole('dialog', { name: 'Needs a manager’s approval' })
  await dialog.waitFor()
  await dialog.getByText('Discounts may not exceed 10% of the order for your role').waitFor()
  return dialog
}

test.group('Manager approval at the till', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await stockedProduct('DTN', 10, {
      name: 'Still Water',
      barcode: '4006381333931',
      price: 1000,
      taxRateBp: 0,
    })
    await givePin('manager@demo.test', '4826')
  })

  test('an over-cap discount approved by the manager’s PIN on the cashier’s screen', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    const dialog = await overCapSale(page)
    // The approvers are fetched as the dialog opens: the one manager is chosen once listed.
    const manager = dialog.getByLabel('Manager', { exact: true })
    await manager.locator(`option[value="${await managerId()}"]`).waitFor({ state: 'attached' })
    assert.equal(await manager.inputValue(), await managerId())

    await dialog.getByLabel('Manager’s PIN').pressSequentially('4827', { delay: 5 })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await dialog.getByText('This PIN is not correct.').waitFor()
    assert.lengthOf(await Order.all(), 0)

    await dialog.getByLabel('Manager’s PIN').pressSequentially('4826', { delay: 5 })
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/orders\/\d+$/)
    await page.getByText('Sale DTN-000001 completed.').waitFor()
    const order = await Order.findByOrFail('number', 'DTN-000001')
    assert.equal(order.discountTotal, 400)
    assert.equal(order.approvedBy, Number(await managerId()))
    const receipt = page.locator('dl').filter({ hasText: 'Approved by' })
    await receipt.getByText('Maria Lopez').waitFor()
  })

  test('wrong PINs are refused, then throttled', async ({ visit, assert }) => {
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    const dialog = await overCapSale(page)
    const pin = dialog.getByLabel('Manager’s PIN')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await pin.pressSequentially('1357', { delay: 5 })
      await page.keyboard.press('Enter')
      await dialog.getByText('This PIN is not correct.').waitFor()
      assert.equal(await pin.inputValue(), '')
    }
    await pin.pressSequentially('4826', { delay: 5 })
    await page.keyboard.press('Enter')
    await dialog.getByText('Too many wrong PINs. Try again in 15 minutes.').waitFor()
    assert.lengthOf(await Order.all(), 0)
  })
})

test.group('Manager approval of a void', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await givePin('manager@demo.test', '4826')
  })

  test('a cashier voids with the manager’s PIN on the order’s receipt', async ({
    visit,
    assert,
  }) => {
    const product = await stockedProduct('DTN', 10, { price: 1000, taxRateBp: 0 })
    const { order } = await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: product.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 1000 }],
      })
    )
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto(`/orders/${order.id}`)
    assert.equal(await page.getByRole('button', { name: 'Void…', exact: true }).count(), 0)
    await page.getByRole('button', { name: 'Void needs approval…' }).click()
    const confirm = page.getByRole('dialog', { name: `Void ${order.number}?` })
    await confirm.getByLabel('Reason').fill('Rang up twice')
    await confirm.getByRole('button', { name: 'Void order' }).click()

    const dialog = page.getByRole('dialog', { name: 'Needs a manager’s approval' })
    await dialog.getByText(`a manager approves the void of ${order.number}`).waitFor()
    // The approvers are fetched as the dialog opens: the one manager is chosen once listed.
    const manager = dialog.getByLabel('Manager', { exact: true })
    await manager.locator(`option[value="${await managerId()}"]`).waitFor({ state: 'attached' })
    assert.equal(await manager.inputValue(), await managerId())
    await dialog.getByLabel('Manager’s PIN').pressSequentially('4827', { delay: 5 })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await dialog.getByText('This PIN is not correct.').waitFor()
    await order.refresh()
    assert.equal(order.status, 'completed')

    await dialog.getByLabel('Manager’s PIN').pressSequentially('4826', { delay: 5 })
    await page.keyboard.press('Enter')
    await page
      .getByRole('status')
      .filter({ hasText: 'by Sam Carter, approved by Maria Lopez: Rang up twice.' })
      .waitFor()
    await order.refresh()
    assert.equal(order.status, 'voided')
    assert.equal(order.voidApprovedBy, Number(await managerId()))
    await page.getByRole('button', { name: 'Void needs approval…' }).waitFor({ state: 'detached' })
  })

  test('a card sale refunded in cash with the manager’s PIN on the return form', async ({
    visit,
    assert,
  }) => {
    const mug = await stockedProduct('DTN', 10, {
      name: 'Stoneware Mug',
      price: 700,
      taxRateBp: 0,
    })
    await sellAs(
      'admin@demo.test',
      await cartAt('DTN', [{ productId: mug.id, quantity: 2 }], {
        payments: [{ method: 'card', amount: 1400 }],
      })
    )
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/returns/create?order=DTN-000001')
    await page.getByLabel('Units of Stoneware Mug coming back', { exact: true }).fill('1')
    await page.getByLabel('Reason').selectOption({ label: 'Defective' })
    await page.getByLabel('Refund by').selectOption({ label: 'Cash' })
    await page.getByRole('button', { name: 'Take back and refund' }).click()

    const dialog = page.getByRole('dialog', { name: 'Needs a manager’s approval' })
    await dialog.getByText('The sale was paid by card: a refund by cash needs a manager.').waitFor()
    assert.lengthOf(await SaleReturn.all(), 0)
    await dialog.getByLabel('Manager’s PIN').pressSequentially('4826', { delay: 5 })
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/orders\/\d+$/)
    await page.getByText('Return RT-000001 saved: refund $7.00.').waitFor()
    await page.getByText('approved by Maria Lopez').waitFor()
    const saved = await SaleReturn.findByOrFail('number', 'RT-000001')
    assert.equal(saved.refundMethod, 'cash')
    assert.equal(saved.approvedBy, Number(await managerId()))
  })
})

async function managerId() {
  const { default: User } = await import('#models/user')
  const manager = await User.findByOrFail('email', 'manager@demo.test')
  return String(manager.id)
}
