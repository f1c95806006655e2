import { test } from '@japa/runner'
import Customer from '#models/customer'
import Role from '#models/role'
import db from '@adonisjs/lucid/services/db'
import { SEARCH_REQUESTS_PER_MINUTE } from '#controllers/search_controller'
import { SEARCH_GROUP_LIMIT } from '#services/shop/global_search'
import { Agent, signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { manyProducts, searchFixtures } from '#tests/helpers/catalogue_fixtures'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'

interface Group {
  label: string
  items: { id: number; title: string; subtitle: string; url: string; inactive: boolean }[]
}

/** The JSON answer to a search. */
async function searchFor(agent: Agent, query: string) {
  const response = await agent.get(`/search?q=${query}`)
  return response.body() as { groups: Group[] }
}

function groupsOf(body: { groups: Group[] }) {
  return Object.fromEntries(body.groups.map((group) => [group.label, group.items]))
}

test.group('Header search: GET /search', (group) => {
  group.each.setup(() => freshDatabase())

  test('a cashier finds products and customers, grouped, with links and inactive marked', async ({
    client,
    assert,
  }) => {
    const { products, customers } = await searchFixtures()
    const agent = await signedIn(client, 'cashier@demo.test')
    const response = await agent.get('/search?q=oat')
    response.assertStatus(200)
    assert.deepEqual(
      response.body().groups.map((g: Group) => g.label),
      ['Products', 'Customers']
    )
    const found = groupsOf(response.body())
    // Active first, then by name; the inactive bar comes last and says so.
    assert.deepEqual(
      found.Products.map((item) => item.title),
      ['Oat milk 1 L', 'Rolled oats 500 g', 'Oat bar']
    )
    assert.deepEqual(found.Products[0], {
      id: products[0].id,
      title: 'Oat milk 1 L',
      subtitle: 'SKU OAT-MILK-1 · 2000000000015',
      url: `/products/${products[0].id}/edit`,
      inactive: false,
    })
    assert.isTrue(found.Products[2].inactive)
    assert.deepEqual(found.Customers, [
      {
        id: customers[0].id,
        title: 'Olivia Oates',
        subtitle: 'olivia@example.test · +1 555 0101',
        url: `/customers/${customers[0].id}/edit`,
        inactive: false,
      },
      {
        id: customers[1].id,
        title: 'Boat Club',
        subtitle: 'club@example.test',
        url: `/customers/${customers[1].id}/edit`,
        inactive: true,
      },
    ])
  })

  test('never a cost or a price, even for a role that may see costs', async ({
    client,
    assert,
  }) => {
    await searchFixtures()
    for (const email of ['admin@demo.test', 'cashier@demo.test']) {
      const agent = await signedIn(client, email)
      const response = await agent.get('/search?q=milk')
      assert.lengthOf(groupsOf(response.body()).Products, 1)
      assert.notInclude(response.text(), '98765')
      assert.notInclude(response.text(), '349')
      assert.notMatch(response.text(), /cost|price/i)
    }
  })

  test('a stock clerk finds products only', async ({ client, assert }) => {
    await searchFixtures()
    const agent = await signedIn(client, 'clerk@demo.test')
    const response = await agent.get('/search?q=oat')
    response.assertStatus(200)
    assert.deepEqual(
      response.body().groups.map((g: Group) => g.label),
      ['Products']
    )
    assert.notInclude(response.text(), 'Olivia')
  })

  test('a role that sees neither products nor customers gets no results', async ({
    client,
    assert,
  }) => {
    await searchFixtures()
    const role = await Role.findByOrFail('name', 'Stock clerk')
    role.permissions = role.permissions.filter(
      (permission) => permission !== 'products.view' && permission !== 'customers.view'
    )
    await role.save()
    const agent = await signedIn(client, 'clerk@demo.test')
    const response = await agent.get('/search?q=oat')
    response.assertStatus(200)
    assert.deepEqual(response.body(), { groups: [] })
  })

  test('a guest is sent to sign in', async ({ client, assert }) => {
    await searchFixtures()
    const response = await new Agent(client).get('/search?q=oat')
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/login\b/)
    assert.notInclude(response.text(), 'Oat')
  })

  test('too short finds nothing, too long is refused, each group is capped', async ({
    client,
    assert,
  }) => {
    await searchFixtures()
    await manyProducts('Granola', SEARCH_GROUP_LIMIT + 3)
    const agent = await signedIn(client, 'cashier@demo.test')

    const empty = await agent.get('/search')
    assert.deepEqual(empty.body(), { groups: [] })
    assert.deepEqual(await searchFor(agent, 'o'), { groups: [] })
    assert.deepEqual(await searchFor(agent, '%20%20o%20'), { groups: [] })
    const tooLong = await agent.get(`/search?q=${'a'.repeat(101)}`, (request) =>
      request.header('Accept', 'application/json')
    )
    tooLong.assertStatus(422)
    const longest = await agent.get(`/search?q=${'a'.repeat(100)}`)
    longest.assertStatus(200)

    const capped = groupsOf(await searchFor(agent, 'granola'))
    assert.lengthOf(capped.Products, SEARCH_GROUP_LIMIT)
    assert.deepEqual(
      capped.Products.map((item) => item.title),
      ['Granola 00', 'Granola 01', 'Granola 02', 'Granola 03', 'Granola 04']
    )
  })

  test('LIKE wildcards in what is typed are taken literally', async ({ client, assert }) => {
    await searchFixtures()
    const agent = await signedIn(client, 'cashier@demo.test')
    const percent = groupsOf(await searchFor(agent, '50%25'))
    assert.deepEqual(
      percent.Products.map((item) => item.title),
      ['50% off voucher']
    )
    const underscore = groupsOf(await searchFor(agent, 'a_b'))
    assert.deepEqual(
      underscore.Products.map((item) => item.title),
      ['Tea a_b blend']
    )
    assert.deepEqual(await searchFor(agent, '%25%25'), { groups: [] })
  })

  test('erased customers are never found', async ({ client, assert }) => {
    await searchFixtures()
    const erased = await Customer.findByOrFail('name', 'Erased customer')
    const agent = await signedIn(client, 'cashier@demo.test')
    const response = await agent.get('/search?q=erased')
    assert.deepEqual(response.body(), { groups: [] })
    assert.notInclude(response.text(), `/customers/${erased.id}/`)
  })

  test('an order number finds the orders of the user’s branches by its start', async ({
    client,
    assert,
  }) => {
    const soldAt = async (branch: string) => {
      const product = await stockedProduct(branch, 5, { price: 300, taxRateBp: 0 })
      const cart = await cartAt(branch, [{ productId: product.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 300 }],
      })
      const { order } = await sellAs('admin@demo.test', cart)
      return order
    }
    const downtown = await soldAt('DTN')
    await soldAt('HBR')

    const manager = await signedIn(client, 'manager@demo.test')
    const found = groupsOf(await searchFor(manager, 'dtn-0000'))
    assert.deepEqual(found.Orders, [
      {
        id: downtown.id,
        title: 'DTN-000001',
        subtitle: 'Walk-in',
        url: `/orders/${downtown.id}`,
        inactive: false,
      },
    ])
    // Harbour Mall is not the manager's branch.
    assert.isUndefined(groupsOf(await searchFor(manager, 'HBR-000001')).Orders)
    const admin = await signedIn(client, 'admin@demo.test')
    assert.lengthOf(groupsOf(await searchFor(admin, 'HBR-000001')).Orders, 1)
    // Without orders.view there is no orders group, whatever is typed.
    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.isUndefined(groupsOf(await searchFor(clerk, 'DTN-000001')).Orders)
  })

  test('an order number in any case, with or without its branch code and zeros, finds it within my branches', async ({
    client,
    assert,
  }) => {
    const soldAt = async (branch: string) => {
      const product = await stockedProduct(branch, 5, { price: 300, taxRateBp: 0 })
      const cart = await cartAt(branch, [{ productId: product.id, quantity: 1 }], {
        payments: [{ method: 'cash', amount: 300 }],
      })
      const { order } = await sellAs('admin@demo.test', cart)
      return order
    }
    await db.from('branches').whereIn('code', ['DTN', 'HBR']).update({ next_order_seq: 263 })
    await soldAt('DTN')
    await soldAt('HBR')
    await soldAt('DTN')
    await db.from('branches').where('code', 'NTH').update({ next_order_seq: 1263 })
    await soldAt('NTH')
    const numbers = async (agent: Agent, query: string) =>
      groupsOf(await searchFor(agent, query)).Orders?.map((item) => item.title)

    const manager = await signedIn(client, 'manager@demo.test')
    assert.deepEqual(await numbers(manager, 'dtn-263'), ['DTN-000263'])
    assert.deepEqual(await numbers(manager, 'DTN-000263'), ['DTN-000263'])
    // The number itself first, then numbers holding it, newest first; Harbour Mall is not the manager's.
    assert.deepEqual(await numbers(manager, '263'), ['DTN-000263', 'NTH-001263'])
    assert.deepEqual(await numbers(manager, '000263'), ['DTN-000263', 'NTH-001263'])
    assert.deepEqual(await numbers(manager, 'dtn-26'), ['DTN-000264', 'DTN-000263'])
    assert.isUndefined(await numbers(manager, 'hbr-263'))
    const admin = await signedIn(client, 'admin@demo.test')
    assert.deepEqual(await numbers(admin, '263'), ['HBR-000263', 'DTN-000263', 'NTH-001263'])
  })

  test('searching is rate limited per user', async ({ client, assert }) => {
    const agent = await signedIn(client, 'cashier@demo.test')
    for (let index = 0; index < SEARCH_REQUESTS_PER_MINUTE; index++) {
      const response = await agent.get('/search?q=oat')
      assert.equal(response.status(), 200)
    }
    const limited = await agent.get('/search?q=oat')
    limited.assertStatus(429)
    assert.match(limited.body().error, /Too many requests/)
    assert.isAbove(Number(limited.header('retry-after')), 0)

    const other = await signedIn(client, 'clerk@demo.test')
    const otherResponse = await other.get('/search?q=oat')
    otherResponse.assertStatus(200)
  })
})
