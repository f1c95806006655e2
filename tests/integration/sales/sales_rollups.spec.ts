import { test } from '@japa/runner'
import { seeded } from '#database/seeded_random'
import { DateTime, Settings } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OrderLine from '#models/order_line'
import Setting from '#models/setting'
import type Order from '#models/order'
import type Product from '#models/product'
import { saleFigures } from '#common/sale_totals'
import { updateSettings } from '#services/shop/settings'
import { voidOrder } from '#services/sales/order_voids'
import { createReturn } from '#services/sales/returns'
import { postStockChanges } from '#services/stock/stock_ledger'
import { rebuildRollups, verifyRollups } from '#services/reports/rollup_rebuild'
import { freshDatabase } from '#tests/helpers/database'
import { scriptedDays, FIXTURE_ZONE } from '#tests/helpers/report_fixture'
import { labelProduct } from '#tests/helpers/products'
import { assertManyConnections, cartAt, sellAs } from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant, branchCoded } from '#tests/helpers/stock'

/** What verify finds wrong in the rollups: nothing, when they equal a rebuild. */
async function rollupDifferences() {
  const { differences } = await verifyRollups()
  return differences
}

/**
 * A rollup's rows as `day branch key: figures` (`day branch: figures` for
 * the branch rollup), zero figures left out, for exact comparison.
 */
async function rowsOf(table: string, key: string | null, columns: string[]) {
  const rows = await db
    .from(table)
    .join('branches', 'branches.id', `${table}.branch_id`)
    .select(`${table}.*`, 'branches.code')
    .orderBy(['day', 'code', ...(key ? [key] : [])])
  const named = key ? await keyNames(key) : null
  return rows.map((row) => {
    const figures = columns
      .filter((column) => Number(row[column]) !== 0)
      .map((column) => `${column}=${Number(row[column])}`)
      .join(' ')
    const keyName = named ? ` ${named(row[key!])}` : ''
    return `${row.day} ${row.code}${keyName}: ${figures}`
  })
}

async function keyNames(key: string): Promise<(value: unknown) => string> {
  if (key === 'method') return (value) => String(value)
  const table = key === 'product_id' ? 'products' : 'users'
  const rows = await db.from(table).select('id', 'name')
  const names = new Map(rows.map((row) => [Number(row.id), String(row.name)]))
  return (id) => names.get(Number(id)) ?? String(id)
}

const PRODUCT_FIGURES = [
  'sold_quantity',
  'discounts',
  'net',
  'tax',
  'cost',
  'uncosted_quantity',
  'returned_quantity',
  'returned_net',
  'returned_tax',
  'returned_cost',
]
const SELLER_FIGURES = [
  'orders',
  'items',
  'discounts',
  'net',
  'tax',
  'returns',
  'returned_net',
  'returned_tax',
]
const PAYMENT_FIGURES = ['payments', 'amount', 'refunds', 'refunded']
const BRANCH_FIGURES = ['net', 'cost', 'uncosted_quantity', 'returned_net', 'returned_cost']

