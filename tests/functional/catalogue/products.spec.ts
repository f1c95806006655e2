import { test } from '@japa/runner'
import AuditEvent from '#models/audit_event'
import Product from '#models/product'
import Setting from '#models/setting'
import { LIST_PAGE_SIZE } from '#support/pagination'
import { checkBarcode } from '#common/barcode'
import { Agent, fromPage, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { scratchReference } from '#tests/helpers/references'
import { aProduct } from '#tests/helpers/products'

const FORM = {
  name: 'Orange Juice 1 l',
  sku: 'BEV-100',
  barcode: '5901234123457',
  category: 'Beverages',
  unit: 'carton',
  price: 349,
  cost: 210,
  tax_rate_bp: 800,
  reorder_level: 12,
  is_active: true,
  description: 'Not from concentrate.',
}

/** Every key of every product object a page received, at any depth. */
function productKeys(props: Record<string, any>) {
  const products = [props.product, ...(props.products ?? [])].filter(Boolean)
  return new Set(products.flatMap((product) => Object.keys(product)))
}

test.group('Products: permissions', (group) => {
  group.each.setup(() => freshDatabase())

  test('every route answers each demo role by its permissions', async ({ client, assert }) => {
    const product = await aProduct()
    const id = product.id
    const routes: [string, string, Record<string, unknown>?][] = [
      ['GET', '/products'],
      ['GET', `/products/${id}/edit`],
      ['GET', '/products/create'],
      ['GET', '/products/new-barcode'],
      ['POST', '/products', { ...FORM }],
      ['PUT', `/products/${id}`, { ...FORM, sku: 'SNK-001', barcode: null }],
      ['POST', `/products/${id}/deactivate`],
      ['POST', `/products/${id}/activate`],
      ['DELETE', `/products/${id}`],
    ]
    const readOnly = new Set(['GET /products', `GET /products/${id}/edit`])
    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      for (const [method, url, body] of routes) {
        const response = await agent.send(method, url, body, (request) => {
          request.withInertia()
        })
        const expected = readOnly.has(`${method} ${url}`) ? 200 : 403
        assert.equal(response.status(), expected, `${email} ${method} ${url}`)
      }
    }
    await product.refresh()
    assert.equal(product.name, 'Sea Salt Chips 150 g')
    assert.lengthOf(await AuditEvent.query().whereLike('action', 'product.%'), 0)

    for (const email of ['manager@demo.test', 'admin@demo.test']) {
      await freshDatabase()
      const again = await aProduct()
      const agent = await signedIn(client, email)
      for (const [method, url, body] of routes) {
        const path = url.replace(String(id), String(again.id))
        const response = await agent.send(method, path, body, (request) => {
          request.withInertia()
        })
        assert.oneOf(response.status(), [200, 302, 303], `${email} ${method} ${path}`)
      }
      assert.isNull(await Product.find(again.id), `${email} deleted the product`)
      assert.isNotNull(await Product.findBy('sku', 'BEV-100'), `${email} created one`)
    }

    const guest = await new Agent(client).get('/products')
    guest.assertHeader('location', '/login')
  })

  test('a cashier reads a product without its cost or margin anywhere', async ({
    client,
    assert,
  }) => {
    const product = await aProduct()
    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      const index = await agent.visit('/products')
      index.assertInertiaComponent('products/index')
      assert.lengthOf(index.inertiaProps.products, 1)
      const edit = await agent.visit(`/products/${product.id}/edit`)
      edit.assertInertiaComponent('products/edit')
      assert.isFalse(edit.inertiaProps.canManage)
      for (const page of [index, edit]) {
        const keys = productKeys(page.inertiaProps)
        assert.isTrue(keys.has('price'))
        assert.isFalse(keys.has('cost'), email)
        assert.isFalse(keys.has('marginBp'), email)
        assert.notInclude(page.text(), '"cost"')
      }
      const first = await agent.get(`/products/${product.id}/edit`)
      assert.notInclude(first.text(), 'cost&quot;')
      assert.notInclude(first.text(), '"cost"')
    }

    const manager = await signedIn(client, 'manager@demo.test')
    const edit = await manager.visit(`/products/${product.id}/edit`)
    assert.equal(edit.inertiaProps.product.cost, 150)
    assert.equal(edit.inertiaProps.product.marginBp, 4624)
    const index = await manager.visit('/products')
    assert.equal(index.inertiaProps.products[0].cost, 150)
  })

  test('without view_cost a sent cost is ignored, and so is an id', async ({ client, assert }) => {
    const { default: Role } = await import('#models/role')
    const manager = await Role.findByOrFail('name', 'Manager')
    manager.permissions = manager.permissions.filter((key) => key !== 'products.view_cost')
    await manager.save()
    const existing = await aProduct()

    const agent = await signedIn(client, 'manager@demo.test')
    const create = await agent.visit('/products/create')
    assert.notInclude(create.text(), '"cost"')
    await agent.post('/products', { ...FORM, cost: 5, id: existing.id })
    const created = await Product.findByOrFail('sku', 'BEV-100')
    assert.notEqual(created.id, existing.id)
    assert.isNull(created.cost)
    await existing.refresh()
    assert.equal(existing.sku, 'SNK-001')

    await agent.send('PUT', `/products/${existing.id}`, {
      ...FORM,
      sku: 'SNK-001',
      barcode: existing.barcode,
      cost: 1,
      id: created.id,
    })
    await existing.refresh()
    assert.equal(existing.cost, 150)
    assert.equal(existing.name, FORM.name)
    await created.refresh()
    assert.equal(created.name, FORM.name)
    assert.equal(created.sku, 'BEV-100')
  })
})

