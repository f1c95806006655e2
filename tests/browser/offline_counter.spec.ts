import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { BrowserContext, Page } from 'playwright'
import Customer from '#models/customer'
import Order from '#models/order'
import type Product from '#models/product'
import { postStockChanges } from '#services/stock/stock_ledger'
import { freshDatabase } from '#tests/helpers/database'
import { signInAs } from '#tests/helpers/browser_sessions'
import { cartAt, sellAs } from '#tests/helpers/sales'
import { scannableProducts, wedgeScan } from '#tests/helpers/scanner'
import { actorFor, branchCoded } from '#tests/helpers/stock'
import { countPrints, settledForPrint } from '#tests/helpers/print'
import { decodeBarcodesIn, pdfPages, pdfText } from '#tests/helpers/pdf'

const REF = /^P-[A-Z0-9]{6}-(\d+)$/
const MM_PER_PT = 25.4 / 72

/** Two products stocked at Downtown, where the demo cashier sells. */
async function stockedProducts() {
  const [bun, jam] = await scannableProducts({ price: 50 })
  const branch = await branchCoded('DTN')
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      [bun, jam].map((product) => ({
        productId: product.id,
        branchId: branch.id,
        quantity: 50,
        type: 'receipt' as const,
      })),
      admin,
      trx
    )
  )
  return [bun, jam]
}

/** The cashier at the counter, with what selling offline needs kept. */
async function counterOnline(
  browserContext: BrowserContext,
  visit: (url: string) => Promise<Page>
) {
  await signInAs(browserContext, 'cashier@demo.test')
  const page = await visit('/orders/create')
  // The catalogue, the kit and the counter's page are kept on this device.
  await page.getByTestId('offline-ready').waitFor()
  return page
}

/** Scans `product`, pays as `pay` does, completes with F9 and answers the pending reference. */
async function sellOffline(page: Page, product: Product, pay: (page: Page) => Promise<void>) {
  await page.locator('#scan').focus()
  await wedgeScan(page, product.barcode!)
  await page.assertText('#scan-message', `Added ${product.name}.`)
  await pay(page)
  await page.keyboard.press('F9')
  const receipt = page.getByTestId('pending-receipt')
  await receipt.waitFor()
  const ref = (await page.getByTestId('pending-ref').textContent())!.trim()
  return { ref, receipt }
}

async function nextSale(page: Page) {
  await page.getByRole('button', { name: /New sale Enter/ }).click()
  await page.getByTestId('pending-receipt').waitFor({ state: 'hidden' })
}

const cashExact = (page: Page) =>
  page.getByRole('group', { name: 'Quick cash' }).getByRole('button').first().click()

/** Three sales made offline: cash with change, card, and a discount paid in cash. */
async function threeSales(page: Page, bun: Product, jam: Product) {
  const first = await sellOffline(page, bun, (at) =>
    at.getByRole('group', { name: 'Quick cash' }).getByRole('button').nth(1).click()
  )
  await first.receipt.getByText('Pending:').waitFor()
  await first.receipt.getByTestId('pending-change').waitFor()
  // The reference's barcode, drawn by the receipt's own component.
  await first.receipt.locator('svg').first().waitFor()
  await nextSale(page)
  const second = await sellOffline(page, jam, (at) =>
    at.getByRole('group', { name: 'Add a payment' }).getByRole('button', { name: 'Card' }).click()
  )
  await nextSale(page)
  const third = await sellOffline(page, bun, async (at) => {
    await at.getByLabel('Order discount', { exact: true }).selectOption('percent')
    await at.getByLabel('Order discount: percent', { exact: true }).fill('5')
    await cashExact(at)
  })
  await nextSale(page)
  return [first.ref, second.ref, third.ref]
}

/** The orders the server recorded from offline, in the order they arrived. */
async function offlineOrders() {
  return Order.query().whereNotNull('provisional_ref').orderBy('id')
}

/** Their provisional references, in the order they arrived. */
async function offlineRefs() {
  const orders = await offlineOrders()
  return orders.map((order) => order.provisionalRef)
}