test.group('Sales rollups: the scripted days', (group) => {
  group.each.setup(() => freshDatabase())

  test('each sale, void and return lands on its business day in New York, figures to the cent', async ({
    assert,
  }) => {
    await scriptedDays()
    assert.deepEqual(await rowsOf('sales_product_days', 'product_id', PRODUCT_FIGURES), [
      // S1 at 23:30 on the 31st stays on the 31st although it is 1 November in UTC.
      '2026-10-31 DTN Tea: sold_quantity=2 discounts=200 net=1800 tax=180 cost=800',
      '2026-11-01 DTN Tea: sold_quantity=1 discounts=100 net=900 tax=90 cost=400',
      '2026-11-01 DTN Mug: sold_quantity=1 discounts=250 net=2250 tax=450 cost=1000',
      // S3 at 23:30 EST, in the 25-hour day, is 2 November in UTC: still the 1st.
      '2026-11-01 NTH Mug: sold_quantity=3 net=6250 tax=1250 cost=3000',
      // S4 and its void cancel out; R2 wrote its unit off, so its cost stays a cost.
      '2026-11-02 DTN Tea: returned_quantity=1 returned_net=900 returned_tax=90',
      '2026-11-02 NTH Mug: returned_quantity=1 returned_net=2083 returned_tax=417 returned_cost=1000',
    ])
    assert.deepEqual(await rowsOf('sales_seller_days', 'seller_id', SELLER_FIGURES), [
      '2026-10-31 DTN Alex Morgan: orders=1 items=2 discounts=200 net=1800 tax=180',
      '2026-11-01 DTN Maria Lopez: orders=1 items=2 discounts=350 net=3150 tax=540',
      '2026-11-01 NTH Maria Lopez: orders=1 items=3 net=6250 tax=1250',
      '2026-11-02 DTN Alex Morgan: returns=1 returned_net=900 returned_tax=90',
      '2026-11-02 NTH Maria Lopez: returns=1 returned_net=2083 returned_tax=417',
    ])
    assert.deepEqual(await rowsOf('sales_payment_days', 'method', PAYMENT_FIGURES), [
      '2026-10-31 DTN card: payments=1 amount=1980',
      // 40.00 handed over, 3.10 change: 36.90 counts.
      '2026-11-01 DTN cash: payments=1 amount=3690',
      '2026-11-01 NTH card: payments=1 amount=5000',
      '2026-11-01 NTH cash: payments=1 amount=2500',
      '2026-11-02 DTN cash: refunds=1 refunded=990',
      '2026-11-02 NTH card: refunds=1 refunded=2500',
    ])
    // The product rows above, added up per branch and day.
    assert.deepEqual(await rowsOf('sales_branch_days', null, BRANCH_FIGURES), [
      '2026-10-31 DTN: net=1800 cost=800',
      '2026-11-01 DTN: net=3150 cost=1400',
      '2026-11-01 NTH: net=6250 cost=3000',
      '2026-11-02 DTN: returned_net=900',
      '2026-11-02 NTH: returned_net=2083 returned_cost=1000',
    ])
  })

  test('verify finds the rollups equal to the orders, names a changed figure, and a rebuild restores it', async ({
    assert,
  }) => {
    await scriptedDays()
    assert.deepEqual(await rollupDifferences(), [])
    const downtown = await branchCoded('DTN')
    await db
      .from('sales_seller_days')
      .where({ day: '2026-11-01', branch_id: downtown.id })
      .increment('net', 1)
    const { differences } = await verifyRollups()
    assert.lengthOf(differences, 1)
    assert.include(differences[0], {
      rollup: 'sellers',
      column: 'net',
      expected: 3150,
      actual: 3151,
    })
    assert.match(differences[0].key, /^2026-11-01 \/ \d+ \/ \d+$/)

    const { days } = await rebuildRollups()
    assert.equal(days, 3)
    assert.deepEqual(await rollupDifferences(), [])
    assert.deepEqual(await rowsOf('sales_seller_days', 'seller_id', ['net']), [
      '2026-10-31 DTN Alex Morgan: net=1800',
      '2026-11-01 DTN Maria Lopez: net=3150',
      '2026-11-01 NTH Maria Lopez: net=6250',
      '2026-11-02 DTN Alex Morgan: ',
      '2026-11-02 NTH Maria Lopez: ',
    ])
  })

  test('the migration that adds the branch rollup fills it from the product rollup', async ({
    assert,
  }) => {
    await scriptedDays()
    const before = await rowsOf('sales_branch_days', null, BRANCH_FIGURES)
    const { default: AddBranchRollup } =
      await import('#database/migrations/1700000001400_create_sales_branch_days')
    await db.connection().schema.dropTable('sales_branch_days')
    await new AddBranchRollup(db.connection(), 'create_sales_branch_days', false).execUp()
    // The later migration that widens its columns too, so the schema is left as it was.
    const { default: WidenRollupQuantities } =
      await import('#database/migrations/1700000001700_widen_rollup_quantities')
    await new WidenRollupQuantities(db.connection(), 'widen_rollup_quantities', false).execUp()
    assert.lengthOf(before, 5)
    assert.deepEqual(await rowsOf('sales_branch_days', null, BRANCH_FIGURES), before)
    assert.deepEqual(await rollupDifferences(), [])
  })

  test('a new business time zone files every figure again under its days', async ({ assert }) => {
    await scriptedDays()
    const settings = await Setting.current()
    await updateSettings(
      {
        company_name: settings.companyName,
        currency: settings.currency,
        locale: settings.locale,
        business_timezone: 'UTC',
        prices_include_tax: settings.pricesIncludeTax,
        default_tax_rate_bp: settings.defaultTaxRateBp,
        allow_negative_stock: settings.allowNegativeStock,
        registration_open: settings.registrationOpen,
        show_gravatar: settings.showGravatar,
        scan_sound: settings.scanSound,
        sale_needs_till_session: settings.saleNeedsTillSession,
        card_sales_without_session: settings.cardSalesWithoutSession,
        blind_till_count: settings.blindTillCount,
        till_lock_minutes: settings.tillLockMinutes,
      },
      await actorFor('admin@demo.test')
    )
    assert.deepEqual(await rowsOf('sales_seller_days', 'seller_id', ['orders', 'net']), [
      // In UTC, S1 (03:30) and S2 (04:30) are both on 1 November, S3 (04:30) on the 2nd.
      '2026-11-01 DTN Alex Morgan: orders=1 net=1800',
      '2026-11-01 DTN Maria Lopez: orders=1 net=3150',
      '2026-11-02 DTN Alex Morgan: ',
      '2026-11-02 NTH Maria Lopez: orders=1 net=6250',
    ])
    assert.deepEqual(await rollupDifferences(), [])
  })
})