test.group('Products: form', (group) => {
  group.each.setup(() => freshDatabase())

  test('creating in USD stores minor units and shows them back', async ({ client, assert }) => {
    const agent = await signedIn(client, 'manager@demo.test')
    const form = await agent.visit('/products/create')
    form.assertInertiaComponent('products/create')
    assert.equal(form.inertiaProps.defaults.taxRateBp, 800)
    assert.equal(form.inertiaProps.shop.currency, 'USD')

    const response = await agent.post('/products', { ...FORM, price: 1999 })
    const product = await Product.findByOrFail('sku', 'BEV-100')
    response.assertHeader('location', `/products/${product.id}/edit`)
    assert.equal(product.price, 1999)
    assert.equal(product.cost, 210)
    assert.equal(product.taxRateBp, 800)

    const page = await agent.visit(`/products/${product.id}/edit`)
    assert.equal(page.inertiaProps.flash.success, 'Orange Juice 1 l added to the catalogue.')
    assert.equal(page.inertiaProps.product.price, 1999)
    assert.equal(page.inertiaProps.product.symbology, 'EAN-13')
    assert.isTrue(page.inertiaProps.canManage)
    assert.isTrue(page.inertiaProps.deletable)
  })

  test('in JPY 1200 stays 1200', async ({ client, assert }) => {
    await Setting.query().update({ currency: 'JPY', locale: 'ja-JP' })
    const agent = await signedIn(client, 'admin@demo.test')
    await agent.post('/products', { ...FORM, price: 1200, cost: 800 })
    const product = await Product.findByOrFail('sku', 'BEV-100')
    assert.equal(product.price, 1200)
    const page = await agent.visit(`/products/${product.id}/edit`)
    assert.equal(page.inertiaProps.shop.currency, 'JPY')
    assert.equal(page.inertiaProps.product.price, 1200)
  })

  test('amounts must be whole minor units from zero to a sane maximum', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    for (const [price, message] of [
      [-1, 'The price must not be negative.'],
      [19.99, 'The price must be a whole number.'],
      [
        1e12,
        "The price cannot be above 999,999,999.99 (99,999,999,999 in the currency's smallest unit).",
      ],
      ['abc', 'Enter the price as a number.'],
      // What the money field could not read arrives as text, never read as minor units.
      ['1999', 'Enter the price as a number.'],
      [null, 'Enter the price.'],
    ] as const) {
      await agent.post('/products', { ...FORM, price })
      const page = await agent.visit('/products/create')
      assert.equal(page.inertiaProps.errors.price, message, String(price))
    }
    await agent.post('/products', { ...FORM, tax_rate_bp: 10001, reorder_level: -1 })
    const page = await agent.visit('/products/create')
    assert.equal(page.inertiaProps.errors.tax_rate_bp, 'The tax rate cannot be above 100 %.')
    assert.equal(page.inertiaProps.errors.reorder_level, 'The reorder level cannot be below 0.')
    await agent.post('/products', { ...FORM, tax_rate_bp: '150' })
    const typed = await agent.visit('/products/create')
    assert.equal(typed.inertiaProps.errors.tax_rate_bp, 'Enter the tax rate as a number.')
    assert.lengthOf(await Product.all(), 0)
  })

  test('an empty cost stays unknown: no cost, no margin, until one is entered', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'manager@demo.test')
    const response = await agent.post('/products', { ...FORM, cost: null })
    const product = await Product.findByOrFail('sku', 'BEV-100')
    response.assertHeader('location', `/products/${product.id}/edit`)
    assert.isNull(product.cost)

    const edit = await agent.visit(`/products/${product.id}/edit`)
    edit.assertInertiaComponent('products/edit')
    assert.isNull(edit.inertiaProps.product.cost)
    assert.isNull(edit.inertiaProps.product.marginBp)
    const index = await agent.visit('/products')
    assert.isNull(index.inertiaProps.products[0].cost)
    assert.isNull(index.inertiaProps.products[0].marginBp)

    await agent.send('PUT', `/products/${product.id}`, { ...FORM, cost: 210 })
    const known = await agent.visit(`/products/${product.id}/edit`)
    assert.equal(known.inertiaProps.product.cost, 210)
    assert.equal(known.inertiaProps.product.marginBp, 3983)
    await agent.send('PUT', `/products/${product.id}`, { ...FORM, cost: null })
    await product.refresh()
    assert.isNull(product.cost)
  })

  test('a negative price or cost says it must not be negative', async ({ client, assert }) => {
    const agent = await signedIn(client, 'manager@demo.test')
    const product = await aProduct()
    const response = await agent.send('PUT', `/products/${product.id}`, {
      ...FORM,
      price: -500,
      cost: -1,
    })
    response.assertStatus(302)
    const page = await agent.visit(`/products/${product.id}/edit`)
    assert.equal(page.inertiaProps.errors.price, 'The price must not be negative.')
    assert.equal(page.inertiaProps.errors.cost, 'The cost must not be negative.')
    await product.refresh()
    assert.equal(product.price, 279)
  })

  test('a mistyped EAN-13 is refused beside the barcode', async ({ client, assert }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    await agent.post('/products', { ...FORM, barcode: '5901234123458' })
    const page = await agent.visit('/products/create')
    assert.equal(
      page.inertiaProps.errors.barcode,
      'The EAN-13 check digit does not match: it should be 7, not 8.'
    )
    assert.isNull(await Product.findBy('sku', 'BEV-100'))

    for (const barcode of ['96385074', '036000291452', 'CM-BAK-00012', null]) {
      await agent.post('/products', { ...FORM, sku: `X-${barcode}`, barcode })
      assert.isNotNull(await Product.findBy('sku', `X-${barcode}`), String(barcode))
    }
  })

  test('a duplicate SKU or barcode is refused; the product keeps its own', async ({
    client,
    assert,
  }) => {
    const existing = await aProduct()
    const agent = await signedIn(client, 'admin@demo.test')
    await agent.post('/products', { ...FORM, sku: 'snk-001', barcode: existing.barcode })
    const page = await agent.visit('/products/create')
    assert.equal(page.inertiaProps.errors.sku, 'Another product already has this SKU.')
    assert.equal(page.inertiaProps.errors.barcode, 'Another product already has this barcode.')

    const response = await agent.send('PUT', `/products/${existing.id}`, {
      ...FORM,
      sku: existing.sku,
      barcode: existing.barcode,
      price: 299,
    })
    response.assertHeader('location', `/products/${existing.id}/edit`)
    await existing.refresh()
    assert.equal(existing.price, 299)
  })

  test('price changes are audited with from and to', async ({ client, assert }) => {
    const product = await aProduct()
    const agent = await signedIn(client, 'manager@demo.test')
    await agent.send('PUT', `/products/${product.id}`, {
      ...FORM,
      sku: product.sku,
      barcode: product.barcode,
      price: 299,
      cost: 160,
    })
    const priceChanged = await AuditEvent.findByOrFail('action', 'product.price_changed')
    assert.deepEqual(priceChanged.changes, { price: { from: 279, to: 299 } })
    assert.equal(priceChanged.subjectId, String(product.id))
    const updated = await AuditEvent.findByOrFail('action', 'product.updated')
    assert.deepEqual((updated.changes as any).cost, { from: 150, to: 160 })
  })

  test('generate gives an unused in-store EAN-13 and stores nothing', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'manager@demo.test')
    const seen = new Set<string>()
    for (let index = 0; index < 5; index++) {
      const response = await agent.get('/products/new-barcode')
      response.assertStatus(200)
      const { barcode } = response.body()
      assert.match(barcode, /^2\d{12}$/)
      assert.deepEqual(checkBarcode(barcode), { valid: true, symbology: 'ean13' })
      seen.add(barcode)
    }
    assert.isAbove(seen.size, 1)
    assert.lengthOf(await Product.all(), 0)
  })

  test('deactivate, activate, and delete only while nothing refers to it', async ({
    client,
    assert,
  }) => {
    const product = await aProduct()
    const agent = await signedIn(client, 'manager@demo.test')
    await agent.post(`/products/${product.id}/deactivate`)
    await product.refresh()
    assert.isFalse(product.isActive)
    await agent.post(`/products/${product.id}/activate`)
    await product.refresh()
    assert.isTrue(product.isActive)

    const response = await agent.send('DELETE', `/products/${product.id}`)
    response.assertHeader('location', '/products')
    assert.isNull(await Product.find(product.id))
    const events = await AuditEvent.query().whereLike('action', 'product.%').orderBy('id')
    assert.deepEqual(
      events.map((event) => event.action),
      ['product.deactivated', 'product.activated', 'product.deleted']
    )

    const missing = await agent.visit(`/products/${product.id}/edit`)
    missing.assertStatus(404)
    const notAnId = await agent.visit('/products/abc/edit')
    notAnId.assertStatus(404)
  })
})

