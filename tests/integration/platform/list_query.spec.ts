import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Customer from '#models/customer'
import { paginate } from '#support/pagination'
import { timestampBinding } from '#support/sql_time'
import { queriesDuring } from '#tests/helpers/query_count'
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

test.group('List pagination, seeking the pages either side', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  const NEWEST = [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ] as const
  const OLDEST = [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ] as const

  /** 80 customers over 7 instants, so each instant holds rows that only the id tells apart. */
  async function customersOverTime() {
    const start = DateTime.utc(2026, 3, 1, 9)
    const dialect = db.connection().dialect.name
    await db.table('customers').multiInsert(
      Array.from({ length: 80 }, (_, index) => {
        const at = timestampBinding(start.plus({ minutes: (index * 3) % 7 }), dialect)
        return {
          name: `Customer ${index + 1}`,
          is_active: index % 4 !== 0,
          created_at: at,
          updated_at: at,
        }
      })
    )
  }

  const ordered = (order: typeof NEWEST | typeof OLDEST) => {
    const query = Customer.query()
    for (const [column, direction] of order) query.orderBy(column, direction)
    return query
  }
  const ids = (rows: Customer[]) => rows.map((row) => row.id)
  const numbered = (order: typeof NEWEST | typeof OLDEST, page: number) =>
    paginate(ordered(order), page, { keyColumn: 'customers.id' })

  for (const order of [NEWEST, OLDEST]) {
    test('the page after a row, and the page before one, are the numbered pages ({$self})')
      .with([order[0][1]])
      .run(async ({ assert }) => {
        await customersOverTime()
        const seek = { order }
        const first = await paginate(ordered(order), 1, { keyColumn: 'customers.id', seek })
        assert.equal(first.meta.first, first.rows[0].id)
        assert.equal(first.meta.last, first.rows[24].id)

        // The page a link asks for, against the same page read by its number.
        const step = async (page: number, anchor: { after?: number; before?: number }) => {
          const sought = await paginate(ordered(order), page, {
            keyColumn: 'customers.id',
            seek: { order, ...anchor },
          })
          const expected = await numbered(order, page)
          const side = anchor.after ? 'after' : 'before'
          assert.deepEqual(ids(sought.rows), ids(expected.rows), `page ${page}, ${side} a row`)
          assert.deepInclude(sought.meta, expected.meta)
          return sought
        }
        let previous = first
        for (const page of [2, 3, 4]) previous = await step(page, { after: previous.meta.last })
        // Page 4 holds the last 5 of 80; back from it, page 3 and then page 2.
        assert.lengthOf(previous.rows, 5)
        for (const page of [3, 2]) previous = await step(page, { before: previous.meta.first })
      })
  }

  test('a sought page skips no rows: no statement reads an offset', async ({ assert }) => {
    await customersOverTime()
    const first = await paginate(ordered(NEWEST), 1, {
      keyColumn: 'customers.id',
      seek: { order: NEWEST },
    })
    const statements = await queriesDuring(() =>
      paginate(ordered(NEWEST), 2, {
        keyColumn: 'customers.id',
        seek: { order: NEWEST, after: first.meta.last },
      })
    )
    assert.isNotEmpty(statements)
    for (const sql of statements) assert.notMatch(sql, /\boffset\b/i)
  })

  test('a row outside the list, or one too near the start, is counted from the start', async ({
    assert,
  }) => {
    await customersOverTime()
    const active = () => ordered(NEWEST).where('is_active', true)
    const inactive = await Customer.query().where('is_active', false).firstOrFail()
    const page2 = await paginate(active(), 2, { keyColumn: 'customers.id' })
    // A row the filter leaves out names no place in the list: page 2 is read by its number.
    const outside = await paginate(active(), 2, {
      keyColumn: 'customers.id',
      seek: { order: NEWEST, after: inactive.id },
    })
    assert.deepEqual(ids(outside.rows), ids(page2.rows))
    // Fewer than a page before the row (the list changed since the link was made): by number too.
    const page1 = await paginate(active(), 1, { keyColumn: 'customers.id' })
    const nearStart = await paginate(active(), 2, {
      keyColumn: 'customers.id',
      seek: { order: NEWEST, before: page1.rows[10].id },
    })
    assert.deepEqual(ids(nearStart.rows), ids(page2.rows))
    const unknown = await paginate(active(), 2, {
      keyColumn: 'customers.id',
      seek: { order: NEWEST, after: 999_999 },
    })
    assert.deepEqual(ids(unknown.rows), ids(page2.rows))
  })

  test('an order whose columns run both ways is paged by number, without keys', async ({
    assert,
  }) => {
    await customersOverTime()
    const mixed = [
      ['name', 'asc'],
      ['id', 'desc'],
    ] as const
    const query = () => Customer.query().orderBy('name', 'asc').orderBy('id', 'desc')
    const first = await paginate(query(), 1, { keyColumn: 'customers.id' })
    const second = await paginate(query(), 2, {
      keyColumn: 'customers.id',
      seek: { order: mixed, after: first.rows[24].id },
    })
    const expected = await paginate(query(), 2, { keyColumn: 'customers.id' })
    assert.deepEqual(ids(second.rows), ids(expected.rows))
    assert.notProperty(second.meta, 'first')
    assert.notProperty(second.meta, 'last')
  })
})