test.group('Sales rollups: against a rebuild', (group) => {
  group.each.setup(() => freshDatabase())

  test('after 300 seeded sales, returns and voids across a change of daylight saving, they equal a rebuild', async ({
    assert,
  }) => {
    const random = seeded(17).next
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]
    const settings = await Setting.current()
    settings.businessTimezone = FIXTURE_ZONE
    await settings.save()
    const admin = await actorFor('admin@demo.test')
    const branches = [await branchCoded('DTN'), await branchCoded('NTH')]
    const products: Product[] = []
    for (let index = 0; index < 4; index++) {
      products.push(
        await labelProduct({
          price: 199 + index * 350,
          taxRateBp: [0, 500, 1000, 2000][index],
          cost: index === 3 ? null : 80 + index * 120,
        })
      )
    }
    await db.transaction((trx) =>
      postStockChanges(
        branches.flatMap((branch) =>
          products.map((product) => ({
            productId: product.id,
            branchId: branch.id,
            quantity: 10_000,
            type: 'adjustment' as const,
            reason: 'count',
          }))
        ),
        admin,
        trx
      )
    )

    const realNow = Settings.now
    // From 30 October to 4 November 2026, New York: the clocks fall back on the 1st.
    let clock = DateTime.fromISO('2026-10-30T08:00:00', { zone: FIXTURE_ZONE }).toMillis()
    const sold: Order[] = []
    const counts = { sales: 0, returns: 0, voids: 0 }
    try {
      for (let step = 0; step < 300; step++) {
        clock += Math.floor(random() * 40) * 60_000
        Settings.now = () => clock
        const roll = random()
        if (roll < 0.65 || sold.length === 0) {
          const branch = pick(branches)
          const lines = products
            .filter(() => random() < 0.5)
            .map((product) => ({
              productId: product.id,
              quantity: 1 + Math.floor(random() * 3),
              discount: random() < 0.3 ? { kind: 'percent' as const, value: 500 } : null,
            }))
          if (lines.length === 0)
            lines.push({ productId: products[0].id, quantity: 1, discount: null })
          settings.pricesIncludeTax = random() < 0.3
          await settings.save()
          const orderDiscount = random() < 0.2 ? { kind: 'amount' as const, value: 37 } : null
          const method = pick(['cash', 'card', 'other'] as const)
          // Cash is handed over in plenty (the change is given back); card and other pay the total.
          const amount =
            method === 'cash'
              ? 1_000_000
              : saleFigures(
                  lines.map((line) => {
                    const product = products.find((candidate) => candidate.id === line.productId)!
                    return {
                      unitPrice: product.price,
                      quantity: line.quantity,
                      taxRateBp: product.taxRateBp,
                      discount: line.discount,
                    }
                  }),
                  orderDiscount,
                  settings.pricesIncludeTax
                ).total
          const { order } = await sellAs(
            'admin@demo.test',
            await cartAt(branch.code, lines, { orderDiscount, payments: [{ method, amount }] })
          )
          sold.push(order)
          counts.sales++
        } else if (roll < 0.75) {
          const order = sold.at(-1)!
          await order.refresh()
          if (order.status !== 'completed') continue
          try {
            await voidOrder(order.id, 'Test void', admin)
            counts.voids++
          } catch {
            // Yesterday's sale: no longer voidable, as the rules say.
          }
        } else {
          const order = pick(sold)
          await order.refresh()
          if (order.status === 'voided' || order.status === 'returned') continue
          const lines = await OrderLine.query().where('order_id', order.id)
          const line = pick(
            lines.filter((candidate) => candidate.returnedQuantity < candidate.quantity)
          )
          await createReturn(
            {
              orderId: order.id,
              reason: 'changed_mind',
              refundMethod: pick(['cash', 'card'] as const),
              lines: [{ orderLineId: line.id, quantity: 1, restock: random() < 0.6 }],
            },
            admin
          )
          counts.returns++
        }
      }
    } finally {
      Settings.now = realNow
    }
    assert.isAbove(counts.sales, 150)
    assert.isAbove(counts.returns, 30)
    assert.isAbove(counts.voids, 5)
    assert.deepEqual(await rollupDifferences(), [])
    await assertLedgerInvariant(assert)
  }).timeout(180_000)

  test('50 concurrent sales of two products, listed in either order, lose no increment and never deadlock', async ({
    assert,
  }) => {
    await assertManyConnections(assert)
    const tea = await labelProduct({ price: 500, taxRateBp: 1000, cost: 200 })
    const mug = await labelProduct({ price: 300, taxRateBp: 0, cost: 100 })
    const admin = await actorFor('admin@demo.test')
    const downtown = await branchCoded('DTN')
    await db.transaction((trx) =>
      postStockChanges(
        [tea, mug].map((product) => ({
          productId: product.id,
          branchId: downtown.id,
          quantity: 100,
          type: 'adjustment' as const,
          reason: 'count',
        })),
        admin,
        trx
      )
    )
    const carts = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const lines = [
          { productId: tea.id, quantity: 1 },
          { productId: mug.id, quantity: 1 },
        ]
        return cartAt('DTN', index % 2 ? lines.reverse() : lines, {
          payments: [{ method: 'card', amount: 850 }],
        })
      })
    )
    await Promise.all(carts.map((cart) => sellAs('admin@demo.test', cart)))
    const sold = await db
      .from('sales_product_days')
      .groupBy('product_id')
      .select('product_id')
      .sum('sold_quantity as sold')
      .sum('net as net')
      .orderBy('product_id')
    assert.deepEqual(
      sold.map((row) => [Number(row.product_id), Number(row.sold), Number(row.net)]),
      [
        [tea.id, 50, 25_000],
        [mug.id, 50, 15_000],
      ]
    )
    const [seller] = await db.from('sales_seller_days').sum('orders as orders').sum('net as net')
    assert.equal(Number(seller.orders), 50)
    assert.equal(Number(seller.net), 40_000)
    const [card] = await db
      .from('sales_payment_days')
      .where('method', 'card')
      .sum('amount as amount')
    assert.equal(Number(card.amount), 50 * 850)
    assert.deepEqual(await rollupDifferences(), [])
  }).timeout(120_000)
})
