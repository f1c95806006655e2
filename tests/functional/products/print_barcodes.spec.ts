import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import { LABEL_TEMPLATES, type LabelTemplate } from '#common/labels/templates'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { decodeBarcodesIn, pdfPages, pdfText, pdfWords } from '#tests/helpers/pdf'
import { labelProduct } from '#tests/helpers/products'

/** One product per symbology, named in a different script each, plus a CJK name. */
async function catalogue() {
  return [
    await labelProduct({
      name: 'Organic whole milk',
      sku: 'LAT-1',
      barcode: '4006381333931',
      price: 189,
    }),
    await labelProduct({ name: 'Молоко цельное', sku: 'CYR-2', barcode: '96385074' }),
    await labelProduct({
      name: 'Ελαιόλαδο παρθένο',
      sku: 'GRE-3',
      barcode: '036000291452',
      price: 123456,
    }),
    await labelProduct({ name: 'زيت زيتون بكر', sku: 'ARA-4', barcode: 'ABC-12/x' }),
    await labelProduct({ name: '有机全脂牛奶 一升', sku: 'CJK-5', barcode: '5901234123457' }),
  ]
}

/** Reads the response body as bytes (the client parses only text and JSON by itself). */
function binary(request: ApiRequest) {
  request.request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => done(null, Buffer.concat(chunks)))
  })
}

function pdfUrl(query: Record<string, string>) {
  return `/products/print-barcodes/pdf?${new URLSearchParams(query)}`
}

/** The die-cut box of the label at a 0-based index of the job, from the sheet's own numbers. */
function expectedLabel(template: LabelTemplate, index: number) {
  const perPage = template.columns * template.rows
  const onPage = index % perPage
  const column = onPage % template.columns
  const row = Math.floor(onPage / template.columns)
  const x = template.margin.left + column * (template.label.width + template.gap.x)
  const y = template.margin.top + row * (template.label.height + template.gap.y)
  return {
    page: Math.floor(index / perPage) + 1,
    x,
    y,
    right: x + template.label.width,
    bottom: y + template.label.height,
  }
}

test.group('Print labels: page and permissions', (group) => {
  group.each.setup(() => freshDatabase())

  test('stock clerks, managers and administrators print labels; cashiers get 403', async ({
    client,
    assert,
  }) => {
    const [product] = await catalogue()
    for (const [email, status] of [
      ['admin@demo.test', 200],
      ['manager@demo.test', 200],
      ['clerk@demo.test', 200],
      ['cashier@demo.test', 403],
    ] as const) {
      const agent = await signedIn(client, email)
      const page = await agent.visit('/products/print-barcodes')
      page.assertStatus(status)
      if (status === 200) page.assertInertiaComponent('products/print_barcode')
      const search = await agent.get('/products/print-barcodes/search?search=milk', (request) =>
        request.header('Accept', 'application/json')
      )
      search.assertStatus(status)
      const pdf = await agent.get(
        pdfUrl({ template: 'a4-3x7', items: `${product.id}:1`, fields: 'name' })
      )
      pdf.assertStatus(status)
      assert.equal(pdf.header('content-type') === 'application/pdf', status === 200, email)
    }
    const guest = await new Agent(client).get('/products/print-barcodes')
    guest.assertHeader('location', '/login')
    const guestPdf = await new Agent(client).get(pdfUrl({ template: 'a4-3x7' }))
    assert.match(guestPdf.header('location') ?? '', /^\/login/)
  })

  test('products from the list arrive picked, one label each; archived ones are reported', async ({
    client,
    assert,
  }) => {
    const [milk, oil] = await catalogue()
    const archived = await labelProduct({ name: 'Old stock', isActive: false })
    const agent = await signedIn(client, 'clerk@demo.test')
    const page = await agent.visit(
      `/products/print-barcodes?products=${oil.id},${milk.id},${archived.id},999999`
    )
    page.assertStatus(200)
    const props = page.inertiaProps
    assert.deepEqual(
      props.picked.map((product: { id: number }) => product.id),
      [oil.id, milk.id]
    )
    assert.equal(props.notFound, 2)
    assert.equal(props.picked[1].price, milk.price)
    assert.equal(props.picked[1].symbology, 'EAN-13')
    assert.equal(props.picked[0].geometry.symbology, 'ean8')
    assert.deepEqual(
      props.templates.map((template: { id: string }) => template.id),
      ['a4-3x7', 'a4-4x10', 'roll-50x25', 'roll-58x40']
    )
    assert.deepEqual(props.fields, ['name', 'price', 'sku', 'barcode'])

    const single = await agent.visit(`/products/print-barcodes?products=${milk.id}`)
    assert.lengthOf(single.inertiaProps.picked, 1)
    const bad = await agent.visit('/products/print-barcodes?products=abc', (request) =>
      request.header('Accept', 'application/json')
    )
    assert.notEqual(bad.status(), 200)
  })

  test('a scanned SKU or barcode is the product; words list active matches', async ({
    client,
    assert,
  }) => {
    const [milk, , oil] = await catalogue()
    await labelProduct({ name: 'Organic whole milk (archived)', isActive: false })
    const agent = await signedIn(client, 'clerk@demo.test')
    const find = async (words: string) => {
      const response = await agent.get(
        `/products/print-barcodes/search?search=${encodeURIComponent(words)}`,
        (request) => request.header('Accept', 'application/json')
      )
      response.assertStatus(200)
      const { exact, products } = response.body()
      return {
        exact: exact?.id ?? null,
        found: products.map((product: { id: number }) => product.id),
      }
    }
    assert.deepEqual(await find('organic'), { exact: null, found: [milk.id] })
    assert.deepEqual(await find('gre-3'), { exact: oil.id, found: [] })
    assert.deepEqual(await find('036000291452'), { exact: oil.id, found: [] })
    assert.deepEqual(await find('nothing like it'), { exact: null, found: [] })
  })
})

