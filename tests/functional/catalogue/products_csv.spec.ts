import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import AuditEvent from '#models/audit_event'
import Product from '#models/product'
import Setting from '#models/setting'
import { signedIn } from '#tests/helpers/agent'
import { textOf } from '#tests/helpers/responses'
import { STALE_ROW_MESSAGE } from '#services/csv/confirm'
import { csvOfSize, previewCsv, uploadCsv } from '#tests/helpers/csv'
import { freshDatabase } from '#tests/helpers/database'
import { aProduct } from '#tests/helpers/products'

test.group('Products CSV', (group) => {
  group.each.setup(() => freshDatabase())

  test('export: the current filter, amounts in major units, cost only with view_cost', async ({
    client,
    assert,
  }) => {
    await aProduct({ name: '=HYPERLINK("http://evil.test")' })
    await aProduct({
      name: 'Whole Milk',
      sku: 'DRY-001',
      barcode: null,
      category: 'Dairy',
      price: 1999,
      taxRateBp: 825,
    })
    const manager = await signedIn(client, 'manager@demo.test')
    const response = await manager.get('/products/export?category=Dairy')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    const rows = parse(response.text(), { bom: true, columns: true }) as Record<string, string>[]
    assert.lengthOf(rows, 1)
    assert.deepEqual(rows[0], {
      'Product': 'Whole Milk',
      'SKU': 'DRY-001',
      'Barcode': '',
      'Category': 'Dairy',
      'Unit': 'bag',
      'Price': '19.99',
      'Cost': '1.50',
      'Tax': '8.25',
      'Reorder level': '10',
      'Active': 'yes',
      'Description': '',
    })
    const everything = await manager.get('/products/export')
    const all = parse(everything.text(), { bom: true, columns: true }) as Record<string, string>[]
    assert.equal(all[0].Product, `'=HYPERLINK("http://evil.test")`)

    const { default: Role } = await import('#models/role')
    const role = await Role.findByOrFail('name', 'Manager')
    role.permissions = role.permissions.filter((key) => key !== 'products.view_cost')
    await role.save()
    const withoutCost = await manager.get('/products/export')
    assert.notInclude(withoutCost.text().split('\r\n')[0], 'Cost')

    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      const refused = await agent.get('/products/export')
      refused.assertStatus(403)
      const form = await agent.visit('/products/import')
      form.assertStatus(403)
    }
  })

  test('import: a dry run with line-numbered errors, then one transaction', async ({
    client,
    assert,
  }) => {
    const chips = await aProduct()
    const agent = await signedIn(client, 'manager@demo.test')
    const file = [
      'Name,SKU,Barcode,Category,Price,Cost,Tax rate,Active,Colour',
      'Orange Juice 1 l,BEV-001,5901234123457,Beverages,3.49,2.10,8,yes,orange',
      'Bad digit,BEV-002,5901234123458,Beverages,1.00,,,,',
      'Too precise,BEV-003,,Beverages,1.999,,,,',
      'Taken,snk-001,,Snacks,1,,,,',
      'Twin,BEV-001,,Beverages,1,,,,',
      '"=cmd|\' /C calc\'!A0",BEV-004,,,0.99,,,no,',
      ',BEV-005,,,1,,,,',
    ].join('\r\n')
    const { id, props } = await previewCsv(agent, 'products', file)
    assert.equal(props.totalRows, 7)
    assert.equal(props.validCount, 3)
    assert.deepEqual([props.newCount, props.changedCount, props.unchangedCount], [2, 1, 0])
    assert.deepEqual(props.ignoredColumns, ['Colour'])
    // The SKU matches a stored product (case ignored): the row updates it with every column it has.
    const taken = props.validRows.find((entry: { line: number }) => entry.line === 5)
    assert.equal(taken.status, 'changed')
    assert.deepEqual(taken.changes.price, { from: 279, to: 100 })
    assert.deepEqual(taken.changes.name, { from: 'Sea Salt Chips 150 g', to: 'Taken' })
    assert.deepEqual(taken.changes.cost, { from: 150, to: null })
    const byLine = Object.fromEntries(
      props.errors.map((error: { line: number; messages: string[] }) => [
        error.line,
        error.messages,
      ])
    )
    assert.deepEqual(Object.keys(byLine).map(Number), [3, 4, 6, 8])
    assert.deepEqual(byLine[3], [
      'barcode: The EAN-13 check digit does not match: it should be 7, not 8.',
    ])
    assert.match(byLine[4][0], /^price: Write an amount in USD like 19\.99/)
    assert.deepEqual(byLine[6], ['sku: the same as line 2.'])
    assert.deepEqual(byLine[8], ['name: Enter the name.'])
    assert.lengthOf(await Product.all(), 1, 'nothing imported by the preview')

    const confirm = await agent.post(`/products/import/${id}/confirm`)
    confirm.assertHeader('location', '/products')
    const list = await agent.visit('/products')
    assert.equal(list.inertiaProps.flash.success, 'Imported 3 products: 2 new, 1 updated.')
    await chips.refresh()
    assert.equal(chips.name, 'Taken')
    assert.equal(chips.price, 100)
    assert.isNull(chips.barcode)
    assert.lengthOf(await Product.all(), 3)
    const juice = await Product.findByOrFail('sku', 'BEV-001')
    assert.equal(juice.price, 349)
    assert.equal(juice.cost, 210)
    assert.equal(juice.taxRateBp, 800)
    const formula = await Product.findByOrFail('sku', 'BEV-004')
    assert.equal(formula.name, "=cmd|' /C calc'!A0")
    assert.equal(formula.price, 99)
    assert.isFalse(formula.isActive)
    assert.equal(formula.taxRateBp, 800, 'the default tax rate when the cell is empty')
    const event = await AuditEvent.findByOrFail('action', 'product.imported')
    assert.deepEqual(event.changes, {
      count: { from: null, to: 3 },
      created: { from: null, to: 2 },
      updated: { from: null, to: 1 },
      unchanged: { from: null, to: 0 },
      file: { from: null, to: 'products.csv' },
    })
    const updated = await AuditEvent.query()
      .where('action', 'product.updated')
      .where('subject_id', String(chips.id))
      .firstOrFail()
    assert.deepEqual(updated.changes?.price, { from: 279, to: 100 })
    const priceChanged = await AuditEvent.findByOrFail('action', 'product.price_changed')
    assert.deepEqual(priceChanged.changes, { price: { from: 279, to: 100 } })

    const again = await agent.post(`/products/import/${id}/confirm`)
    again.assertStatus(404)
  })

  test('import: a reorder level is a whole number from 0, each mistake on its line', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'manager@demo.test')
    const file = [
      'Name,SKU,Price,Reorder level',
      'Rice 1 kg,DRY-001,2.49,12',
      'Rice 5 kg,DRY-002,9.99,12.5',
      'Rice 10 kg,DRY-003,17.99,-1',
      'Rice 25 kg,DRY-004,39.99,lots',
      'Rice 50 kg,DRY-005,69.99,',
    ].join('\r\n')
    const { props } = await previewCsv(agent, 'products', file)
    assert.equal(props.validCount, 2)
    assert.deepEqual(
      props.errors.map((error: { line: number; messages: string[] }) => [
        error.line,
        error.messages,
      ]),
      [
        [3, ['reorder_level: The reorder level must be a whole number.']],
        [4, ['reorder_level: The reorder level cannot be below 0.']],
        [5, ['reorder_level: Enter the reorder level as a number.']],
      ]
    )
  })

  test('import in JPY: 1200 stays 1200; an export imports back unchanged', async ({
    client,
    assert,
  }) => {
    await Setting.query().update({ currency: 'JPY' })
    const agent = await signedIn(client, 'admin@demo.test')
    const { id } = await previewCsv(
      agent,
      'products',
      'name,sku,price,cost\nGreen Tea,BEV-010,1200,800\n'
    )
    await agent.post(`/products/import/${id}/confirm`)
    const tea = await Product.findByOrFail('sku', 'BEV-010')
    assert.equal(tea.price, 1200)
    assert.equal(tea.cost, 800)

    const exported = await agent.get('/products/export')
    await tea.delete()
    const roundTrip = await previewCsv(agent, 'products', exported.text())
    assert.equal(roundTrip.props.validCount, 1)
    await agent.post(`/products/import/${roundTrip.id}/confirm`)
    const back = await Product.findByOrFail('sku', 'BEV-010')
    assert.equal(back.price, 1200)
    assert.equal(back.cost, 800)
  })

  test('in a de-DE shop: semicolons and decimal commas, read as numbers, imported back as exported', async ({
    client,
    assert,
  }) => {
    await Setting.query().update({ locale: 'de-DE' })
    const milk = await aProduct({
      name: 'Vollmilch; 1 l',
      sku: 'DRY-001',
      barcode: null,
      price: 129,
      cost: 90,
      taxRateBp: 700,
    })
    const agent = await signedIn(client, 'manager@demo.test')
    const exported = await textOf(agent.get('/products/export'))
    const [row] = parse(exported, { bom: true, columns: true, delimiter: ';' }) as Record<
      string,
      string
    >[]
    assert.deepEqual(
      [row.Product, row.Price, row.Cost, row.Tax],
      ['Vollmilch; 1 l', '1,29', '0,90', '7']
    )
    assert.equal(Number(row.Price.replace(',', '.')) * 100, 129)

    const untouched = await previewCsv(agent, 'products', exported)
    assert.deepEqual(untouched.props.errors, [])
    assert.equal(untouched.props.unchangedCount, 1)
    const { id, props } = await previewCsv(agent, 'products', exported.replace(';1,29;', ';1,49;'))
    assert.deepEqual(props.validRows[0].changes, { price: { from: 129, to: 149 } })
    await agent.post(`/products/import/${id}/confirm`)
    await milk.refresh()
    assert.deepEqual([milk.price, milk.cost, milk.taxRateBp], [149, 90, 700])
  })

  test('export, edit prices, import: a bulk price change; an untouched export changes nothing', async ({
    client,
    assert,
  }) => {
    const chips = await aProduct({ description: '-fragile-', cost: null })
    const milk = await aProduct({
      name: 'Whole Milk 1 l',
      sku: 'DRY-001',
      barcode: '96385074',
      category: 'Dairy',
      price: 129,
      cost: 90,
    })
    const agent = await signedIn(client, 'manager@demo.test')
    const exported = await textOf(agent.get('/products/export'))

    const untouched = await previewCsv(agent, 'products', exported)
    assert.deepEqual(
      [untouched.props.newCount, untouched.props.changedCount, untouched.props.unchangedCount],
      [0, 0, 2]
    )
    assert.deepEqual(
      untouched.props.validRows.map((entry: { status: string }) => entry.status),
      ['unchanged', 'unchanged']
    )
    const before = await Product.query().orderBy('id')
    await agent.post(`/products/import/${untouched.id}/confirm`)
    const same = await agent.visit('/products')
    assert.equal(same.inertiaProps.flash.success, 'Imported 0 products; 2 already the same.')
    const after = await Product.query().orderBy('id')
    assert.deepEqual(
      after.map((product) => product.serialize()),
      before.map((product) => product.serialize())
    )

    const edited = exported.replace(',1.29,', ',1.49,')
    assert.notEqual(edited, exported)
    const { id, props } = await previewCsv(agent, 'products', edited)
    assert.deepEqual([props.newCount, props.changedCount, props.unchangedCount], [0, 1, 1])
    const changed = props.validRows.find((entry: { status: string }) => entry.status === 'changed')
    assert.equal(changed.row.sku, 'DRY-001')
    assert.deepEqual(changed.changes, { price: { from: 129, to: 149 } })
    await agent.post(`/products/import/${id}/confirm`)
    await milk.refresh()
    await chips.refresh()
    assert.equal(milk.price, 149)
    assert.equal(milk.cost, 90)
    assert.isNull(chips.cost)
    assert.equal(chips.description, '-fragile-')
    const priceChanged = await AuditEvent.findByOrFail('action', 'product.price_changed')
    assert.equal(priceChanged.subjectId, String(milk.id))
  })

  test('a product saved between preview and confirmation stops the import', async ({
    client,
    assert,
  }) => {
    const chips = await aProduct()
    const agent = await signedIn(client, 'manager@demo.test')
    const { id, location } = await previewCsv(
      agent,
      'products',
      'name,sku,price\nSea Salt Chips 150 g,SNK-001,2.99\nNew Tea,BEV-001,1.50\n'
    )
    chips.price = 259
    await chips.save()

    const response = await agent.post(`/products/import/${id}/confirm`)
    response.assertHeader('location', location)
    await chips.refresh()
    assert.equal(chips.price, 259)
    assert.isNull(await Product.findBy('sku', 'BEV-001'))
    const page = await agent.visit(location)
    assert.match(page.inertiaProps.flash.error, /^Nothing was imported: 1 row now clash/)
    assert.deepEqual(page.inertiaProps.preview.errors, [{ line: 2, messages: [STALE_ROW_MESSAGE] }])
    assert.equal(page.inertiaProps.preview.newCount, 1)
    assert.equal(page.inertiaProps.preview.changedCount, 0)
  })

  test('without view_cost a cost column is ignored', async ({ client, assert }) => {
    const { default: Role } = await import('#models/role')
    const role = await Role.findByOrFail('name', 'Manager')
    role.permissions = role.permissions.filter((key) => key !== 'products.view_cost')
    await role.save()
    const agent = await signedIn(client, 'manager@demo.test')
    const { id, props } = await previewCsv(
      agent,
      'products',
      'name,sku,price,cost\nTea,BEV-011,2.50,1.00\n'
    )
    assert.deepEqual(props.ignoredColumns, ['cost'])
    await agent.post(`/products/import/${id}/confirm`)
    const tea = await Product.findByOrFail('sku', 'BEV-011')
    assert.isNull(tea.cost)

    // Updating a stored product by SKU cannot change its cost either.
    const chips = await aProduct()
    const update = await previewCsv(
      agent,
      'products',
      'name,sku,price,cost\nChips,SNK-001,3.00,0.01\n'
    )
    assert.deepEqual(update.props.validRows[0].changes, {
      name: { from: 'Sea Salt Chips 150 g', to: 'Chips' },
      price: { from: 279, to: 300 },
    })
    await agent.post(`/products/import/${update.id}/confirm`)
    await chips.refresh()
    assert.equal(chips.price, 300)
    assert.equal(chips.cost, 150)
  })

  test('a file over 5 MB or not CSV is refused beside the file field', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    await uploadCsv(agent, 'products', csvOfSize('name,sku,price', 5_242_881))
    let page = await agent.visit('/products/import')
    assert.match(page.inertiaProps.errors.file, /too large/)
    await uploadCsv(agent, 'products', 'name;price\nx;1\n', 'products.txt')
    page = await agent.visit('/products/import')
    assert.equal(page.inertiaProps.errors.file, 'Choose a .csv file.')
  })
})
