import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { periodsOf } from '#common/report_periods'
import { MAX_REPORT_PERIODS } from '#common/limits'
import { signedIn } from '#tests/helpers/agent'
import { clockAt } from '#tests/helpers/clock'
import { freshDatabase } from '#tests/helpers/database'
import { manyProducts } from '#tests/helpers/catalogue_fixtures'
import { slowestVisitDuring, warmUp } from '#tests/helpers/latency'

/** The longest range by day a report allows, Monday 2 January 2023 on, ending before "today". */
const LONGEST_BY_DAY = { from: '2023-01-02', to: '2025-01-02' }

/** Products sold on every day of that range at every branch: 66,000 product rows. */
const PRODUCTS_SOLD = 30

/** Rows many to a statement, in one transaction. */
async function insertAll(table: string, rows: Record<string, unknown>[]) {
  await db.transaction(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx.table(table).multiInsert(rows.slice(start, start + 500))
    }
  })
}

/** Sales on every day of the range at every branch, by every seller, product and payment method. */
async function salesEveryDay() {
  const days = periodsOf(LONGEST_BY_DAY, 'day')
  const branchRows = await db.from('branches').select('id')
  const branches = branchRows.map((row) => row.id as number)
  const users = await User.query().select('id')
  const sellers = users.map((user) => user.id)
  const widgets = await manyProducts('Widget', PRODUCTS_SOLD)
  const products = widgets.map((product) => product.id)
  const each = <T>(make: (day: string, branch: number) => T[]) =>
    days.flatMap((day) => branches.flatMap((branch) => make(day, branch)))
  await insertAll(
    'sales_seller_days',
    each((day, branch) =>
      sellers.map((seller) => ({
        day,
        branch_id: branch,
        seller_id: seller,
        orders: 3,
        items: 7,
        net: 4500,
        tax: 450,
      }))
    )
  )
  await insertAll(
    'sales_payment_days',
    each((day, branch) =>
      ['cash', 'card'].map((method) => ({
        day,
        branch_id: branch,
        method,
        payments: 2,
        amount: 2475,
      }))
    )
  )
  await insertAll(
    'sales_product_days',
    each((day, branch) =>
      products.map((product) => ({
        day,
        branch_id: branch,
        product_id: product,
        sold_quantity: 2,
        net: 900,
        tax: 90,
        cost: 400,
      }))
    )
  )
  await insertAll(
    'sales_branch_days',
    each((day, branch) => [
      { day, branch_id: branch, net: 900 * products.length, cost: 400 * products.length },
    ])
  )
  return { days: days.length, products: products.length }
}

function stallReport(slowest: number, longestStall: number) {
  return `slowest sign-in page: ${Math.round(slowest)} ms (longest event-loop stall: ${Math.round(longestStall)} ms)`
}

test.group('The worst report a manager can ask for does not freeze the server', (group) => {
  group.each.setup(() => freshDatabase())
  group.each.timeout(120_000)

  test('another request answers within 200 ms while the longest report by day renders and exports', async ({
    client,
    assert,
    cleanup,
  }) => {
    clockAt({ cleanup }, '2026-11-26T12:00:00Z')
    const seeded = await salesEveryDay()
    assert.equal(seeded.days, MAX_REPORT_PERIODS)
    const manager = await signedIn(client, 'manager@demo.test')
    const query = `from=${LONGEST_BY_DAY.from}&to=${LONGEST_BY_DAY.to}&group=day`
    // The first render and export compile what they need; measure the steady state.
    await warmUp()
    await manager.visit('/reports/sales?preset=today')
    await manager.get('/reports/sales/export?preset=today')

    const page = manager.visit(`/reports/sales?${query}`).then((response) => {
      response.assertStatus(200)
      return response.inertiaProps.report.rows.length as number
    })
    const rendering = await slowestVisitDuring(page)
    assert.equal(await page, MAX_REPORT_PERIODS)
    assert.isBelow(rendering.slowest, 200, stallReport(rendering.slowest, rendering.longestStall))

    const csv = manager.get(`/reports/sales/export?${query}`).then((response) => {
      response.assertStatus(200)
      return response.text().trim().split('\n').length
    })
    const exporting = await slowestVisitDuring(csv)
    // A header, every day, the totals.
    assert.equal(await csv, MAX_REPORT_PERIODS + 2)
    assert.isBelow(exporting.slowest, 200, stallReport(exporting.slowest, exporting.longestStall))
  })

  test('another request answers within 200 ms while the whole allowed range exports by product and by week', async ({
    client,
    assert,
    cleanup,
  }) => {
    clockAt({ cleanup }, '2026-11-26T12:00:00Z')
    const seeded = await salesEveryDay()
    const manager = await signedIn(client, 'manager@demo.test')
    await warmUp()
    await manager.get('/reports/product-sales/export?preset=today')
    await manager.get('/reports/revenue/export?preset=today')

    const products = manager
      .get('/reports/product-sales/export?from=2000-01-01&to=2027-12-31')
      .then((response) => {
        response.assertStatus(200)
        return response.text().trim().split('\n').length
      })
    const byProduct = await slowestVisitDuring(products)
    assert.equal(await products, seeded.products + 2)
    assert.isBelow(byProduct.slowest, 200, stallReport(byProduct.slowest, byProduct.longestStall))

    // 732 weeks, the most a report shows, back from the last day allowed.
    const weeks = manager
      .get('/reports/revenue/export?from=2013-12-23&to=2027-12-31&group=week')
      .then((response) => {
        response.assertStatus(200)
        return response.text().trim().split('\n').length
      })
    const byWeek = await slowestVisitDuring(weeks)
    assert.equal(await weeks, MAX_REPORT_PERIODS + 2)
    assert.isBelow(byWeek.slowest, 200, stallReport(byWeek.slowest, byWeek.longestStall))
  })
})