test.group('Selling offline at the counter', (group) => {
  group.each.setup(() => freshDatabase())

  test('a pending receipt prints alone on an 80 mm roll, PENDING, its reference and that reference as a readable barcode', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [bun] = await stockedProducts()
    const page = await counterOnline(browserContext, visit)
    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()
    const { ref, receipt } = await sellOffline(page, bun, cashExact)
    await receipt.locator('svg').first().waitFor()
    const { printCalls } = await countPrints(page)
    await page.getByRole('button', { name: 'Print' }).click()
    await printCalls(1)

    await page.emulateMedia({ media: 'print' })
    await settledForPrint(page, 'article[aria-label^="Pending receipt"]')
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    const pages = await pdfPages(printed)
    assert.lengthOf(pages, 1)
    assert.closeTo(pages[0].width * MM_PER_PT, 80, 0.5)
    assert.isBelow(pages[0].height * MM_PER_PT, 250)
    const text = await pdfText(printed)
    assert.include(text, 'PENDING')
    assert.include(text, ref)
    assert.include(text, bun.name)
    // The slip's last line too: nothing of it is pushed off its page.
    assert.include(text, 'Thank you for shopping with us!')
    assert.notInclude(text, 'New sale')
    const [found] = await decodeBarcodesIn(printed, [
      { page: 1, x: 0, y: 0, width: 80, height: pages[0].height * MM_PER_PT },
    ])
    assert.deepEqual(
      found.map((symbol) => symbol.text),
      [ref]
    )
  })

  test('three sales offline, a reload offline, then each sale recorded once when back', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [bun, jam] = await stockedProducts()
    const page = await counterOnline(browserContext, visit)

    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()
    const refs = await threeSales(page, bun, jam)
    const device = REF.exec(refs[0])!
    assert.deepEqual(
      refs.map((ref) => REF.exec(ref)?.[1]),
      ['1', '2', '3']
    )
    assert.isTrue(refs.every((ref) => ref.startsWith(device[0].slice(0, 9))))
    await page.assertText('[data-testid="outbox-count"]', '3 sales to send')

    // A reload while offline opens the counter from the service worker, the outbox intact.
    await page.reload()
    await page.locator('#scan').waitFor()
    await page.assertText('[data-testid="outbox-count"]', '3 sales to send')
    assert.lengthOf(await offlineOrders(), 0)

    await browserContext.setOffline(false)
    await page.getByTestId('connection-banner').waitFor({ state: 'hidden' })
    const orders = await offlineOrders()
    assert.deepEqual(
      orders.map((order) => order.provisionalRef),
      refs
    )
    const numbers = orders.map((order) => Number(order.number!.split('-').at(-1)))
    assert.deepEqual(numbers, [numbers[0], numbers[0] + 1, numbers[0] + 2])
    assert.isTrue(orders.every((order) => order.status === 'completed'))
  })

  test('the connection cut while the outbox is sent: sending resumes, each sale once', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [bun, jam] = await stockedProducts()
    const page = await counterOnline(browserContext, visit)
    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()
    const refs = await threeSales(page, bun, jam)

    // The second sale's request is cut once; the first goes through.
    let cut = false
    await page.route('**/orders/offline', async (route) => {
      const body = route.request().postDataJSON() as { provisional_ref: string }
      if (!cut && body.provisional_ref === refs[1]) {
        cut = true
        return route.abort('internetdisconnected')
      }
      return route.continue()
    })
    await browserContext.setOffline(false)
    await page.assertText('[data-testid="outbox-count"]', '2 sales to send')
    assert.deepEqual(await offlineRefs(), [refs[0]])

    // The server answers again: the rest goes, in order, each once.
    await page.getByTestId('connection-banner').waitFor({ state: 'hidden' })
    assert.deepEqual(await offlineRefs(), refs)
  })

  test('two tabs of one till send the same outbox: each sale once', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [bun, jam] = await stockedProducts()
    const page = await counterOnline(browserContext, visit)
    const other = await browserContext.newPage()
    await other.goto('/orders/create')
    await other.locator('#scan').waitFor()

    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()
    const refs = await threeSales(page, bun, jam)
    // The other tab hears of each sale kept.
    await other.assertText('[data-testid="outbox-count"]', '3 sales to send')

    // Every sending counted, to see that no sale is sent twice by the two tabs.
    const sent: string[] = []
    await browserContext.route('**/orders/offline', async (route) => {
      sent.push((route.request().postDataJSON() as { provisional_ref: string }).provisional_ref)
      await route.continue()
    })
    await browserContext.setOffline(false)
    await page.getByTestId('connection-banner').waitFor({ state: 'hidden' })
    await other.getByTestId('connection-banner').waitFor({ state: 'hidden' })
    assert.deepEqual(await offlineRefs(), refs)
    assert.deepEqual(sent, refs)
  })

  test('sign-out is refused while the outbox holds a sale', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [bun] = await stockedProducts()
    const page = await counterOnline(browserContext, visit)
    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()
    await sellOffline(page, bun, cashExact)
    await nextSale(page)

    // Back online, the server refuses the sale for now: it stays in the outbox.
    await page.route('**/orders/offline', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Busy' })
    )
    await browserContext.setOffline(false)
    await page.getByText(/could not take the sale \(503\)/).waitFor()

    await page.locator('#user-menu').click()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page
      .getByRole('alert')
      .filter({
        hasText:
          '1 sale made offline has not been sent yet: sign out once the connection is back and they are sent.',
      })
      .waitFor()
    assert.match(page.url(), /\/orders\/create$/)

    // Any other page's Log Out asks this device's outbox too.
    await page.goto('/dashboard')
    await page.locator('#user-menu').click()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: '1 sale made offline has not been sent yet' })
      .waitFor()
    assert.match(page.url(), /\/dashboard$/)
    await page.goto('/orders/create')
    await page.getByText(/could not take the sale \(503\)/).waitFor()

    // Once the server takes it, sign-out goes through.
    await page.unroute('**/orders/offline')
    await page.getByRole('button', { name: 'Send again' }).click()
    await page.getByTestId('connection-banner').waitFor({ state: 'hidden' })
    assert.lengthOf(await offlineOrders(), 1)
    await page.locator('#user-menu').click()
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL(/\/login$/)
  })

  test('the customer picker finds the customers the till keeps; the sale goes with the one chosen', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [bun] = await stockedProducts()
    const [regular] = await Customer.createMany([
      { name: 'Priya Regular', phone: '+44 20 7946 0101', isActive: true },
      { name: 'Priscilla Stranger', email: 'stranger@example.test', isActive: true },
    ])
    // Priya bought at Downtown, so Downtown's kit keeps her; Priscilla never did.
    await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: bun.id, quantity: 1 }], {
        customerId: regular.id,
        payments: [{ method: 'cash', amount: 50 }],
      })
    )
    const page = await counterOnline(browserContext, visit)
    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()

    const picker = page.getByRole('combobox', { name: 'Customer' })
    const options = page.getByRole('listbox', { name: 'Customer options' }).getByRole('option')
    await picker.fill('stranger')
    await page.getByText('No match for “stranger”.').waitFor()
    assert.deepEqual(await options.allInnerTexts(), ['Walk-in customer'])
    // The server's search finds both for "pri"; offline, only the one kept.
    await picker.fill('pri')
    await options.nth(1).waitFor()
    assert.deepEqual(await options.allInnerTexts(), [
      'Walk-in customer',
      'Priya Regular · +44 20 7946 0101',
    ])
    await options.nth(1).click()
    assert.equal(await picker.inputValue(), 'Priya Regular · +44 20 7946 0101')
    await page.getByText('Offline: only the customers kept on this till.').waitFor()
    // A new customer needs the server.
    assert.equal(await page.getByRole('button', { name: 'New customer' }).count(), 0)

    const { ref, receipt } = await sellOffline(page, bun, cashExact)
    await receipt.getByText('Priya Regular · +44 20 7946 0101').waitFor()
    await nextSale(page)
    await browserContext.setOffline(false)
    await page.getByTestId('connection-banner').waitFor({ state: 'hidden' })
    const orders = await offlineOrders()
    assert.deepEqual(
      orders.map((order) => [order.provisionalRef, order.customerId]),
      [[ref, regular.id]]
    )
  })

  test('a till with no open session refuses to sell offline where the shop asks for one', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await db.from('settings').update({ sale_needs_till_session: true })
    const [bun] = await stockedProducts()
    const page = await counterOnline(browserContext, visit)
    await browserContext.setOffline(true)
    await page.getByTestId('connection-banner').waitFor()
    await page.locator('#scan').focus()
    await wedgeScan(page, bun.barcode!)
    await page.assertText('#scan-message', `Added ${bun.name}.`)
    await cashExact(page)
    await page.keyboard.press('F9')
    await page.assertText(
      '[data-testid="send-problem"]',
      'No connection: this till has no open session, and one cannot be opened offline. Open it once the connection is back.'
    )
    assert.equal(await page.getByTestId('pending-receipt').count(), 0)
    await page.assertText('[data-testid="outbox-count"]', '0 sales to send')
  })
})
