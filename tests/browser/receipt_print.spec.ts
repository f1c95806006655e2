import { test } from '@japa/runner'
import { freshDatabase } from '#tests/helpers/database'
import { settledForPrint } from '#tests/helpers/print'
import { decodeBarcodesIn, pdfPages, pdfText } from '#tests/helpers/pdf'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { signInAs } from '#tests/helpers/browser_sessions'
import { appRunning, openFromMenu } from '#tests/helpers/browser'

const MM_PER_PT = 25.4 / 72

test.group('Receipt printed from the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('the roll prints on an 80 mm page as long as the receipt, its barcode readable, the number alone under it', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { name: 'Green Tea', price: 350, taxRateBp: 0 })
    const { order } = await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 350 }],
      })
    )
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit(`/orders/${order.id}`)
    const receipt = page.getByRole('article', { name: 'Receipt DTN-000001' })
    await receipt.getByTestId('barcode-image').locator('svg').waitFor()
    assert.equal(await receipt.locator('figcaption').innerText(), 'DTN-000001')
    // Drawn at 2 px to the module: at least 10 blank modules left and right of the bars.
    const svg = await receipt
      .getByTestId('barcode-image')
      .locator('svg')
      .evaluate((node) => node.outerHTML)
    const viewWidth = Number(/viewBox="0 0 (\d+)/.exec(svg)![1])
    const edges = [...svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)].flatMap(
      ([, width, path]) =>
        [...path.matchAll(/M([\d.]+) /g)].map(([, x]) => [
          Number(x) - Number(width) / 2,
          Number(x) + Number(width) / 2,
        ])
    )
    assert.isAtLeast(Math.min(...edges.map(([left]) => left)) / 2, 10)
    assert.isAtLeast((viewWidth - Math.max(...edges.map(([, right]) => right))) / 2, 10)
    await receipt.getByText('Served by').waitFor()

    // What the print dialog makes of the page: Chromium's own PDF, at the page's @page size.
    await page.emulateMedia({ media: 'print' })
    await settledForPrint(page, 'article[aria-label^="Receipt"]')
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    const pages = await pdfPages(printed)
    assert.lengthOf(pages, 1)
    const [sheet] = pages
    assert.closeTo(sheet.width * MM_PER_PT, 80, 0.5)
    // As long as the receipt, never a Letter or A4 sheet.
    assert.isBelow(sheet.height * MM_PER_PT, 200)
    const text = await pdfText(printed)
    assert.include(text, 'Green Tea')
    assert.notInclude(text, 'Code 128')
    const [found] = await decodeBarcodesIn(printed, [
      { page: 1, x: 0, y: 0, width: 80, height: sheet.height * MM_PER_PT },
    ])
    assert.deepEqual(
      found.map((symbol) => symbol.text),
      ['DTN-000001']
    )

    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('button', { name: 'A4' }).click()
    await page.emulateMedia({ media: 'print' })
    await settledForPrint(page, 'article[aria-label^="Receipt"]')
    const [a4] = await pdfPages(await page.pdf({ preferCSSPageSize: true }))
    assert.closeTo(a4.width * MM_PER_PT, 210, 0.5)
    assert.closeTo(a4.height * MM_PER_PT, 297, 0.5)
  })

  test('a receipt opened after the label page, in the same visit, still prints alone on its roll', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { name: 'Green Tea', price: 350, taxRateBp: 0 })
    await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 350 }],
      })
    )
    await signInAs(browserContext, 'manager@demo.test')
    // The label page's print style is loaded, and stays loaded for the rest of the visit.
    const page = await visit('/products/print-barcodes')
    await appRunning(page)
    await openFromMenu(page, 'Orders')
    await page.getByRole('link', { name: 'DTN-000001' }).click()
    const receipt = page.getByRole('article', { name: 'Receipt DTN-000001' })
    await receipt.getByTestId('barcode-image').locator('svg').waitFor()

    await page.emulateMedia({ media: 'print' })
    await settledForPrint(page, 'article[aria-label^="Receipt"]')
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    const pages = await pdfPages(printed)
    assert.lengthOf(pages, 1)
    assert.closeTo(pages[0].width * MM_PER_PT, 80, 0.5)
    assert.include(await pdfText(printed), 'Green Tea')
  })
})
