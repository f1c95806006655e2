import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import StocktakeLine from '#models/stocktake_line'
import { postStockChanges } from '#services/stock/stock_ledger'
import { createStocktake } from '#services/stocktakes/create_stocktake'
import { startStocktake } from '#services/stocktakes/start_stocktake'
import { freshDatabase } from '#tests/helpers/database'
import { signInToDashboard } from '#tests/helpers/browser'
import { checkScanBursts, quantityField, scannableProducts } from '#tests/helpers/scanner'
import { actorFor, branchCoded } from '#tests/helpers/stock'

/** The twelve products of the bursts, each with stock at `code`'s branch. */
async function stockedScannables(code: string) {
  const products = await scannableProducts()
  const branch = await branchCoded(code)
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
  return { products, branch }
}

/*
 * Every screen with a scan field keeps the same promises (one shared field,
 * one server rule): bursts of scans 50 ms apart all land, a product scanned
 * five times comes to five, an unknown code is announced by name and the
 * next good scan still lands.
 */
test.group('Scan fields under a wedge scanner', (group) => {
  group.each.setup(() => freshDatabase())

  test('the counter', async ({ visit, assert }) => {
    const { products } = await stockedScannables('DTN')
    const page = await visit('/login')
    await signInToDashboard(page, 'cashier@demo.test')
    await page.goto('/orders/create')
    await checkScanBursts(
      page,
      assert,
      { fieldId: 'scan', quantityOf: quantityField(page, (p) => `Quantity of ${p.name}`) },
      products
    )
    // The order of the lines is the order of the scans.
    const names = await page.getByRole('list', { name: 'Cart' }).locator('[data-line]').all()
    assert.deepEqual(
      await Promise.all(names.map((line) => line.getAttribute('data-line'))),
      products.map((product) => product.sku)
    )
  })

  test('receive stock', async ({ visit, assert }) => {
    const products = await scannableProducts()
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await page.goto('/stocks/add')
    await checkScanBursts(
      page,
      assert,
      { fieldId: 'scan', quantityOf: quantityField(page, (p) => `Quantity of ${p.name}`) },
      products
    )
  })

  test('a new stock move adds on an exact scan', async ({ visit, assert }) => {
    const { products } = await stockedScannables('DTN')
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await page.goto('/stock-moves/create')
    await checkScanBursts(
      page,
      assert,
      {
        fieldId: 'transfer-product-search',
        quantityOf: quantityField(page, (p) => `Quantity of ${p.name}`),
      },
      products
    )
  })

  test('print labels adds on an exact scan', async ({ visit, assert }) => {
    const products = await scannableProducts()
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await page.goto('/products/print-barcodes')
    await checkScanBursts(
      page,
      assert,
      { fieldId: 'label-search', quantityOf: quantityField(page, (p) => `Labels of ${p.name}`) },
      products
    )
  })

  test('stocktake counting', async ({ visit, assert }) => {
    const { products, branch } = await stockedScannables('NTH')
    const manager = await actorFor('manager@demo.test')
    const stocktake = await startStocktake(
      await createStocktake({ branchId: branch.id, coverage: 'branch', blind: true }, manager),
      manager
    )
    const page = await visit('/login')
    await signInToDashboard(page, 'manager@demo.test')
    await page.goto(`/stocktakes/${stocktake.id}`)
    const counted = async (product: { id: number }) => {
      const line = await StocktakeLine.query()
        .where('stocktake_id', stocktake.id)
        .where('product_id', product.id)
        .firstOrFail()
      return line.counted ?? 0
    }
    await checkScanBursts(page, assert, { fieldId: 'scan', quantityOf: counted }, products)
  })
})
