import { test } from '@japa/runner'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Product from '#models/product'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { aProduct } from '#tests/helpers/products'
import { SKU_MESSAGE } from '#validators/text'

/*
 * Lookalike SKUs (zero-width characters, Cyrillic letters,
 * full-width forms) and names made only of invisible characters. Text is
 * normalised (NFKC, format characters dropped), a SKU is ASCII, text with
 * nothing visible is refused, and lengths count characters.
 */

const ZWSP = '\u200B'
const VISIBLE = (field: string) =>
  `Enter the ${field} in visible characters: spaces and invisible characters alone do not count.`

const FORM = {
  name: 'Orange Juice 1 l',
  sku: 'BEV-100',
  barcode: null,
  category: 'Beverages',
  unit: 'carton',
  price: 349,
  cost: 210,
  tax_rate_bp: 800,
  reorder_level: 12,
  is_active: true,
  description: null,
}

test.group('Text input: products', (group) => {
  group.each.setup(() => freshDatabase())

  test('a SKU with Cyrillic lookalike letters is refused beside the SKU', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    for (const sku of ['ВЕV-100', 'BEV-1О0', 'SNK-ОО1']) {
      const response = await agent.post('/products', { ...FORM, sku })
      response.assertStatus(302)
      const page = await agent.visit('/products/create')
      assert.equal(page.inertiaProps.errors.sku, SKU_MESSAGE, sku)
    }
    assert.lengthOf(await Product.all(), 0)
  })

  test('a full-width or zero-width SKU is stored as its ASCII form, and then it is a duplicate', async ({
    client,
    assert,
  }) => {
    await aProduct()
    const agent = await signedIn(client, 'admin@demo.test')
    await agent.post('/products', {
      ...FORM,
      sku: 'ＢＥＶ－１００',
      barcode: '５９０１２３４１２３４５７',
    })
    const product = await Product.findByOrFail('name', FORM.name)
    assert.equal(product.sku, 'BEV-100')
    assert.equal(product.barcode, '5901234123457')

    for (const sku of [`SNK${ZWSP}-001`, 'ＳＮＫ－００１', `\uFEFFsnk-001\u200E`]) {
      await agent.post('/products', { ...FORM, name: 'Lookalike chips', sku })
      const page = await agent.visit('/products/create')
      assert.equal(page.inertiaProps.errors.sku, 'Another product already has this SKU.', sku)
    }
    assert.isNull(await Product.findBy('name', 'Lookalike chips'))
  })

  test('a product name made only of invisible characters is refused; lengths count characters', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    for (const name of [`${ZWSP}${ZWSP}`, '\u3164', `\u2800 \u200D`]) {
      await agent.post('/products', { ...FORM, name })
      const page = await agent.visit('/products/create')
      assert.equal(page.inertiaProps.errors.name, VISIBLE('name'), JSON.stringify(name))
    }
    assert.lengthOf(await Product.all(), 0)

    // 160 emoji are 320 UTF-16 units but 160 characters: the limit is 160.
    await agent.post('/products', { ...FORM, name: '🍊'.repeat(160) })
    const product = await Product.findByOrFail('sku', 'BEV-100')
    assert.equal(product.name, '🍊'.repeat(160))
    await agent.post('/products', { ...FORM, sku: 'BEV-101', name: '🍊'.repeat(161) })
    const page = await agent.visit('/products/create')
    assert.equal(page.inertiaProps.errors.name, 'The name must have at most 160 characters.')
  })
})

test.group('Text input: customers and names', (group) => {
  group.each.setup(() => freshDatabase())

  test('a customer name of invisible characters is refused; a padded one is stored clean', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    for (const name of [`${ZWSP}\u200C\u200D`, '\u3164\u3164', '\u00AD\u2060']) {
      await agent.post('/customers', { name, email: 'ghost@example.test' })
      const form = await agent.visit('/customers/create')
      assert.equal(form.inertiaProps.errors.name, VISIBLE('name'), JSON.stringify(name))
    }
    assert.isNull(await Customer.findBy('email', 'ghost@example.test'))

    await agent.post('/customers', {
      name: `${ZWSP}Ｊａｎｅ Do${ZWSP}e\u202E `,
      email: 'ｊａｎｅ＠example.test',
      phone: '＋４４ ２０ ７９４６ ００００',
    })
    const jane = await Customer.findByOrFail('email', 'jane@example.test')
    assert.equal(jane.name, 'Jane Doe')
    assert.equal(jane.phone, '+44 20 7946 0000')
  })

  test('a customer name counts characters: 120 emoji fit, 121 do not', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    await agent.post('/customers', { name: '😀'.repeat(120), email: 'smile@example.test' })
    const smile = await Customer.findByOrFail('email', 'smile@example.test')
    assert.equal(smile.name, '😀'.repeat(120))
    await agent.post('/customers', { name: '😀'.repeat(121), email: 'grin@example.test' })
    const form = await agent.visit('/customers/create')
    assert.match(form.inertiaProps.errors.name, /at most 120 characters/)
  })

  test('a branch code in full-width letters is the same code; an invisible name is refused', async ({
    client,
    assert,
  }) => {
    const agent = await signedIn(client, 'admin@demo.test')
    await agent.post('/branches', { code: 'ｗｅｓ', name: 'Westside', is_active: true })
    const west = await Branch.findByOrFail('name', 'Westside')
    assert.equal(west.code, 'WES')

    await agent.post('/branches', { code: `D${ZWSP}TN`, name: 'Second Downtown', is_active: true })
    const taken = await agent.visit('/branches/create')
    assert.equal(taken.inertiaProps.errors.code, 'This code is taken: choose another.')

    await agent.post('/branches', { code: 'EST', name: `${ZWSP}\u3164`, is_active: true })
    const invisible = await agent.visit('/branches/create')
    assert.equal(invisible.inertiaProps.errors.name, VISIBLE('name'))
    assert.isNull(await Branch.findBy('code', 'EST'))
  })
})
