import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Order from '#models/order'
import Product from '#models/product'
import { queryPlan } from '#tests/helpers/query_plan'
import { freshDatabase } from '#tests/helpers/database'
import { timestampBinding } from '#support/sql_time'

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

function aProduct(fields: Partial<Product> & { name: string; sku: string }) {
  return Product.create({
    barcode: null,
    category: null,
    unit: 'each',
    price: 100,
    cost: 50,
    taxRateBp: 0,
    reorderLevel: 0,
    isActive: true,
    ...fields,
  })
}

const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name)

test.group('List scopes: products', (group) => {
  group.each.setup(async () => {
    await freshDatabase({ demo: false })
    await aProduct({
      name: 'Whole Milk 1 l',
      sku: 'DRY-001',
      barcode: '96385074',
      category: 'Dairy',
      price: 129,
      createdAt: at('2026-01-03T00:00:00'),
    })
    await aProduct({
      name: 'Butter 250 g',
      sku: 'DRY-002',
      category: 'Dairy',
      price: 329,
      isActive: false,
      description: 'Made from milk',
      createdAt: at('2026-01-01T00:00:00'),
    })
    await aProduct({
      name: 'Oat Drink 1 l',
      sku: 'VEG_100%',
      barcode: '4006381333931',
      category: 'Dairy-free',
      price: 129,
      createdAt: at('2026-01-02T00:00:00'),
    })
  })

  test('search looks in name, SKU and barcode, any case, wildcards literal', async ({ assert }) => {
    const found = async (words?: string) =>
      namesOf(
        await Product.query().apply((scopes) => {
          scopes.search(words)
          scopes.sortedBy('name')
        })
      )
    assert.deepEqual(await found('MILK'), ['Whole Milk 1 l'])
    assert.deepEqual(await found('dry-00'), ['Butter 250 g', 'Whole Milk 1 l'])
    assert.deepEqual(await found('6385'), ['Whole Milk 1 l'])
    assert.deepEqual(await found('_100%'), ['Oat Drink 1 l'])
    assert.deepEqual(await found('Y_0'), [])
    assert.deepEqual(await found(undefined), ['Butter 250 g', 'Oat Drink 1 l', 'Whole Milk 1 l'])
  })

  test('a category is matched whole; status keeps active or archived products', async ({
    assert,
  }) => {
    const listed = async (category?: string, status?: 'active' | 'inactive') =>
      namesOf(
        await Product.query().apply((scopes) => {
          scopes.inCategory(category)
          scopes.withStatus(status)
          scopes.sortedBy('name')
        })
      )
    assert.deepEqual(await listed('Dairy'), ['Butter 250 g', 'Whole Milk 1 l'])
    assert.deepEqual(await listed('Dairy-free'), ['Oat Drink 1 l'])
    assert.deepEqual(await listed(undefined, 'active'), ['Oat Drink 1 l', 'Whole Milk 1 l'])
    assert.deepEqual(await listed(undefined, 'inactive'), ['Butter 250 g'])
    assert.deepEqual(await listed('Dairy', 'active'), ['Whole Milk 1 l'])
    assert.lengthOf(await listed(), 3)
  })

  test('each sort orders as named; equal prices keep the name order', async ({ assert }) => {
    const sorted = async (sort?: 'name' | 'price' | 'price_desc' | 'sku' | 'newest') =>
      namesOf(await Product.query().apply((scopes) => scopes.sortedBy(sort)))
    assert.deepEqual(await sorted(), ['Butter 250 g', 'Oat Drink 1 l', 'Whole Milk 1 l'])
    assert.deepEqual(await sorted('price'), ['Oat Drink 1 l', 'Whole Milk 1 l', 'Butter 250 g'])
    assert.deepEqual(await sorted('price_desc'), [
      'Butter 250 g',
      'Oat Drink 1 l',
      'Whole Milk 1 l',
    ])
    assert.deepEqual(await sorted('sku'), ['Whole Milk 1 l', 'Butter 250 g', 'Oat Drink 1 l'])
    assert.deepEqual(await sorted('newest'), ['Whole Milk 1 l', 'Oat Drink 1 l', 'Butter 250 g'])
  })
})

