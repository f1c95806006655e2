import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import { postStockChanges } from '#services/stock/stock_ledger'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { signInAs } from '#tests/helpers/browser_sessions'
import { scanBurst, scannableProducts, wedgeScan } from '#tests/helpers/scanner'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, branchCoded } from '#tests/helpers/stock'

/** Products stocked at Downtown, where the demo cashier sells. */
async function stocked(products: { id: number }[]) {
  const branch = await branchCoded('DTN')
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      products.map((product) => ({
        productId: product.id,
        branchId: branch.id,
        quantity: 50,
        type: 'receipt' as const,
      })),
      admin,
      trx
    )
  )
}

/** Fifteen products: the twelve of the bursts and three more. */
async function fifteen() {
  const products = [...(await scannableProducts({ price: 199 }))]
  for (const index of [13, 14, 15]) {
    products.push(
      await labelProduct({ name: `Scan item ${index}`, barcode: `2100${index}00`, price: 199 })
    )
  }
  await stocked(products)
  return products
}

test.group('The counter at a busy till', (group) => {
  group.each.setup(() => freshDatabase())

  test('a 15-line basket: 12 or more rows in view at 1366×900, the last scan highlighted and shown', async ({
    visit,
    assert,
  }) => {
    const products = await fifteen()
    const page = await visit('/login')
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/orders/create')
    await page.locator('#scan').focus()
    await scanBurst(
      page,
      products.map((product) => product.barcode!)
    )
    const rows = page.getByRole('list', { name: 'Cart' }).locator('[data-line]')
    await rows.nth(14).waitFor()
    const inView = await rows.evaluateAll(
      (lines) =>
        lines.filter((line) => {
          const box = line.getBoundingClientRect()
          return box.top >= 0 && box.bottom <= window.innerHeight
        }).length
    )
    assert.isAtLeast(inView, 12)
    const last = rows.nth(14)
    assert.equal(await last.getAttribute('aria-current'), 'true')
    assert.isTrue(await last.isVisible())
    // 15 × 1.99, no tax: the lines add up to the subtotal, and the total.
    await page.assertText('[data-testid="sale-subtotal"]', '$29.85')
    await page.assertText('[data-testid="sale-total"]', '$29.85')
    await page.screenshot({ path: '/tmp/counter-1366.png' })

    // A phone: the total and Pay stay at the bottom of the screen.
    await page.setViewportSize({ width: 375, height: 740 })
    await page.reload()
    const bar = page.getByTestId('pay-bar-total')
    await bar.waitFor()
    assert.equal(await bar.innerText(), '$29.85')
    const box = await bar.boundingBox()
    assert.isAbove(box!.y, 740 - 100)
    await page.screenshot({ path: '/tmp/counter-375.png' })
  })

  test('a quantity typed before a scan: 6 * then the scan adds six', async ({ visit, assert }) => {
    const [bun] = await scannableProducts({ price: 50 })
    await stocked([bun])
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/orders/create')
    await page.locator('#scan').focus()
    await page.keyboard.type('6*')
    await page.getByTestId('scan-times').waitFor()
    assert.equal(await page.locator('#scan').inputValue(), '')
    await wedgeScan(page, bun.barcode!)
    await page.assertText('#scan-message', `Added 6 × ${bun.name}.`)
    assert.equal(
      await page.getByLabel(`Quantity of ${bun.name}`, { exact: true }).inputValue(),
      '6'
    )
    // The next scan is one again.
    await wedgeScan(page, bun.barcode!)
    await page.assertText('#scan-message', `One more ${bun.name}: 7.`)
    await page.assertText('[data-testid="sale-total"]', '$3.50')

    // Quick cash: the exact amount and the next round notes; a $5 note gives $1.50 change.
    const quick = page.getByRole('group', { name: 'Quick cash' }).getByRole('button')
    assert.deepEqual(await quick.allInnerTexts(), ['$3.50exact', '$4.00', '$5.00', '$10.00'])
    await page.getByRole('button', { name: 'Cash $5.00', exact: true }).click()
    await page.assertTextContains('[role="status"][aria-live="polite"]', 'Change due $1.50')
    await page.keyboard.press('F9')
    await page.waitForURL(/\/orders\/\d+$/)
    const order = await Order.findByOrFail('number', 'DTN-000001')
    assert.equal(order.changeDue, 150)
    assert.equal(order.total, 350)
  })

  test('the keyboard shortcuts sheet opens on ?', async ({ visit }) => {
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/orders/create')
    await page.locator('body').click()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.getByText('Complete the sale').waitFor()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'hidden' })
  })

  test('the connection drops: a banner, F9 completes offline with a pending receipt, sent once when back', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [bun] = await scannableProducts({ price: 50 })
    await stocked([bun])
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit('/orders/create')
    // The till keeps the catalogue before it can sell without the server.
    await page.getByTestId('offline-ready').waitFor()
    await page.locator('#scan').focus()
    await wedgeScan(page, bun.barcode!)
    await page.assertText('#scan-message', `Added ${bun.name}.`)
    await page.getByRole('button', { name: 'Cash', exact: true }).click()

    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()
    // A scan is answered from the kept catalogue.
    await page.locator('#scan').focus()
    await wedgeScan(page, bun.barcode!)
    await page.assertText('#scan-message', `One more ${bun.name}: 2.`)
    await page.getByRole('button', { name: 'Remove the cash payment' }).click()
    await page.getByRole('button', { name: 'Cash', exact: true }).click()
    // F9 twice before the receipt shows completes one sale.
    await page.keyboard.press('F9')
    await page.keyboard.press('F9')
    await page.getByTestId('pending-receipt').getByText('Pending:').waitFor()
    const ref = (await page.getByTestId('pending-ref').textContent())!.trim()
    assert.match(ref, /^P-[A-Z0-9]{6}-1$/)
    await page.assertText('[data-testid="outbox-count"]', '1 sale to send')
    // Enter starts the next sale wherever the focus is: on the dialog itself, as it opens.
    await page.getByRole('dialog', { name: 'Sale completed offline' }).focus()
    await page.keyboard.press('Enter')
    await page.getByTestId('pending-receipt').waitFor({ state: 'hidden' })
    assert.lengthOf(await Order.all(), 0)

    await browserContext.setOffline(false)
    await page.getByTestId('connection-banner').waitFor({ state: 'hidden' })
    const orders = await Order.query().where('status', 'completed')
    assert.lengthOf(orders, 1)
    assert.equal(orders[0].provisionalRef, ref)
  })
})
