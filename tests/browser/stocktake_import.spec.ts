import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import StocktakeLine from '#models/stocktake_line'
import { postStockChanges } from '#services/stock/stock_ledger'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { recordCount } from '#services/stocktakes/record_count'
import { finishCounting } from '#services/stocktakes/finish_counting'
import { postStocktake } from '#services/stocktakes/post_stocktake'
import { freshDatabase } from '#tests/helpers/database'
import { openFromMenu, signInToDashboard } from '#tests/helpers/browser'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, branchCoded } from '#tests/helpers/stock'

/** A Snacks count at Northside being counted: chips (barcode) and nuts, 12 and 5 on hand. */
async function snacksCount() {
  const nth = await branchCoded('NTH')
  const admin = await actorFor('admin@demo.test')
  const chips = await labelProduct({
    name: 'Sea Salt Chips',
    sku: 'SNK-001',
    barcode: '4006381333931',
    category: 'Snacks',
    cost: 150,
  })
  const nuts = await labelProduct({ name: 'Roasted Nuts', sku: 'SNK-002', category: 'Snacks' })
  await db.transaction((trx) =>
    postStockChanges(
      [
        { productId: chips.id, branchId: nth.id, quantity: 12, type: 'receipt', unitCost: 150 },
        { productId: nuts.id, branchId: nth.id, quantity: 5, type: 'receipt' },
      ],
      admin,
      trx
    )
  )
  const draft = await createStocktake(
    { branchId: nth.id, coverage: 'categories', categories: ['Snacks'], blind: true },
    admin
  )
  return { stocktake: await startStocktake(draft, admin), chips, nuts, admin }
}

test.group('Stocktakes: a handheld’s counts and the shrinkage they show', (group) => {
  group.each.setup(() => freshDatabase())

  test('the clerk uploads a handheld file, reads the preview, imports it; the report shows the loss', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { stocktake, chips, nuts, admin } = await snacksCount()
    const page = await visit('/login')
    await signInToDashboard(page, 'clerk@demo.test')
    await page.goto(`/stocktakes/${stocktake.id}`)
    await page.getByRole('link', { name: 'Import counts' }).click()
    await page.waitForURL(`**/stocktakes/${stocktake.id}/import`)
    await page.setInputFiles('#file', {
      name: 'handheld.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('barcode,qty\n4006381333931,4\n4006381333931,5\nSNK-002,2\nXX-9,1\n'),
    })
    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.waitForURL(`**/stocktakes/${stocktake.id}/import/*`)
    await page.assertText('[data-testid="new-count"]', '3')
    await page.assertText('[data-testid="error-count"]', '1')
    await page.assertTextContains('[data-testid="row-line-2"]', 'Sea Salt Chips')
    await page.assertTextContains('[data-testid="error-line-5"]', '“XX-9”')

    await page.getByRole('button', { name: 'Import 3 counts' }).click()
    await page.waitForURL(`**/stocktakes/${stocktake.id}`)
    await page.assertTextContains('.toast', 'Imported 3 counts: 3 new.')
    const chipsLine = await StocktakeLine.findByOrFail('product_id', chips.id)
    const nutsLine = await StocktakeLine.findByOrFail('product_id', nuts.id)
    assert.deepEqual([chipsLine.counted, nutsLine.counted], [9, 2])

    await recordCount(stocktake, { productId: nuts.id, quantity: 3, source: 'typed' }, admin)
    await finishCounting(stocktake, admin)
    await postStocktake(stocktake, 'keep', admin)
    const other = await browserContext
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin })
    const manager = await other.newPage()
    await signInToDashboard(manager, 'admin@demo.test')
    await openFromMenu(manager, 'Shrinkage')
    await manager.waitForURL('**/reports/shrinkage')
    const row = manager.getByRole('row', { name: /Northside Snacks/ })
    await row.waitFor()
    assert.include(await row.innerText(), '-3')
    assert.include(await row.innerText(), '4.50')
  })
})
