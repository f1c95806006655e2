import { test } from '@japa/runner'
import Product from '#models/product'
import Setting from '#models/setting'
import { checkBarcode } from '#common/barcode'
import { freshDatabase } from '#tests/helpers/database'
import { aProduct } from '#tests/helpers/products'
import { signInAs } from '#tests/helpers/browser_sessions'

test.group('Products in the browser', (group) => {
  group.each.setup(() => freshDatabase())

  test('a manager creates a product typing dollars; 19.99 is stored as 1999', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await aProduct()
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/dashboard')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('button', { name: 'Products' }).click()
    await menu.getByRole('link', { name: 'New product' }).click()
    await page.waitForURL('**/products/create')

    await page.getByLabel('Name').fill('Orange Juice 1 l')
    await page.getByLabel('SKU').fill('BEV-009')
    await page.getByLabel('Category').fill('Beverages')
    await page.getByLabel('Unit').fill('carton')
    await page.assertInputValue('#tax_rate_bp', '8')
    await page.getByLabel('Price').fill('19.999')
    await page.assertTextContains('#price-error', 'at most 2 decimals')
    await page.getByLabel('Price').fill('19.99')
    await page.assertNotExists('#price-error')
    await page.getByLabel('Cost').fill('12.5')
    await page.getByRole('button', { name: 'Create product' }).click()

    await page.waitForURL(/\/products\/\d+\/edit$/)
    await page.assertTextContains('.toast', 'Orange Juice 1 l added to the catalogue.')
    await page.assertText('[data-testid="product-price"]', '$19.99')
    await page.assertText('[data-testid="product-cost"]', '$12.50')
    await page.assertInputValue('#price', '19.99')
    const product = await Product.findByOrFail('sku', 'BEV-009')
    assert.equal(product.price, 1999)
    assert.equal(product.cost, 1250)
    assert.equal(product.taxRateBp, 800)
  })

  test('with the shop in JPY, 1200 is typed and stored as 1200', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await Setting.query().update({ currency: 'JPY', locale: 'ja-JP' })
    await signInAs(browserContext, 'admin@demo.test')
    const page = await visit('/products/create')
    await page.assertTextContains('.input-group:has(#price)', '￥')
    await page.getByLabel('Name').fill('Green Tea 25 bags')
    await page.getByLabel('SKU').fill('BEV-010')
    await page.getByLabel('Price').fill('1200.5')
    await page.assertTextContains('#price-error', 'whole amount in JPY')
    await page.getByLabel('Price').fill('1200')
    await page.getByRole('button', { name: 'Create product' }).click()
    await page.waitForURL(/\/products\/\d+\/edit$/)
    await page.assertText('[data-testid="product-price"]', '￥1,200')
    await page.assertInputValue('#price', '1200')
    const product = await Product.findByOrFail('sku', 'BEV-010')
    assert.equal(product.price, 1200)
  })

  test('a mistyped check digit is shown beside the barcode; nothing typed is lost', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/products/create')
    await page.getByLabel('Name').fill('Greek Yogurt 500 g')
    await page.getByLabel('SKU').fill('DRY-007')
    await page.getByLabel('Barcode').fill('5901234123458')
    await page.getByLabel('Price').fill('3.49')
    await page.getByRole('button', { name: 'Create product' }).click()

    await page.assertText(
      '#barcode-error',
      'The EAN-13 check digit does not match: it should be 7, not 8.'
    )
    await page.assertInputValue('#name', 'Greek Yogurt 500 g')
    await page.assertInputValue('#price', '3.49')
    assert.isNull(await Product.findBy('sku', 'DRY-007'))

    await page.getByLabel('Barcode').fill('5901234123457')
    await page.getByRole('button', { name: 'Create product' }).click()
    await page.waitForURL(/\/products\/\d+\/edit$/)
    await page.assertTextContains('[data-testid="barcode-image"]', 'EAN-13 · 5901234123457')
  })

  test('Generate fills an unused in-store EAN-13 and draws it', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const product = await aProduct({ barcode: null })
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit(`/products/${product.id}/edit`)
    await page.getByRole('button', { name: 'Generate' }).click()
    await page.waitForFunction(
      () => (document.querySelector('#barcode') as HTMLInputElement).value !== ''
    )
    const code = await page.inputValue('#barcode')
    assert.match(code, /^2\d{12}$/)
    assert.isTrue(checkBarcode(code).valid)
    await page.assertTextContains('[data-testid="barcode-image"]', `EAN-13 · ${code}`)
    await page.assertExists('[data-testid="barcode-image"] svg')

    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.assertTextContains('.toast', 'saved')
    await product.refresh()
    assert.equal(product.barcode, code)
  })

  test('edit the price, then deactivate the product', async ({ browserContext, visit, assert }) => {
    const product = await aProduct()
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/products')
    await page.getByRole('link', { name: 'Sea Salt Chips 150 g' }).click()
    await page.waitForURL(`**/products/${product.id}/edit`)

    await page.getByLabel('Price').fill('-2.99')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.assertText('#price-error', 'The price must not be negative.')
    await page.assertInputValue('#price', '-2.99')
    await product.refresh()
    assert.equal(product.price, 279)

    await page.getByLabel('Price').fill('2.99')
    await page.getByLabel('Cost').fill('')
    await page.getByRole('button', { name: 'Increase reorder level' }).click()
    await page.assertInputValue('#reorder_level', '11')
    await page.getByLabel('Reorder level', { exact: true }).fill('-3')
    await page.assertTextContains('#reorder_level-error', 'whole number from 0')
    await page.getByLabel('Reorder level', { exact: true }).fill('14')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.assertTextContains('.toast', 'Sea Salt Chips 150 g saved.')
    await page.assertText('[data-testid="product-price"]', '$2.99')
    await page.assertTextContains('[data-testid="product-cost"]', 'unknown')
    await page.assertTextContains('[data-testid="product-margin"]', 'unknown')
    await product.refresh()
    assert.equal(product.price, 299)
    assert.isNull(product.cost)
    assert.equal(product.reorderLevel, 14)

    await page.getByRole('button', { name: 'Deactivate' }).click()
    await page.assertText('[data-testid="product-status"]', 'Inactive')
    await page.assertTextContains('.toast', 'deactivated')
    await product.refresh()
    assert.isFalse(product.isActive)
    await page.getByRole('button', { name: 'Activate' }).click()
    await page.assertText('[data-testid="product-status"]', 'Active')
  })

  test('search the list, then pick products and print their labels', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const chips = await aProduct()
    const milk = await aProduct({
      name: 'Whole Milk 1 l',
      sku: 'DRY-001',
      barcode: '96385074',
      category: 'Dairy',
    })
    await aProduct({ name: 'Butter 250 g', sku: 'DRY-002', barcode: null, category: 'Dairy' })
    await signInAs(browserContext, 'clerk@demo.test')
    const page = await visit('/products')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–3 of 3')
    await page.assertNotExists('text=New product')

    await page.getByRole('searchbox', { name: /Search name/ }).fill('96385074')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('search') === '96385074')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–1 of 1')
    await page.assertTextContains('tbody', 'Whole Milk 1 l')

    await page.getByRole('searchbox', { name: /Search name/ }).fill('')
    await page.locator('.data-table').getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => !url.searchParams.has('search'))
    await page.getByLabel('Category').selectOption('Dairy')
    await page.waitForURL((url) => url.searchParams.get('category') === 'Dairy')
    await page.assertText('[data-testid="row-count"]', 'Showing 1–2 of 2')
    await page.getByLabel('Category').selectOption('')
    await page.waitForURL((url) => !url.searchParams.has('category'))
    await page.assertText('[data-testid="row-count"]', 'Showing 1–3 of 3')

    await page.getByLabel(`Select row ${milk.id}`).check()
    await page.getByLabel(`Select row ${chips.id}`).check()
    await page.getByRole('link', { name: 'Print labels (2)' }).click()
    await page.waitForURL('**/products/print-barcodes?**')
    const url = new URL(page.url())
    assert.equal(url.pathname, '/products/print-barcodes')
    assert.equal(url.searchParams.get('products'), `${milk.id},${chips.id}`)
  })

  test('import a CSV: the preview names the bad line, then the good rows are imported', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/products')
    await page.getByRole('link', { name: 'Import CSV' }).click()
    await page.waitForURL('**/products/import')
    await page.setInputFiles('#file', {
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'name,sku,barcode,price,cost,tax_rate\nNew Tea,BEV-900,,2.50,1.20,8\nBad,BEV-901,5901234123458,1.00,,\n'
      ),
    })
    await page.getByRole('button', { name: 'Check the file' }).click()
    await page.waitForURL(/\/products\/import\/[\w-]+$/)
    await page.assertTextContains('[data-testid="error-line-3"]', 'check digit does not match')
    await page.getByRole('button', { name: 'Import 1 product' }).click()
    await page.waitForURL('**/products')
    await page.assertTextContains('.toast', 'Imported 1 product: 1 new.')
    const tea = await Product.findByOrFail('sku', 'BEV-900')
    assert.equal(tea.price, 250)
    assert.equal(tea.cost, 120)
  })

  test('export, edit a price, import: an untouched file changes nothing, an edited one one price', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const chips = await aProduct({ description: '=fragile, keep dry' })
    const milk = await aProduct({
      name: 'Whole Milk 1 l',
      sku: 'DRY-001',
      barcode: '96385074',
      price: 129,
      cost: null,
    })
    const serialized = async () => {
      const products = await Product.query().orderBy('id')
      return products.map((product) => product.serialize())
    }
    const before = await serialized()
    await signInAs(browserContext, 'manager@demo.test')
    const page = await visit('/dashboard')
    const download = await page.request.get('/products/export')
    const exported = await download.text()

    async function upload(content: string) {
      await page.goto('/products/import')
      await page.setInputFiles('#file', {
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(content),
      })
      await page.getByRole('button', { name: 'Check the file' }).click()
      await page.waitForURL(/\/products\/import\/[\w-]+$/)
    }

    await upload(exported)
    await page.assertText('[data-testid="unchanged-count"]', '2')
    await page.assertText('[data-testid="changed-count"]', '0')
    await page.assertText('[data-testid="new-count"]', '0')
    assert.isTrue(await page.getByRole('button', { name: 'Import 0 products' }).isDisabled())
    await page.getByRole('button', { name: 'Discard' }).click()
    await page.waitForURL('**/products')
    assert.deepEqual(await serialized(), before)

    await upload(exported.replace(',1.29,', ',1.49,'))
    await page.assertText('[data-testid="changed-count"]', '1')
    await page.assertText('[data-testid="unchanged-count"]', '1')
    await page.assertTextContains('[data-testid="row-status-3"]', 'Price: $1.29 → $1.49')
    await page.getByRole('button', { name: 'Import 1 product' }).click()
    await page.waitForURL('**/products')
    await page.assertTextContains('.toast', 'Imported 1 product: 1 updated; 1 already the same.')
    await milk.refresh()
    await chips.refresh()
    assert.equal(milk.price, 149)
    assert.isNull(milk.cost)
    assert.equal(chips.description, '=fragile, keep dry')
    assert.equal(chips.price, 279)
  })
})
