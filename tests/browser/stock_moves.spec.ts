import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { AxeBuilder } from '@axe-core/playwright'
import type Product from '#models/product'
import { postStockChanges } from '#services/stock/stock_ledger'
import { freshDatabase } from '#tests/helpers/database'
import { openFromMenu, signInToDashboard } from '#tests/helpers/browser'
import { labelProduct } from '#tests/helpers/products'
import { actorFor, assertLedgerInvariant, branchCoded, onHand } from '#tests/helpers/stock'

async function stock(product: Product, branchId: number, quantity: number) {
  const actor = await actorFor('admin@demo.test')
  await db.transaction((trx) =>
    postStockChanges(
      [{ productId: product.id, branchId, quantity, type: 'receipt', unitCost: 100 }],
      actor,
      trx
    )
  )
}

test.group('Stock moves', (group) => {
  group.each.setup(() => freshDatabase())

  test('the manager sends Downtown → Northside; the clerk receives it with a shortfall', async ({
    visit,
    assert,
  }) => {
    const dtn = await branchCoded('DTN')
    const nth = await branchCoded('NTH')
    const chips = await labelProduct({ name: 'Sea Salt Chips', sku: 'SNK-001' })
    const cola = await labelProduct({ name: 'Cola 330 ml', sku: 'DRK-010' })
    await stock(chips, dtn.id, 10)
    await stock(cola, dtn.id, 6)

    // The manager drafts and sends.
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await openFromMenu(page, 'Stock moves')
    await page.waitForURL('**/stock-moves')
    await page.getByRole('link', { name: 'New stock move' }).click()
    await page.waitForURL('**/stock-moves/create')
    await page.getByLabel('From').selectOption(String(dtn.id))
    await page.getByLabel('To', { exact: true }).selectOption(String(nth.id))
    const finder = page.getByLabel('Scan or search')
    await finder.fill('Sea Salt')
    await page.getByRole('button', { name: 'Find' }).click()
    await page.getByRole('button', { name: 'Add Sea Salt Chips' }).click()
    await page.getByLabel('Quantity of Sea Salt Chips').fill('4')
    // A scanned SKU is added at once, no list to pick from.
    await finder.fill('DRK-010')
    await finder.press('Enter')
    await page.getByLabel('Quantity of Cola 330 ml').fill('2')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await page.waitForURL(/\/stock-moves\/\d+\/edit$/)
    await page.getByText('Stock move TR-000001 saved as a draft.').waitFor()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
    await page.getByText('Stock move TR-000001 sent: the stock left the source.').waitFor()
    await page.getByText('In transit', { exact: true }).waitFor()
    assert.equal(await onHand(chips.id, dtn.id), 6)
    assert.equal(await onHand(cola.id, dtn.id), 4)
    const transferPath = new URL(page.url()).pathname

    // The Northside clerk receives: 3 of 4 chips arrived, the reason is asked for.
    await page.context().clearCookies()
    await signInToDashboard(page, 'clerk@demo.test')
    const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
      name: /Stock moves/,
    })
    await page.assertTextContains(entry, '1')
    await page.goto(transferPath)
    await page.getByLabel('Received of Sea Salt Chips').fill('3')
    await page.getByRole('button', { name: 'Receive', exact: true }).click()
    await page.assertTextContains('#receive-0-reason-error', '1 of 4 missing: say why')
    assert.equal(await onHand(chips.id, nth.id), 0)

    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id)
    assert.deepEqual(serious, [])

    await page.getByLabel('Reason for a shortfall of Sea Salt Chips').fill('Bag torn in the van')
    await page.getByRole('button', { name: 'Receive', exact: true }).click()
    await page.getByText('Stock move TR-000001 received.').waitFor()
    await page.getByText('1: Bag torn in the van').waitFor()

    assert.equal(await onHand(chips.id, nth.id), 3)
    assert.equal(await onHand(cola.id, nth.id), 2)
    assert.equal(await onHand(chips.id, dtn.id), 6)
    assert.equal(await onHand(cola.id, dtn.id), 4)
    await assertLedgerInvariant(assert)
  })
})
