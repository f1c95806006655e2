import { test } from '@japa/runner'
import Customer from '#models/customer'
import Product from '#models/product'
import { Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'

/** Two list screens of different areas, each holding 26 rows named "Row 01" to "Row 26". */
const LISTS = [
  {
    path: '/products',
    rows: 'products',
    seed: (index: number, name: string) =>
      Product.create({
        name,
        sku: `ROW-${index}`,
        unit: 'each',
        price: 100,
        cost: 50,
        taxRateBp: 0,
        reorderLevel: 0,
        isActive: true,
      }),
  },
  {
    path: '/customers',
    rows: 'customers',
    seed: (_index: number, name: string) => Customer.create({ name, isActive: true }),
  },
] as const

test.group('List screens: one reading of the query string', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    for (const list of LISTS) {
      for (let index = 1; index <= 26; index++) {
        await list.seed(index, `Row ${String(index).padStart(2, '0')}`)
      }
    }
  })

  test('bad page, sort and filters fall back to their defaults on every list', async ({
    client,
    assert,
  }) => {
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')

    for (const list of LISTS) {
      const shown = async (query: string) => {
        const response = await agent.visit(`${list.path}?${query}`)
        response.assertStatus(200)
        const props = response.inertiaProps
        const names = props[list.rows].map((row: { name: string }) => row.name)
        return { first: names[0], count: names.length, page: props.meta.currentPage, props }
      }

      for (const page of ['abc', '0', '-1', '1.5']) {
        assert.deepInclude(await shown(`page=${page}`), { first: 'Row 01', count: 25, page: 1 })
      }
      // Past the last page, however far: the last page.
      for (const page of ['3', '99999999999']) {
        assert.deepInclude(await shown(`page=${page}`), { first: 'Row 26', count: 1, page: 2 })
      }

      const evil = await shown('sort=evil&status=gone&search=Row%202')
      assert.deepInclude(evil, { first: 'Row 20', count: 7, page: 1 })
      assert.equal(evil.props.filters.sort, '')
      assert.equal(evil.props.filters.status, '')
      assert.equal(evil.props.filters.search, 'Row 2')
      // A list that seeks its pages also names its first and last rows (meta.first, meta.last).
      assert.deepInclude(evil.props.meta, {
        total: 7,
        perPage: 25,
        currentPage: 1,
        lastPage: 1,
        more: false,
      })

      // A full page load (not an Inertia visit) reads the query string the same way.
      const html = await agent.get(`${list.path}?page=abc&sort=evil`)
      html.assertStatus(200)
    }
  })

  test('the CSV export reads the same query string as its list', async ({ client, assert }) => {
    const agent = new Agent(client)
    await agent.signIn('admin@demo.test')
    for (const list of LISTS) {
      const response = await agent.get(`${list.path}/export?sort=evil&page=abc&search=Row%201`)
      response.assertStatus(200)
      const lines = response.text().trim().split(/\r?\n/).slice(1)
      assert.lengthOf(lines, 10, list.path)
      assert.match(lines[0], /Row 10/)
    }
  })
})