test.group('List scopes: customers and branches', (group) => {
  group.each.setup(() => freshDatabase())

  test('customers: search in name, email and phone; status; sorts break ties by id', async ({
    assert,
  }) => {
    const ada = await Customer.create({ name: 'Ada', email: 'ada@shop.test', phone: '555 0101' })
    const ben = await Customer.create({ name: 'Ben', email: 'ben@example.test', isActive: false })
    const ada2 = await Customer.create({ name: 'Ada', phone: '0612 345' })
    const label = (row: Customer) => `${row.name}#${row.id}`
    const labelsOf = (rows: Customer[]) => rows.map(label)
    const found = async (words?: string, status?: 'active' | 'inactive') =>
      labelsOf(
        await Customer.query().apply((scopes) => {
          scopes.search(words)
          scopes.withStatus(status)
          scopes.sortedBy('oldest')
        })
      )
    assert.deepEqual(await found('SHOP.test'), [label(ada)])
    assert.deepEqual(await found('345'), [label(ada2)])
    assert.deepEqual(await found('EXAMPLE'), [label(ben)])
    assert.deepEqual(await found(undefined, 'active'), [label(ada), label(ada2)])
    assert.deepEqual(await found(undefined, 'inactive'), [label(ben)])

    const sorted = async (sort?: 'name' | 'name_desc' | 'newest' | 'oldest') =>
      labelsOf(await Customer.query().apply((scopes) => scopes.sortedBy(sort)))
    assert.deepEqual(await sorted(), [label(ada), label(ada2), label(ben)])
    assert.deepEqual(await sorted('name_desc'), [label(ben), label(ada2), label(ada)])
    assert.deepEqual(await sorted('newest'), [label(ada2), label(ben), label(ada)])
    assert.deepEqual(await sorted('oldest'), [label(ada), label(ben), label(ada2)])
  })

  test('branches: search in code and name; status; by users, then by name', async ({ assert }) => {
    const codes = (rows: Branch[]) => rows.map((branch) => branch.code)
    await Branch.query().where('code', 'DTN').update({ isActive: false })

    const listed = async (words?: string, status?: 'active' | 'inactive') =>
      codes(
        await Branch.query().apply((scopes) => {
          scopes.search(words)
          scopes.withStatus(status)
          scopes.sortedBy('code')
        })
      )
    assert.deepEqual(await listed('dtn'), ['DTN'])
    assert.deepEqual(await listed('HARBOUR'), ['HBR'])
    assert.deepEqual(await listed(undefined, 'active'), ['HBR', 'NTH'])
    assert.deepEqual(await listed(undefined, 'inactive'), ['DTN'])
    assert.deepEqual(await listed(), ['DTN', 'HBR', 'NTH'])

    // Demo staff: two in Downtown, two in Northside, none at Harbour Mall.
    const sorted = async (sort?: 'name' | 'code' | 'users' | 'newest') =>
      codes(
        await Branch.query()
          .withCount('users')
          .apply((scopes) => scopes.sortedBy(sort))
      )
    assert.deepEqual(await sorted('users'), ['DTN', 'NTH', 'HBR'])
    assert.deepEqual(await sorted(), ['DTN', 'HBR', 'NTH'])
    assert.deepEqual(await sorted('newest'), ['HBR', 'NTH', 'DTN'])
  })
})

test.group('List scopes: the indexed search', (group) => {
  group.each.setup(() => freshDatabase({ demo: false }))

  const productNames = async (words: string) =>
    namesOf(
      await Product.query().apply((scopes) => {
        scopes.search(words)
        scopes.sortedBy('name')
      })
    )

  test('the index follows each insert, rename and deletion', async ({ assert }) => {
    const eclair = await aProduct({ name: 'Éclair au chocolat', sku: 'BAK-001' })
    await aProduct({ name: 'Chocolate Bar', sku: 'SWT-001', barcode: '5000159407236' })
    assert.deepEqual(await productNames('ÉCLAIR'), ['Éclair au chocolat'])
    assert.deepEqual(await productNames('chocola'), ['Chocolate Bar', 'Éclair au chocolat'])
    assert.deepEqual(await productNames('r au c'), ['Éclair au chocolat'])
    assert.deepEqual(await productNames('159407'), ['Chocolate Bar'])

    eclair.merge({ name: 'Mille-feuille', sku: 'BAK-002' })
    await eclair.save()
    assert.deepEqual(await productNames('éclair'), [])
    assert.deepEqual(await productNames('BAK-001'), [])
    assert.deepEqual(await productNames('feuille'), ['Mille-feuille'])
    assert.deepEqual(await productNames('bak-002'), ['Mille-feuille'])

    await eclair.delete()
    assert.deepEqual(await productNames('feuille'), [])
    assert.deepEqual(await productNames('chocola'), ['Chocolate Bar'])
  })

  test('two letters, quotes and the search syntax of the index are words like any other', async ({
    assert,
  }) => {
    await aProduct({ name: 'Oat Drink 1 l', sku: 'VEG-100' })
    await aProduct({ name: '12" Pizza Tray', sku: 'KIT-OR-NOT' })
    assert.deepEqual(await productNames('oa'), ['Oat Drink 1 l'])
    assert.deepEqual(await productNames('12" Pi'), ['12" Pizza Tray'])
    assert.deepEqual(await productNames('OR NOT'), [])
    assert.deepEqual(await productNames('-OR-'), ['12" Pizza Tray'])
    assert.deepEqual(await productNames('Oat* OR Pizza'), [])
  })

  test('an erased customer is found by neither the old name, email nor phone', async ({
    assert,
  }) => {
    const grace = await Customer.create({
      name: 'Grace Hopper',
      email: 'grace@navy.test',
      phone: '555 0199',
    })
    const found = async (words: string) => {
      const rows = await Customer.query().apply((scopes) => scopes.search(words))
      return rows.map((row) => row.id)
    }
    assert.deepEqual(await found('hopper'), [grace.id])
    grace.merge({ name: 'Erased customer', email: null, phone: null })
    await grace.save()
    assert.deepEqual(await found('hopper'), [])
    assert.deepEqual(await found('navy.test'), [])
    assert.deepEqual(await found('0199'), [])
    assert.deepEqual(await found('erased'), [grace.id])
  })

  test('a search of three letters or more reads the trigram index, not every row', async ({
    assert,
  }) => {
    const plan = await queryPlan(
      Product.query()
        .apply((scopes) => scopes.search('milk'))
        .toQuery()
    )
    if (db.connection().dialect.name === 'postgres') {
      assert.include(plan, 'products_name_trigram_index')
      assert.include(plan, 'products_sku_trigram_index')
      assert.include(plan, 'products_barcode_trigram_index')
    } else {
      assert.match(plan, /SCAN products_search VIRTUAL TABLE INDEX/)
      assert.notMatch(plan, /SCAN products(\s|$)/)
    }
  })
})

