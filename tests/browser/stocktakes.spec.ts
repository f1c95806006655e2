import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import type Product from '#models/product'
import StocktakeLine from '#models/stocktake_line'
import { postStockChanges } from '#services/stock/stock_ledger'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { freshDatabase } from '#tests/helpers/database'
import { openFromMenu } from '#tests/helpers/browser'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'
import { signInAs, openSignedIn } from '#tests/helpers/browser_sessions'

async function stock(product: Product, branchId: number, quantity: number) {
  const admin = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges([{ productId: product.id, branchId, quantity, type: 'receipt' }], admin, trx)
  )
}

/**
 * A keyboard-wedge scanner: the code typed into the scan field, then Enter;
 * the next scan waits for this one's answer, a new "… counted so far".
 */
async function scan(page: Page, code: string) {
  const before = await page.locator('#scan-message').innerText()
  const field = page.getByLabel('Scan or search')
  await field.fill(code)
  await field.press('Enter')
  await page.waitForFunction((previous) => {
    const now = document.querySelector('#scan-message')?.textContent ?? ''
    return now !== previous && now.includes('counted so far')
  }, before)
}

async function countedOf(productId: number) {
  const line = await StocktakeLine.findByOrFail('product_id', productId)
  return line.counted
}

test.group('Stocktakes', (group) => {
  group.each.setup(() => freshDatabase())

  test('two people scan at once from two pages; the manager reads the variance, posts, and the history links it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const nth = await branchCoded('NTH')
    const chips = await labelProduct({
      name: 'Sea Salt Chips',
      sku: 'SNK-001',
      barcode: '4006381333931',
      category: 'Snacks',
      cost: 150,
    })
    const nuts = await labelProduct({
      name: 'Roasted Nuts',
      sku: 'SNK-002',
      category: 'Snacks',
      cost: 400,
    })
    await stock(chips, nth.id, 12)
    await stock(nuts, nth.id, 5)
    const manager = await actorFor('manager@demo.test')
    const stocktake = await startStocktake(
      await createStocktake({ branchId: nth.id, coverage: 'branch', blind: true }, manager),
      manager
    )
    const path = `/stocktakes/${stocktake.id}`

    await signInAs(browserContext, 'clerk@demo.test')
    const clerk = await visit('/dashboard')
    await openFromMenu(clerk, 'Stocktakes')
    await clerk.getByRole('link', { name: 'SC-000001' }).click()
    await clerk.waitForURL(`**${path}`)
    const second = await browserContext
      .browser()!
      .newContext({ baseURL: new URL(clerk.url()).origin })
    const boss = await second.newPage()
    await openSignedIn(boss, 'manager@demo.test')
    await boss.goto(path)

    // Both pages scan chips at once, each waiting for its own answer as a scanner does.
    const scanChips = async (page: Page) => {
      for (let index = 0; index < 3; index++) await scan(page, '4006381333931')
    }
    await Promise.all([scanChips(clerk), scanChips(boss)])
    assert.equal(await countedOf(chips.id), 6)
    // Blind: nobody counting sees what the branch held.
    assert.equal(await clerk.getByText('Expected', { exact: true }).count(), 0)

    // A case of 6 nuts, typed then scanned once by SKU.
    await clerk.getByLabel('Quantity per scan').fill('6')
    await scan(clerk, 'SNK-002')
    await clerk.getByText('Roasted Nuts: +6, 6 counted so far.').waitFor()
    await clerk.getByRole('table', { name: 'Latest counts' }).getByText('Roasted Nuts').waitFor()

    // The manager ends counting and reads the variance: 6 chips of 12, one nut over.
    await boss.reload()
    await boss.getByRole('button', { name: 'Finish counting' }).click()
    await boss.getByRole('dialog').getByRole('button', { name: 'Finish counting' }).click()
    await boss.getByText('SC-000001 is in review').waitFor()
    const counted = boss.getByRole('table', { name: 'Counted lines' })
    const firstRow = counted.getByRole('row').nth(1)
    assert.include(await firstRow.innerText(), 'Sea Salt Chips')
    assert.include(await firstRow.innerText(), '-6')
    assert.include(await counted.getByRole('row').nth(2).innerText(), '+1')

    await boss.getByRole('button', { name: 'Post SC-000001' }).click()
    const dialog = boss.getByRole('dialog')
    await dialog.getByLabel('Stay as they are').check()
    await dialog.getByRole('button', { name: 'Post stocktake' }).click()
    await boss.getByText('SC-000001 posted: the stock now matches the count.').waitFor()
    assert.equal(await onHand(chips.id, nth.id), 6)
    assert.equal(await onHand(nuts.id, nth.id), 6)
    await assertLedgerInvariant(assert)

    // The chips' history names the stocktake and leads back to it.
    await boss.goto(`/stocks/history/${chips.id}`)
    await boss.getByRole('link', { name: 'SC-000001' }).click()
    await boss.waitForURL(`**${path}`)
    await boss.getByRole('heading', { name: 'Stocktake SC-000001' }).waitFor()
    await second.close()
  }).timeout(120_000)
})
