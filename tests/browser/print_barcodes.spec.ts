import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { AxeBuilder } from '@axe-core/playwright'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { pdfPages, pdfWords } from '#tests/helpers/pdf'
import { labelProduct } from '#tests/helpers/products'
import { findTemplate, labelsPerPage } from '#common/labels/templates'
import { labelBox } from '#common/labels/layout'

/** One product with an EAN-13, the one most tests print. */
const MILK = { name: 'Organic whole milk', sku: 'MILK-1', barcode: '4006381333931', price: 189 }

/** CSS pixels per millimetre: 96 px to the inch. */
const PX_PER_MM = 96 / 25.4

test.group('Print labels', (group) => {
  group.each.setup(() => freshDatabase())

  test('pick products and counts, choose template and fields, preview at true size, print and download', async ({
    visit,
    assert,
  }) => {
    const milk = await labelProduct(MILK)
    const bread = await labelProduct({
      name: 'Хлеб ржаной',
      sku: 'BREAD-2',
      barcode: '96385074',
      price: 250,
    })
    await labelProduct({ name: 'Olive oil', sku: 'OIL-3', barcode: '036000291452', price: 1299 })

    const page = await visit('/login')
    await signInToDashboard(page, 'clerk@demo.test')
    await page.goto(`/products/print-barcodes?products=${milk.id},${bread.id}`)
    const preview = page.getByTestId('label-preview')
    await page.assertText('[data-testid="label-summary"]', '2 labels on 1 sheet')
    assert.equal(await preview.getByTestId('label').count(), 2)
    await page.assertTextContains('[data-testid="label-preview"]', '$1.89')

    // More labels of one product; a count out of range is refused beside its field.
    await page.getByLabel('Labels of Organic whole milk').fill('0')
    await page.assertText(`#label-count-${milk.id}-error`, '1 to 500')
    assert.isTrue(await page.getByRole('button', { name: 'Print' }).isDisabled())
    await page.getByLabel('Labels of Organic whole milk').fill('22')
    await page.assertText('[data-testid="label-summary"]', '23 labels on 2 sheets')
    assert.equal(await preview.getByTestId('label-sheet').count(), 2)

    // Another product scanned by its SKU: added at once.
    await page.getByLabel('Scan or search').fill('OIL-3')
    await page.getByRole('button', { name: 'Find' }).click()
    await page.assertText('[data-testid="label-summary"]', '24 labels on 2 sheets')

    // A4 at 1 mm to the CSS millimetre: 210 mm wide, 48.5 mm labels.
    await page.getByLabel('Template').selectOption('a4-4x10')
    await page.assertText('[data-testid="label-summary"]', '24 labels on 1 sheet')
    assert.equal(await preview.getByTestId('label').count(), 24)
    const sheet = await preview.getByTestId('label-sheet').first().boundingBox()
    assert.approximately(sheet!.width, 210 * PX_PER_MM, 1)
    assert.approximately(sheet!.height, 297 * PX_PER_MM, 1)
    const cut = await preview.locator('.label-cut').first().boundingBox()
    assert.approximately(cut!.width, 48.5 * PX_PER_MM, 1)
    assert.approximately(cut!.height, 25.4 * PX_PER_MM, 1)
    assert.approximately(cut!.x - sheet!.x, 8 * PX_PER_MM, 1)
    assert.approximately(cut!.y - sheet!.y, 21.5 * PX_PER_MM, 1)

    // Fields: no barcode, no price.
    assert.equal(await preview.locator('svg.label-barcode').count(), 24)
    await page.getByLabel('Barcode with its digits').uncheck()
    await page.getByLabel('Price', { exact: true }).uncheck()
    assert.equal(await preview.locator('svg.label-barcode').count(), 0)
    assert.notInclude(await preview.innerText(), '$1.89')
    await page.getByLabel('Barcode with its digits').check()

    // Offsets move the print and are remembered for this template after a reload.
    const before = await preview.getByTestId('label').first().boundingBox()
    await page.getByLabel('Top offset (mm)').fill('1.5')
    await page.getByLabel('Left offset (mm)').fill('-2')
    const after = await preview.getByTestId('label').first().boundingBox()
    assert.approximately(after!.y - before!.y, 1.5 * PX_PER_MM, 0.5)
    assert.approximately(after!.x - before!.x, -2 * PX_PER_MM, 0.5)
    await page.reload()
    await page.assertInputValue('#label-template', 'a4-4x10')
    await page.assertInputValue('#label-offset-top', '1.5')
    await page.assertInputValue('#label-offset-left', '-2')
    await page.getByLabel('Template').selectOption('a4-3x7')
    await page.assertInputValue('#label-offset-top', '0')
    await page.getByLabel('Template').selectOption('a4-4x10')
    await page.assertInputValue('#label-offset-top', '1.5')

    // Printing shows only the sheets: the app around them is gone.
    assert.equal(await page.getByTestId('label-print').count(), 0, 'drawn only to print')
    await page.emulateMedia({ media: 'print' })
    await page.getByTestId('label-print').waitFor()
    assert.isFalse(await page.getByRole('heading', { name: 'Print labels' }).isVisible())
    assert.isFalse(await page.getByRole('navigation', { name: 'Main menu' }).isVisible())
    assert.isFalse(await preview.isVisible())
    assert.equal(await page.getByTestId('label-print').getByTestId('label').count(), 2)
    const printed = await page.pdf({ preferCSSPageSize: true })
    const printedPages = await pdfPages(printed)
    assert.lengthOf(printedPages, 1, 'the sheets never spill onto an extra page')
    assert.approximately(printedPages[0].width, (210 * 72) / 25.4, 1)
    await page.emulateMedia({ media: 'screen' })

    // The same layout as a PDF download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'labels-a4-4x10.pdf')
    const pdf = await readFile((await download.path())!)
    assert.lengthOf(await pdfPages(pdf), 1)
    const words = await pdfWords(pdf)
    assert.lengthOf(
      words.filter((word) => ['MILK-1', 'BREAD-2', 'OIL-3'].includes(word.text)),
      2
    )
  })

  test('what the browser prints: as many pages as sheets or roll labels, each label in its die-cut cell', async ({
    visit,
    assert,
  }) => {
    const skus = ['AAA-1', 'BBB-2', 'CCC-3']
    const picked = [
      await labelProduct({ name: 'Apples', sku: skus[0], barcode: '4006381333931', price: 120 }),
      await labelProduct({ name: 'Bread', sku: skus[1], barcode: '96385074', price: 250 }),
      await labelProduct({ name: 'Cheese', sku: skus[2], barcode: null, price: 499 }),
    ]
    const page = await visit('/login')
    await signInToDashboard(page, 'clerk@demo.test')
    await page.goto(`/products/print-barcodes?products=${picked.map((p) => p.id).join(',')}`)

    const jobs = [
      { template: 'a4-3x7', counts: [20, 20, 5] },
      { template: 'roll-58x40', counts: [1, 2, 1] },
    ]
    for (const job of jobs) {
      const template = findTemplate(job.template)!
      await page.getByLabel('Template').selectOption(job.template)
      for (const [index, item] of picked.entries()) {
        await page.getByLabel(`Labels of ${item.name}`).fill(String(job.counts[index]))
      }
      const total = job.counts.reduce((sum, count) => sum + count, 0)
      const expectedPages = Math.ceil(total / labelsPerPage(template))
      await page.assertText(
        '[data-testid="label-summary"]',
        template.kind === 'roll'
          ? `${total} labels on 1 roll`
          : `${total} labels on ${expectedPages} sheets`
      )

      await page.emulateMedia({ media: 'print' })
      await page.getByTestId('label-print').waitFor()
      assert.equal(await page.getByTestId('label-print').getByTestId('label').count(), total)
      const printed = await page.pdf({ preferCSSPageSize: true })
      await page.emulateMedia({ media: 'screen' })

      const sizes = await pdfPages(printed)
      assert.lengthOf(sizes, expectedPages, `${job.template}: no blank or spilled page`)
      for (const size of sizes) {
        assert.approximately(size.width, (template.page.width * 72) / 25.4, 1)
        assert.approximately(size.height, (template.page.height * 72) / 25.4, 1)
      }

      // Every SKU printed once per label, inside the die-cut cell of its position, in job order.
      const allWords = await pdfWords(printed)
      const words = allWords.filter((word) => skus.includes(word.text))
      assert.lengthOf(words, total)
      const expectedOrder = job.counts.flatMap((count, index) => Array(count).fill(skus[index]))
      const cells = Array.from({ length: labelsPerPage(template) }, (_, i) =>
        labelBox(template, i + 1)
      )
      const placed = words
        .map((word) => ({
          word,
          position: cells.findIndex(
            (cell) =>
              word.x >= cell.x - 0.5 &&
              word.right <= cell.x + cell.width + 0.5 &&
              word.y >= cell.y - 0.5 &&
              word.bottom <= cell.y + cell.height + 0.5
          ),
        }))
        .sort((a, b) => a.word.page - b.word.page || a.position - b.position)
      for (const { word, position } of placed) {
        assert.isAtLeast(position, 0, `${word.text} on page ${word.page} is outside every cell`)
      }
      assert.deepEqual(
        placed.map(({ word }) => word.text),
        expectedOrder
      )
      const perPage = labelsPerPage(template)
      assert.deepEqual(
        placed.map(({ word, position }) => (word.page - 1) * perPage + position),
        Array.from({ length: total }, (_, i) => i)
      )
    }
  })

  test('a product search that fails says why, never that no product matches', async ({
    visit,
    assert,
  }) => {
    await labelProduct({ name: 'Olive oil', sku: 'OIL-3', barcode: '036000291452', price: 1299 })
    const page = await visit('/login')
    await signInToDashboard(page, 'clerk@demo.test')
    await page.goto('/products/print-barcodes')
    // Nothing picked yet is where every job starts: a hint, not an error.
    await page.assertText('[data-testid="label-summary"]', 'Add products to see their labels here.')
    assert.equal(await page.getByRole('alert').count(), 0)

    // The first searches are answered by a throttle and a crash; the next reaches the server.
    const failures = [429, 500]
    await page.route('**/products/print-barcodes/search?*', (route) => {
      const status = failures.shift()
      if (status === undefined) return route.continue()
      return route.fulfill({ status, contentType: 'text/html', body: '<h1>Error</h1>' })
    })
    const products = page.getByRole('region', { name: 'Products' })
    const alert = products.getByRole('alert')
    const found = products.getByRole('list', { name: 'Products found' })
    const search = page.getByLabel('Scan or search')

    // Each answer shows either a message or a list of matches (the old fault: an empty list).
    await search.fill('olive')
    await page.getByRole('button', { name: 'Find' }).click()
    await alert.or(found).waitFor()
    assert.equal(await found.count(), 0)
    assert.equal(await alert.innerText(), 'Too many searches. Wait a moment, then try again.')

    await search.fill('olive')
    await page.getByRole('button', { name: 'Find' }).click()
    const crashed = alert.filter({ hasText: 'The search could not be completed. Try again.' })
    await crashed.or(found).waitFor()
    assert.equal(await found.count(), 0)
    assert.notInclude(await products.innerText(), 'No active product matches.')

    await search.fill('olive')
    await page.getByRole('button', { name: 'Find' }).click()
    await page.getByRole('button', { name: 'Add Olive oil' }).waitFor()
    assert.deepEqual(failures, [])
  })

  test('the page has no serious accessibility finding, light or dark', async ({
    visit,
    assert,
  }) => {
    const milk = await labelProduct(MILK)
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    for (const mode of ['off', 'on']) {
      await page.evaluate((value) => localStorage.setItem('posCenter.darkMode', value), mode)
      await page.goto(`/products/print-barcodes?products=${milk.id}`)
      await page.getByTestId('label').first().waitFor()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`
        )
      assert.deepEqual(serious, [], `dark mode ${mode}`)
    }
  })
})