test.group('List scopes: the orders search', (group) => {
  group.each.setup(() => freshDatabase())

  /**
   * 2,000 completed sales at Downtown and Harbour Mall, one in a hundred to
   * a customer; on PostgreSQL with the statistics and the search index as
   * autovacuum leaves them, so the plan is the one a shop's data gets, not
   * an empty table's.
   */
  async function manySales() {
    const dialect = db.connection().dialect.name
    const now = timestampBinding(DateTime.utc(), dialect)
    const branches = await Branch.query().whereIn('code', ['DTN', 'HBR']).orderBy('code')
    const [seller] = await db.from('users').select('id').limit(1)
    const customer = await Customer.create({ name: 'Ada Quinn', phone: '555-0101' })
    const rows = Array.from({ length: 2000 }, (_, index) => {
      const branch = branches[index % 2]
      return {
        number: `${branch.code}-${String(Math.floor(index / 2) + 1).padStart(6, '0')}`,
        branch_id: branch.id,
        customer_id: index % 100 === 0 ? customer.id : null,
        seller_id: seller.id,
        status: 'completed',
        prices_include_tax: false,
        idempotency_key: `bulk-${index}`,
        request_fingerprint: 'bulk',
        completed_at: now,
        created_at: now,
        updated_at: now,
      }
    })
    await db.transaction(async (trx) => {
      for (let start = 0; start < rows.length; start += 500) {
        await trx.table('orders').multiInsert(rows.slice(start, start + 500))
      }
    })
    if (dialect === 'postgres') await db.rawQuery('VACUUM ANALYZE orders, customers')
  }

  test('the search reads the orders once, by number and by customer through both indexes together', async ({
    assert,
  }) => {
    await manySales()
    const plan = await queryPlan(
      Order.query()
        .apply((scopes) => {
          scopes.checkedOut()
          scopes.filtered({ search: 'DTN-0001', status: 'completed' }, 'UTC')
        })
        .select('orders.id')
        .toQuery()
    )
    if (db.connection().dialect.name === 'postgres') {
      // Matched as a set of ids first, a branch code's search collected every order of the branch.
      assert.match(
        plan,
        /BitmapOr[\s\S]*orders_number_trigram_index[\s\S]*orders_customer_id_completed_at_index/
      )
      assert.lengthOf(plan.match(/ on orders\b/g) ?? [], 1)
    } else {
      assert.match(plan, /SCAN orders_search VIRTUAL TABLE INDEX/)
      assert.match(plan, /SCAN customers_search VIRTUAL TABLE INDEX/)
    }
  })

  test('a search sorted by number sorts its matches on PostgreSQL, not walking the number’s index', async ({
    assert,
  }) => {
    await manySales()
    const plan = await queryPlan(
      Order.query()
        .apply((scopes) => {
          scopes.checkedOut()
          scopes.filtered({ search: 'HBR' }, 'UTC')
          scopes.sortedBy('number', 'HBR')
        })
        .select('orders.id')
        .limit(25)
        .toQuery()
    )
    if (db.connection().dialect.name === 'postgres') {
      // Walking it, the page read every Downtown order before the first Harbour Mall one.
      assert.notInclude(plan, 'orders_number_unique')
      assert.include(plan, 'orders_number_trigram_index')
    } else {
      assert.match(plan, /SCAN orders_search VIRTUAL TABLE INDEX/)
    }
  })
})