test.group('Products: list', (group) => {
  group.each.setup(() => freshDatabase())

  test('search over name, SKU and barcode; category and status filters; sorts; pages', async ({
    client,
    assert,
  }) => {
    await aProduct()
    await aProduct({
      name: 'Whole Milk 1 l',
      sku: 'DRY-001',
      barcode: '96385074',
      category: 'Dairy',
      price: 129,
    })
    await aProduct({
      name: 'Butter 250 g',
      sku: 'DRY-002',
      barcode: null,
      category: 'Dairy',
      price: 329,
      isActive: false,
    })
    const agent = await signedIn(client, 'cashier@demo.test')
    const names = async (query: string) => {
      const page = await agent.visit(`/products${query}`)
      return page.inertiaProps.products.map((product: { name: string }) => product.name)
    }

    assert.deepEqual(await names(''), ['Butter 250 g', 'Sea Salt Chips 150 g', 'Whole Milk 1 l'])
    assert.deepEqual(await names('?search=milk'), ['Whole Milk 1 l'])
    assert.deepEqual(await names('?search=snk-0'), ['Sea Salt Chips 150 g'])
    assert.deepEqual(await names('?search=9638507'), ['Whole Milk 1 l'])
    assert.deepEqual(await names('?category=Dairy'), ['Butter 250 g', 'Whole Milk 1 l'])
    assert.deepEqual(await names('?status=inactive'), ['Butter 250 g'])
    assert.deepEqual(await names('?status=active&category=Dairy'), ['Whole Milk 1 l'])
    assert.deepEqual(await names('?sort=price'), [
      'Whole Milk 1 l',
      'Sea Salt Chips 150 g',
      'Butter 250 g',
    ])
    assert.deepEqual(await names('?sort=price_desc'), [
      'Butter 250 g',
      'Sea Salt Chips 150 g',
      'Whole Milk 1 l',
    ])
    assert.deepEqual(await names('?sort=sku'), [
      'Whole Milk 1 l',
      'Butter 250 g',
      'Sea Salt Chips 150 g',
    ])
    assert.deepEqual(await names('?sort=name_desc'), [
      'Whole Milk 1 l',
      'Sea Salt Chips 150 g',
      'Butter 250 g',
    ])
    assert.deepEqual(await names('?sort=sku_desc'), [
      'Sea Salt Chips 150 g',
      'Butter 250 g',
      'Whole Milk 1 l',
    ])
    const newest = await names('?sort=newest')
    assert.equal(newest[0], 'Butter 250 g')

    const page = await agent.visit('/products?category=Dairy&sort=price')
    assert.deepEqual(page.inertiaProps.filters, {
      search: '',
      category: 'Dairy',
      status: '',
      sort: 'price',
    })
    assert.deepEqual(page.inertiaProps.categories, ['Dairy', 'Snacks'])

    for (let index = 0; index < LIST_PAGE_SIZE; index++) {
      await aProduct({ name: `Item ${index}`, sku: `ITEM-${index}`, barcode: null })
    }
    const second = await agent.visit('/products?page=2')
    assert.equal(second.inertiaProps.meta.total, LIST_PAGE_SIZE + 3)
    assert.lengthOf(second.inertiaProps.products, 3)

    // A sort the list does not offer is the default one, not an error.
    const bad = await agent.visit('/products?sort=cost&category=Dairy')
    bad.assertStatus(200)
    assert.equal(bad.inertiaProps.filters.sort, '')
    assert.deepEqual(
      bad.inertiaProps.products.map((product: { name: string }) => product.name),
      ['Butter 250 g', 'Whole Milk 1 l']
    )
  })

  test('the Next link finds the page after its row, among products of one name too', async ({
    client,
    assert,
  }) => {
    // Ten products share a name across the page break, so only the id orders them there.
    for (let index = 0; index < LIST_PAGE_SIZE + 3; index++) {
      const name = index >= 20 ? 'Oat Bar' : `Item ${String(index).padStart(2, '0')}`
      await aProduct({ name, sku: `SEEK-${index}`, barcode: null, price: 100 + (index % 4) })
    }
    const agent = await signedIn(client, 'cashier@demo.test')
    const ids = (page: { inertiaProps: Record<string, any> }) =>
      page.inertiaProps.products.map((product: { id: number }) => product.id)
    for (const sort of ['name', 'name_desc']) {
      const first = await agent.visit(`/products?sort=${sort}`)
      const { meta } = first.inertiaProps
      assert.equal(meta.last, ids(first)[LIST_PAGE_SIZE - 1], sort)
      const numbered = await agent.visit(`/products?sort=${sort}&page=2`)
      const sought = await agent.visit(`/products?sort=${sort}&page=2&after=${meta.last}`)
      assert.lengthOf(ids(sought), 3, sort)
      assert.deepEqual(ids(sought), ids(numbered), sort)
      assert.deepEqual(sought.inertiaProps.meta, numbered.inertiaProps.meta, sort)
      const back = await agent.visit(`/products?sort=${sort}&page=1&before=${ids(numbered)[0]}`)
      assert.deepEqual(ids(back), ids(first), sort)
    }
    const byName = await agent.visit('/products')
    assert.deepEqual(
      ids(byName).slice(20),
      [...ids(byName).slice(20)].sort((a: number, b: number) => a - b),
      'one name, oldest first'
    )
    // By price descending the names run A to Z: no row-value comparison seeks it.
    const byPrice = await agent.visit('/products?sort=price_desc')
    assert.notProperty(byPrice.inertiaProps.meta, 'last')
  })

  test('a product something refers to offers no Delete, and deleting it is refused', async ({
    client,
    assert,
    cleanup,
  }) => {
    const product = await aProduct()
    const movements = await scratchReference('product', 'stock movements', cleanup)
    await movements.refer(product.id)
    const agent = await signedIn(client, 'manager@demo.test')
    const page = await agent.visit(`/products/${product.id}/edit`)
    assert.isFalse(page.inertiaProps.deletable)

    const response = await agent.send(
      'DELETE',
      `/products/${product.id}`,
      undefined,
      fromPage(`/products/${product.id}/edit`)
    )
    response.assertHeader('location', `/products/${product.id}/edit`)
    const after = await agent.visit(`/products/${product.id}/edit`)
    assert.equal(
      after.inertiaProps.flash.error,
      `${product.name} is used by stock movements, so it cannot be deleted. Deactivate it instead.`
    )
    assert.isNotNull(await Product.find(product.id))
  })
})
