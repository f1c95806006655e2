import { test } from '@japa/runner'
import Product from '#models/product'
import { distinctValues } from '#support/distinct_values'
import { freshDatabase } from '#tests/helpers/database'

test.group('Distinct values of an indexed column', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  test('each value in use once, in order; no null; none on an empty table', async ({ assert }) => {
    assert.deepEqual(await distinctValues({ table: 'products', column: 'category' }), [])
    const fields = { price: 100, cost: null, taxRateBp: 0, reorderLevel: 0, isActive: true }
    for (const [index, [category, unit]] of [
      ['Dairy', 'l'],
      [null, 'each'],
      ['Bakery', 'each'],
      ['Dairy', 'kg'],
      ['Beverages', 'l'],
      ['Bakery', 'each'],
    ].entries()) {
      await Product.create({
        ...fields,
        name: `Item ${index}`,
        sku: `SKU-${index}`,
        barcode: null,
        category,
        unit: unit!,
      })
    }
    assert.deepEqual(await distinctValues({ table: 'products', column: 'category' }), [
      'Bakery',
      'Beverages',
      'Dairy',
    ])
    assert.deepEqual(await distinctValues({ table: 'products', column: 'unit' }), [
      'each',
      'kg',
      'l',
    ])
  })
})
