import { test } from '@japa/runner'
import Customer from '#models/customer'
import { paginate } from '#support/pagination'
import { filterProps, readListQuery } from '#validators/list'
import { productIndexValidator } from '#validators/product'
import { userIndexValidator } from '#validators/user'
import { freshDatabase, manyCustomers } from '#tests/helpers/database'

test.group('List query string', () => {
  test('a refused parameter takes its default, the others stay', async ({ assert }) => {
    assert.deepEqual(
      await readListQuery(productIndexValidator, {
        page: 'abc',
        search: ' milk ',
        sort: 'evil',
        category: 'Dairy',
        status: 'archived',
        unknown: 'dropped',
      }),
      { search: 'milk', category: 'Dairy' }
    )
    assert.deepEqual(await readListQuery(userIndexValidator, { page: 'x', sort: 'last_login' }), {
      sort: 'last_login',
    })
    // A filter a person types is refused with a message, not silently dropped.
    await assert.rejects(() =>
      readListQuery(userIndexValidator, { page: '3', sort: 'last_login', role: '2147483648' })
    )
  })

  test('a page is a whole number from 1; a far one is read as page 100,000', async ({ assert }) => {
    const page = async (value: unknown) => {
      const filters = await readListQuery(productIndexValidator, { page: value })
      return filters.page
    }
    assert.equal(await page('7'), 7)
    assert.isUndefined(await page('0'))
    assert.isUndefined(await page('-2'))
    assert.isUndefined(await page('1.5'))
    assert.isUndefined(await page(['1', '2']))
    assert.isUndefined(await page('1e999'))
    assert.equal(await page('100000'), 100_000)
    assert.equal(await page('99999999999'), 100_000)
  })

  test('a search is trimmed and at most 100 characters', async ({ assert }) => {
    const search = async (value: string) => {
      const filters = await readListQuery(productIndexValidator, { search: value })
      return filters.search
    }
    assert.equal(await search(`  ${'x'.repeat(100)}  `), 'x'.repeat(100))
    assert.isUndefined(await search('x'.repeat(101)))
  })

  test('the page controls get every filter as text, empty when unset', async ({ assert }) => {
    const filters: { search?: string; role?: number; status?: string } = { search: 'ann', role: 4 }
    assert.deepEqual(filterProps(filters, ['search', 'role', 'status']), {
      search: 'ann',
      role: '4',
      status: '',
    })
  })
})

test.group('List pagination', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  const names = (rows: Customer[]) => rows.map((row) => row.name)
  const query = () => Customer.query().apply((scopes) => scopes.sortedBy('name'))

  test('pages of 25 rows with the meta every list page receives', async ({ assert }) => {
    for (let index = 1; index <= 27; index++) {
      await Customer.create({ name: `Customer ${String(index).padStart(2, '0')}` })
    }
    const first = await paginate(query())
    assert.lengthOf(first.rows, 25)
    assert.deepEqual(first.meta, {
      total: 27,
      perPage: 25,
      currentPage: 1,
      lastPage: 2,
      more: false,
    })

    const second = await paginate(query(), 2)
    assert.deepEqual(names(second.rows), ['Customer 26', 'Customer 27'])
    assert.deepEqual(second.meta, {
      total: 27,
      perPage: 25,
      currentPage: 2,
      lastPage: 2,
      more: false,
    })
  })

  test('a page past the last shows the last one; an empty list its only page', async ({
    assert,
  }) => {
    const empty = await paginate(query(), 4)
    assert.deepEqual(empty, {
      rows: [],
      meta: { total: 0, perPage: 25, currentPage: 1, lastPage: 1, more: false },
    })

    for (let index = 1; index <= 26; index++) {
      await Customer.create({ name: `Customer ${String(index).padStart(2, '0')}` })
    }
    const past = await paginate(query(), 100_000)
    assert.deepEqual(names(past.rows), ['Customer 26'])
    assert.deepEqual(past.meta, {
      total: 26,
      perPage: 25,
      currentPage: 2,
      lastPage: 2,
      more: false,
    })
  })

  test('with a key column, a page finds its keys first and reads the same rows', async ({
    assert,
  }) => {
    for (let index = 1; index <= 60; index++) {
      await Customer.create({
        name: `Customer ${String(index).padStart(2, '0')}`,
        isActive: index % 3 !== 0,
      })
    }
    const active = () =>
      Customer.query().apply((scopes) => {
        scopes.withStatus('active')
        scopes.sortedBy('name_desc')
      })
    const byKeys = await paginate(active(), 2, { keyColumn: 'customers.id' })
    const byOffset = await paginate(active(), 2)
    assert.deepEqual(names(byKeys.rows), names(byOffset.rows))
    assert.deepEqual(names(byKeys.rows).slice(0, 3), ['Customer 22', 'Customer 20', 'Customer 19'])
    assert.lengthOf(byKeys.rows, 15)
    assert.deepEqual(byKeys.meta, {
      total: 40,
      perPage: 25,
      currentPage: 2,
      lastPage: 2,
      more: false,
    })
  })

  test('a long list is counted to 10,000 rows past the page: "more than", and pages reach on', async ({
    assert,
  }) => {
    await manyCustomers(10_026, 'Customer')

    const first = await paginate(query())
    assert.deepEqual(names(first.rows).at(0), 'Customer 00001')
    assert.deepEqual(first.meta, {
      total: 10_000,
      perPage: 25,
      currentPage: 1,
      lastPage: 400,
      more: true,
    })

    // Page 2 counts to 10,025 past the 25 before it: one row short of the end.
    const second = await paginate(query(), 2)
    assert.deepEqual(names(second.rows).at(0), 'Customer 00026')
    assert.deepEqual(second.meta, {
      total: 10_025,
      perPage: 25,
      currentPage: 2,
      lastPage: 401,
      more: true,
    })

    const third = await paginate(query(), 3)
    assert.deepEqual(third.meta, {
      total: 10_026,
      perPage: 25,
      currentPage: 3,
      lastPage: 402,
      more: false,
    })

    const last = await paginate(query(), 402)
    assert.deepEqual(names(last.rows), ['Customer 10026'])
    assert.isFalse(last.meta.more)
  })
})
