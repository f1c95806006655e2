import { test } from '@japa/runner'
import { productImport } from '#services/catalogue/product_csv'

/** One CSV row through the product import's checks, in `currency`. */
async function readRow(cells: Record<string, string>, currency = 'USD') {
  const definition = productImport({ currency, defaultTaxRateBp: 800, withCost: true })
  return definition.validateRow({
    name: 'Tea',
    sku: 'BEV-010',
    barcode: '',
    category: '',
    unit: '',
    price: '1',
    cost: '',
    tax_rate: '',
    reorder_level: '',
    active: '',
    description: '',
    ...cells,
  })
}

test.group('Product CSV cells', () => {
  test('amounts in major units become exact minor units of the shop currency', async ({
    assert,
  }) => {
    for (const [price, currency, minor] of [
      ['19.99', 'USD', 1999],
      ['19,99', 'USD', 1999],
      ['1200', 'JPY', 1200],
      ['1.005', 'KWD', 1005],
    ] as const) {
      const result = await readRow({ price, cost: price }, currency)
      assert.isTrue('row' in result, `${price} ${currency}`)
      if ('row' in result) {
        assert.strictEqual(result.row.price, minor)
        assert.strictEqual(result.row.cost, minor)
      }
    }
  })

  test('a file amount has no sign, symbol or thousands separator', async ({ assert }) => {
    for (const [price, currency] of [
      ['1,299.50', 'USD'],
      ['$4', 'USD'],
      ['1 299', 'USD'],
      ['1.999', 'USD'],
      ['1200.5', 'JPY'],
    ] as const) {
      const result = await readRow({ price }, currency)
      assert.deepEqual(
        'errors' in result ? result.errors[0] : null,
        currency === 'JPY'
          ? 'price: Write an amount in JPY like 1999, without currency sign or thousands separators.'
          : 'price: Write an amount in USD like 19.99, without currency sign or thousands separators.',
        price
      )
    }
  })

  test('an empty cost is unknown; a negative amount must not be negative', async ({ assert }) => {
    const empty = await readRow({ cost: '' })
    assert.strictEqual('row' in empty ? empty.row.cost : undefined, null)
    const zero = await readRow({ cost: '0' })
    assert.strictEqual('row' in zero ? zero.row.cost : undefined, 0)
    const negative = await readRow({ price: '-1.50', cost: '-2' })
    assert.deepEqual('errors' in negative ? negative.errors : [], [
      'price: The price must not be negative.',
      'cost: The cost must not be negative.',
    ])
  })

  test('tax rates read as the form reads them, "8." included', async ({ assert }) => {
    for (const [taxRate, basisPoints] of [
      ['8.25', 825],
      ['8,5', 850],
      ['8.', 800],
      ['20 %', 2000],
      ['', 800],
    ] as const) {
      const result = await readRow({ tax_rate: taxRate })
      assert.strictEqual('row' in result ? result.row.taxRateBp : null, basisPoints, taxRate)
    }
    const refused = await readRow({ tax_rate: '100.5' })
    assert.deepEqual('errors' in refused ? refused.errors : [], [
      'tax_rate: Write a percentage like 8 or 8.25.',
    ])
  })
})
