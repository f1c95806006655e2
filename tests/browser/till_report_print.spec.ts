import { test } from '@japa/runner'
import TillSession from '#models/till_session'
import { freshDatabase } from '#tests/helpers/database'
import { countPrints, settledForPrint } from '#tests/helpers/print'
import { decodeBarcodesIn, pdfPages, pdfText } from '#tests/helpers/pdf'
import { signInAs } from '#tests/helpers/browser_sessions'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'

const MM_PER_PT = 25.4 / 72

test.group('Z report printed from the browser', (group) => {
  group.each.setup(() => freshDatabase({ tillSessions: true }))

  test('Print records the original and opens the dialog on an 80 mm slip; the next print says COPY', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const till = await tillAt('DTN', 'Front 1', 'FRONT1')
    const session = await closedBy('cashier@demo.test', await openedBy('cashier@demo.test', till), {
      countedCash: 9950,
    })
    await signInAs(browserContext, 'cashier@demo.test')
    const page = await visit(`/tills/sessions/${session.id}`)
    const slip = page.getByRole('article', { name: 'Z report' })
    await slip.getByTestId('barcode-image').locator('svg').waitFor()
    const { printCalls, prints } = await countPrints(page)

    await page.getByRole('button', { name: 'Print' }).click()
    await printCalls(1)
    assert.equal(await slip.getByTestId('report-copy').count(), 0)
    await session.refresh()
    assert.isNotNull(session.reportPrintedAt)

    await page.emulateMedia({ media: 'print' })
    await settledForPrint(page, 'article[aria-label="Z report"]')
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    const [sheet] = await pdfPages(printed)
    assert.closeTo(sheet.width * MM_PER_PT, 80, 0.5)
    assert.isBelow(sheet.height * MM_PER_PT, 250)
    const text = await pdfText(printed)
    assert.include(text, 'Z report Z-FRONT1-000001')
    assert.include(text, '-$0.50')
    assert.notInclude(text, 'COPY')
    const [found] = await decodeBarcodesIn(printed, [
      { page: 1, x: 0, y: 0, width: 80, height: sheet.height * MM_PER_PT },
    ])
    assert.deepEqual(
      found.map((symbol) => symbol.text),
      ['Z-FRONT1-000001']
    )

    await page.emulateMedia({ media: 'screen' })
    await page.getByRole('button', { name: 'Print' }).click()
    await printCalls(2)
    await slip.getByTestId('report-copy').waitFor()
    assert.equal(await prints(), 2)
    // The original's time stays: a copy changes nothing on the session.
    const after = await TillSession.findOrFail(session.id)
    assert.equal(after.reportPrintedAt?.toMillis(), session.reportPrintedAt!.toMillis())
  })
})