test.group('Print labels: PDF', (group) => {
  group.each.setup(() => freshDatabase())

  test('counts, template, fields and offsets are validated', async ({ client, assert }) => {
    const [milk, oil] = await catalogue()
    const archived = await labelProduct({ isActive: false })
    const agent = await signedIn(client, 'clerk@demo.test')
    const json = (request: any) => request.header('Accept', 'application/json')
    const errorsFor = async (query: Record<string, string>) => {
      const response = await agent.get(pdfUrl(query), json)
      response.assertStatus(422)
      return response.body().errors.map((error: { field: string }) => error.field)
    }
    const good = { template: 'a4-3x7', items: `${milk.id}:2`, fields: 'name,barcode' }

    assert.include(await errorsFor({ ...good, items: `${milk.id}:0` }), 'items.0.count')
    assert.include(await errorsFor({ ...good, items: `${milk.id}:501` }), 'items.0.count')
    assert.include(await errorsFor({ ...good, items: `${milk.id}:1.5` }), 'items.0.count')
    assert.include(
      await errorsFor({ ...good, items: `${milk.id}:500,${oil.id}:500,${milk.id}:1` }),
      'items'
    )
    const more = [await labelProduct(), await labelProduct(), await labelProduct()]
    assert.include(
      await errorsFor({
        ...good,
        items: [milk, oil, ...more].map((product) => `${product.id}:401`).join(','),
      }),
      'items'
    )
    assert.include(await errorsFor({ ...good, items: `${archived.id}:1` }), 'items.0.product')
    assert.include(await errorsFor({ ...good, items: '' }), 'items')
    assert.include(await errorsFor({ ...good, template: 'a5-2x2' }), 'template')
    assert.include(await errorsFor({ ...good, fields: 'name,colour' }), 'fields.1')
    assert.include(await errorsFor({ ...good, fields: '' }), 'fields')
    assert.include(await errorsFor({ ...good, top: '6' }), 'top')
    assert.include(await errorsFor({ ...good, left: 'x' }), 'left')
    const roll = { ...good, template: 'roll-50x25' }
    assert.include(await errorsFor({ ...roll, top: '3' }), 'top')
    assert.include(await errorsFor({ ...roll, left: '-2.5' }), 'left')
    assert.include(await errorsFor({ ...good, start: '22' }), 'start')
    assert.include(await errorsFor({ ...good, start: '0' }), 'start')
    const edgeOfRoll = await agent.get(pdfUrl({ ...roll, top: '2', left: '-2' }))
    edgeOfRoll.assertStatus(200)
    const lastPosition = await agent.get(pdfUrl({ ...good, top: '5', start: '21' }))
    lastPosition.assertStatus(200)

    const ok = await agent.get(pdfUrl({ ...good, items: `${milk.id}:500,${oil.id}:500` }))
    ok.assertStatus(200)
  })

  for (const template of LABEL_TEMPLATES) {
    test(`${template.name}: page size, every label in place, every barcode scans`, async ({
      client,
      assert,
    }) => {
      const products = await catalogue()
      const agent = await signedIn(client, 'clerk@demo.test')
      const count = 5
      const response = await agent.get(
        pdfUrl({
          template: template.id,
          items: products.map((product) => `${product.id}:${count}`).join(','),
          fields: 'name,price,sku,barcode',
        }),
        binary
      )
      response.assertStatus(200)
      response.assertHeader('content-type', 'application/pdf')
      assert.equal(
        response.header('content-disposition'),
        `attachment; filename="labels-${template.id}.pdf"`
      )
      const pdf = response.body() as Buffer
      const total = products.length * count
      const perPage = template.columns * template.rows

      const pages = await pdfPages(pdf)
      assert.lengthOf(pages, Math.ceil(total / perPage))
      for (const size of pages) {
        assert.approximately(size.width, (template.page.width * 72) / 25.4, 0.01)
        assert.approximately(size.height, (template.page.height * 72) / 25.4, 0.01)
      }

      // Each label's SKU lies inside its own die-cut label, in job order.
      const words = await pdfWords(pdf)
      const skus = words.filter((word) => /^[A-Z]{3}-\d$/.test(word.text))
      assert.lengthOf(skus, total)
      const expectedSkus = products.flatMap((product) => Array(count).fill(product.sku))
      const ordered = [...skus].sort((a, b) => a.page - b.page || a.y - b.y || a.x - b.x)
      ordered.forEach((word, index) => {
        const label = expectedLabel(template, index)
        assert.equal(word.text, expectedSkus[index], `label ${index + 1}`)
        assert.equal(word.page, label.page, `label ${index + 1} page`)
        assert.isAtLeast(word.x, label.x, `label ${index + 1} left`)
        assert.isAtMost(word.right, label.right, `label ${index + 1} right`)
        assert.isAtLeast(word.y, label.y, `label ${index + 1} top`)
        assert.isAtMost(word.bottom, label.bottom, `label ${index + 1} bottom`)
      })

      // Rasterised at 300 dpi, each label's barcode reads back as its product's code.
      const labels = expectedSkus.map((_, index) => {
        const label = expectedLabel(template, index)
        return { page: label.page, x: label.x, y: label.y, ...template.label }
      })
      const decoded = await decodeBarcodesIn(pdf, labels)
      decoded.forEach((symbols, index) => {
        const code = products[Math.floor(index / count)].barcode!
        // ZXing reads a UPC-A as the EAN-13 with a leading zero that it is.
        assert.deepEqual(
          symbols.map((symbol) => symbol.text.replace(/^0(\d{12})$/, '$1')),
          [code],
          `label ${index + 1}`
        )
      })
      assert.sameMembers(
        [...new Set(decoded.flat().map((symbol) => symbol.format))],
        ['EAN13', 'EAN8', 'Code128']
      )

      // Names in every script are real text in the PDF, and the prices are formatted.
      const text = await pdfText(pdf)
      // Poppler returns right-to-left words in visual order and may drop a
      // space between them, so each word is looked for in the bare letters.
      const letters = text.normalize('NFKC').replace(/[\s\u202a-\u202e]+/g, '')
      for (const product of products) {
        for (const word of product.name.split(' ')) assert.include(letters, word)
      }
      assert.include(text, '$1.89')
      assert.include(text, '$1,234.56')
      assert.notInclude(text, '\ufffd')
    })
  }

  test('the first position and the offsets move the labels in the PDF', async ({
    client,
    assert,
  }) => {
    const [milk] = await catalogue()
    const agent = await signedIn(client, 'clerk@demo.test')
    const template = LABEL_TEMPLATES.find((candidate) => candidate.id === 'a4-3x7')!
    const skuBox = async (query: Record<string, string>) => {
      const response = await agent.get(
        pdfUrl({ template: 'a4-3x7', items: `${milk.id}:1`, fields: 'sku', ...query }),
        binary
      )
      response.assertStatus(200)
      const words = await pdfWords(response.body() as Buffer)
      return words.find((word) => word.text === milk.sku)!
    }
    const plain = await skuBox({})
    assert.approximately(plain.x, template.margin.left + template.padding, 0.3)
    const shifted = await skuBox({ top: '2', left: '-1.5' })
    assert.approximately(shifted.x - plain.x, -1.5, 0.05)
    assert.approximately(shifted.y - plain.y, 2, 0.05)
    const fifth = await skuBox({ start: '5' })
    const label = expectedLabel(template, 4)
    assert.isAtLeast(fifth.x, label.x)
    assert.isAtMost(fifth.right, label.right)
    assert.isAtLeast(fifth.y, label.y)
    assert.isAtMost(fifth.bottom, label.bottom)
  })
})
