import { test } from '@japa/runner'
import type User from '#models/user'
import Product from '#models/product'
import Customer from '#models/customer'
import { globalSearch, SEARCH_GROUP_LIMIT } from '#services/shop/global_search'
import { userWith } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { manyProducts, searchFixtures } from '#tests/helpers/catalogue_fixtures'

const names = (records?: { name: string }[]) => records?.map((record) => record.name)

/** Names found in one area for `query`. */
async function found(user: User, query: string, area: 'products' | 'customers') {
  const results = await globalSearch(user, query)
  return names(results[area])
}

test.group('Global search service', (group) => {
  group.each.setup(async () => {
    await freshDatabase({ demo: false })
    await searchFixtures()
  })

  test('looks only where the role may see', async ({ assert }) => {
    const both = await globalSearch(userWith(['products.view', 'customers.view']), 'oat')
    assert.deepEqual(names(both.products), ['Oat milk 1 L', 'Rolled oats 500 g', 'Oat bar'])
    assert.deepEqual(names(both.customers), ['Olivia Oates', 'Boat Club'])

    const products = await globalSearch(userWith(['products.view']), 'oat')
    assert.deepEqual(Object.keys(products), ['products'])
    const customers = await globalSearch(userWith(['customers.view', 'products.manage']), 'oat')
    assert.deepEqual(Object.keys(customers), ['customers'])
    assert.deepEqual(await globalSearch(userWith(['dashboard.view', 'orders.view']), 'oat'), {})
    assert.deepEqual(
      await globalSearch(userWith(['products.view', 'customers.view'], false), 'oat'),
      {}
    )
  })

  test('exact matches first, then names that start with the words, then a word that does', async ({
    assert,
  }) => {
    await Product.createMany([
      { name: 'Chocolate Bar', sku: 'CHOC-1', price: 199, cost: 90 },
      { name: 'Diet Cola 330 ml', sku: 'DRK-2', price: 129, cost: 60 },
      { name: 'Cola 330 ml Can', sku: 'DRK-1', price: 129, cost: 60 },
      { name: 'Coca Bean Cola', sku: 'COLA', price: 99, cost: 10 },
    ])
    await Customer.createMany([
      { name: 'Nicola Reyes', email: 'nicola@example.test' },
      { name: 'Cole Brown', email: 'cola@example.test' },
    ])
    const user = userWith(['products.view', 'customers.view'])
    assert.deepEqual(await found(user, 'cola', 'products'), [
      'Coca Bean Cola',
      'Cola 330 ml Can',
      'Diet Cola 330 ml',
      'Chocolate Bar',
    ])
    assert.deepEqual(await found(user, 'COLA', 'customers'), ['Cole Brown', 'Nicola Reyes'])
  })

  test('matches SKU, barcode, email and phone, ignoring case', async ({ assert }) => {
    const user = userWith(['products.view', 'customers.view'])
    assert.deepEqual(await found(user, 'oats-5', 'products'), ['Rolled oats 500 g'])
    assert.deepEqual(await found(user, '200000000001', 'products'), ['Oat milk 1 L'])
    assert.deepEqual(await found(user, 'OLIVIA@', 'customers'), ['Olivia Oates'])
    assert.deepEqual(await found(user, '555 0101', 'customers'), ['Olivia Oates'])
  })

  test('too short a query looks nothing up; each area stops at the cap', async ({ assert }) => {
    const user = userWith(['products.view', 'customers.view'])
    assert.deepEqual(await globalSearch(user, ' o '), {})
    await manyProducts('Granola', SEARCH_GROUP_LIMIT + 2)
    const capped = await globalSearch(user, 'granola')
    assert.lengthOf(capped.products!, SEARCH_GROUP_LIMIT)
    assert.deepEqual(capped.customers, [])
  })

  test('%, _ and \\ are characters, not patterns', async ({ assert }) => {
    const user = userWith(['products.view'])
    assert.deepEqual(await found(user, '50%', 'products'), ['50% off voucher'])
    assert.deepEqual(await found(user, 'a_b', 'products'), ['Tea a_b blend'])
    assert.deepEqual(await found(user, '%%', 'products'), [])
    assert.deepEqual(await found(user, '__', 'products'), [])
    assert.deepEqual(await found(user, 'a\\b', 'products'), [])
  })

  test('erased customers are never found', async ({ assert }) => {
    const user = userWith(['customers.view'])
    assert.deepEqual(await found(user, 'erased', 'customers'), [])
  })
})
