import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import Role from '#models/role'
import Setting from '#models/setting'
import { signedIn, type Agent } from '#tests/helpers/agent'
import { roleAndBranchIds, verifiedAccount } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { scriptedDays } from '#tests/helpers/report_fixture'

/**
 * Every report against figures computed by hand from the scripted days of
 * tests/helpers/report_fixture.ts (New York time, the clocks falling back
 * on 1 November; two branches, two sellers, line and order discounts,
 * prices with and without tax, a void and two returns).
 */
const DAYS = 'preset=custom&from=2026-10-31&to=2026-11-02'

/** A report's CSV as rows of cells, the header first. */
async function csvOf(agent: Agent, url: string) {
  const response = await agent.get(url)
  response.assertStatus(200)
  return parse(response.text().replace(/^\ufeff/, '')) as string[][]
}

/**
 * An account that may read reports but not costs, limited to Northside: an
 * "Area analyst" role holding only dashboard.view and reports.view.
 */
async function northsideAnalyst(client: Parameters<typeof signedIn>[0]) {
  const { branches } = await roleAndBranchIds()
  const role = await Role.create({
    name: 'Area analyst',
    permissions: ['dashboard.view', 'reports.view'],
    allBranches: false,
    maxDiscountBp: 0,
  })
  const user = await verifiedAccount('Nia Analyst', 'nia@demo.test', role.id)
  await user.related('branches').attach([branches.NTH])
  return signedIn(client, 'nia@demo.test')
}

test.group('Reports / Sales', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await scriptedDays()
  })

  test('per business day: orders, items, gross, discounts, returns, net sales, tax and total, to the cent', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/reports/sales?${DAYS}&group=day`)
    page.assertStatus(200)
    page.assertInertiaComponent('reports/sales')
    const { report, filters, period } = page.inertiaProps
    const figures = (row: Record<string, number | string>) => [
      row.period,
      row.orders,
      row.items,
      row.gross,
      row.discounts,
      row.returns,
      row.netSales,
      row.tax,
      row.total,
      row.refunds,
    ]
    assert.deepEqual(report.rows.map(figures), [
      // S1 at 23:30 on the 31st; S2 at 00:30 and S3 at 23:30 on the 1st (25 hours long).
      ['2026-10-31', 1, 2, 2000, 200, 0, 1800, 180, 1980, 0],
      ['2026-11-01', 2, 5, 9750, 350, 0, 9400, 1790, 11190, 0],
      // S4 was voided; the two returns reduce the day they happened.
      ['2026-11-02', 0, 0, 0, 0, 2983, -2983, -507, -3490, 3490],
    ])
    assert.deepEqual(figures({ period: 'total', ...report.totals }), [
      'total',
      3,
      7,
      11750,
      550,
      2983,
      8217,
      1463,
      9680,
      3490,
    ])
    assert.deepEqual(report.payments, [
      { method: 'cash', payments: 2, amount: 6190, refunds: 1, refunded: 990, net: 5200 },
      { method: 'card', payments: 2, amount: 6980, refunds: 1, refunded: 2500, net: 4480 },
    ])
    assert.deepEqual(report.chart.current, [1800, 9400, -2983])
    assert.deepEqual(period, {
      from: '2026-10-31',
      to: '2026-11-02',
      previousFrom: '2026-10-28',
      previousTo: '2026-10-30',
    })
    assert.equal(report.previousTotals.orders, 0)
    assert.include(filters, { preset: 'custom', group: 'day', from: '2026-10-31' })
  })

  test('grouped by ISO week, sorted, and for one branch', async ({ client, assert }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const weekly = await admin.visit(`/reports/sales?${DAYS}&group=week`)
    assert.deepEqual(
      weekly.inertiaProps.report.rows.map((row: any) => [row.period, row.orders, row.netSales]),
      [
        // Saturday 31 October and Sunday 1 November are in the week of Monday 26 October.
        ['2026-10-26', 3, 11200],
        ['2026-11-02', 0, -2983],
      ]
    )
    const sorted = await admin.visit(`/reports/sales?${DAYS}&group=day&sort=netSales_desc`)
    assert.deepEqual(
      sorted.inertiaProps.report.rows.map((row: any) => row.period),
      ['2026-11-01', '2026-10-31', '2026-11-02']
    )
    const { branches } = await roleAndBranchIds()
    const downtown = await admin.visit(`/reports/sales?${DAYS}&branch=${branches.DTN}`)
    assert.include(downtown.inertiaProps.report.totals, {
      orders: 2,
      items: 4,
      gross: 5500,
      discounts: 550,
      returns: 900,
      netSales: 4050,
      tax: 630,
      total: 4680,
      refunds: 990,
    })
  })

  test('the export holds exactly the table, totals last, amounts in decimals', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const rows = await csvOf(admin, `/reports/sales/export?${DAYS}&group=day&sort=period_desc`)
    assert.deepEqual(rows, [
      [
        'Day',
        'Orders',
        'Items',
        'Gross sales',
        'Discounts',
        'Returns excl. tax',
        'Net sales',
        'Tax',
        'Total',
      ],
      ['2026-11-02', '0', '0', '0.00', '0.00', '29.83', '-29.83', '-5.07', '-34.90'],
      ['2026-11-01', '2', '5', '97.50', '3.50', '0.00', '94.00', '17.90', '111.90'],
      ['2026-10-31', '1', '2', '20.00', '2.00', '0.00', '18.00', '1.80', '19.80'],
      ['Total', '3', '7', '117.50', '5.50', '29.83', '82.17', '14.63', '96.80'],
    ])
  })

  test('in a de-DE shop a spreadsheet reads every figure as the number the page shows', async ({
    client,
    assert,
  }) => {
    await Setting.query().update({ locale: 'de-DE' })
    const admin = await signedIn(client, 'admin@demo.test')
    const query = `${DAYS}&group=day&sort=period`
    const response = await admin.get(`/reports/sales/export?${query}`)
    assert.equal(
      response.header('content-disposition'),
      'attachment; filename="sales-2026-10-31-to-2026-11-02.csv"'
    )
    const body = response.text()
    assert.isTrue(body.startsWith('\ufeff'), 'UTF-8 BOM')
    // As LibreOffice and Excel read a CSV in de-DE: `;` between cells, the comma as decimal mark.
    const cells = parse(body, { bom: true, delimiter: ';' }) as string[][]
    const numberOf = (cell: string) =>
      /^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : cell
    const sheet = cells.map((row) => row.map(numberOf))
    assert.deepEqual(sheet[0], [
      'Day',
      'Orders',
      'Items',
      'Gross sales',
      'Discounts',
      'Returns excl. tax',
      'Net sales',
      'Tax',
      'Total',
    ])
    const shown = await admin.visit(`/reports/sales?${query}`)
    const { report } = shown.inertiaProps
    const fields = ['gross', 'discounts', 'returns', 'netSales', 'tax', 'total']
    const expected = [...report.rows, report.totals].map((row: Record<string, number>) => [
      row.period ?? 'Total',
      row.orders,
      row.items,
      ...fields.map((field) => row[field]),
    ])
    assert.deepEqual(
      sheet
        .slice(1)
        .map((row) => [
          ...row.slice(0, 3),
          ...row.slice(3).map((n) => Math.round(Number(n) * 100)),
        ]),
      expected
    )
    assert.deepEqual(sheet.at(-1), ['Total', 3, 7, 117.5, 5.5, 29.83, 82.17, 14.63, 96.8])
  })
})

test.group('Reports / Revenue, Product sales, Seller sales', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await scriptedDays()
  })

  test('revenue: net revenue, cost of goods (restocked returns give cost back, write-offs do not), profit and margin', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/reports/revenue?${DAYS}&group=day`)
    page.assertInertiaComponent('reports/revenue')
    const { report } = page.inertiaProps
    assert.deepEqual(
      report.rows.map((row: any) => [
        row.period,
        row.netRevenue,
        row.cost,
        row.profit,
        row.marginBp,
      ]),
      [
        ['2026-10-31', 1800, 800, 1000, 5556],
        ['2026-11-01', 9400, 4400, 5000, 5319],
        ['2026-11-02', -2983, -1000, -1983, 6648],
      ]
    )
    assert.deepEqual(report.totals, {
      netRevenue: 8217,
      cost: 4200,
      profit: 4017,
      marginBp: 4889,
      uncostedUnits: 0,
    })
    assert.deepEqual(report.chart.profit, [1000, 5000, -1983])
    const csv = await csvOf(admin, `/reports/revenue/export?${DAYS}&group=day`)
    assert.deepEqual(csv.at(-1), ['Total', '82.17', '42.00', '40.17', '48.89'])
  })

  test('product sales: per product sold, returned, net revenue, cost, profit and margin, sorted and exported', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/reports/product-sales?${DAYS}`)
    page.assertInertiaComponent('reports/product_sales')
    const { report } = page.inertiaProps
    assert.deepEqual(
      report.rows.map((row: any) => [
        row.name,
        row.sold,
        row.returned,
        row.netRevenue,
        row.cost,
        row.profit,
        row.marginBp,
      ]),
      [
        ['Mug', 4, 1, 6417, 3000, 3417, 5325],
        ['Tea', 3, 1, 1800, 1200, 600, 3333],
      ]
    )
    assert.include(report.totals, { sold: 7, returned: 2, netRevenue: 8217, cost: 4200 })
    assert.deepEqual(report.meta, {
      total: 2,
      perPage: 50,
      currentPage: 1,
      lastPage: 1,
      more: false,
    })
    // Past the last page no row carries the count and totals: they are read on their own.
    const past = await admin.visit(`/reports/product-sales?${DAYS}&page=3`)
    assert.isEmpty(past.inertiaProps.report.rows)
    assert.deepEqual(past.inertiaProps.report.totals, report.totals)
    assert.include(past.inertiaProps.report.meta, { total: 2, currentPage: 3, lastPage: 1 })
    const byMargin = await admin.visit(`/reports/product-sales?${DAYS}&sort=marginBp`)
    assert.deepEqual(
      byMargin.inertiaProps.report.rows.map((row: any) => row.name),
      ['Tea', 'Mug']
    )
    assert.deepEqual(await csvOf(admin, `/reports/product-sales/export?${DAYS}&sort=name`), [
      ['Product', 'SKU', 'Sold', 'Returned', 'Net revenue', 'Cost', 'Profit', 'Margin (%)'],
      ['Mug', 'MUG', '4', '1', '64.17', '30.00', '34.17', '53.25'],
      ['Tea', 'TEA', '3', '1', '18.00', '12.00', '6.00', '33.33'],
      ['Total', '', '7', '2', '82.17', '42.00', '40.17', '48.89'],
    ])
  })

  test('seller sales: returns are credited to the seller of the original order', async ({
    client,
    assert,
  }) => {
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit(`/reports/seller-sales?${DAYS}`)
    page.assertInertiaComponent('reports/seller_sales')
    const { report } = page.inertiaProps
    assert.deepEqual(
      report.rows.map((row: any) => [
        row.name,
        row.orders,
        row.items,
        row.netSales,
        row.averageOrder,
        row.discounts,
        row.returns,
        row.refunds,
      ]),
      [
        ['Maria Lopez', 2, 5, 7317, 4700, 350, 1, 2500],
        // Alex's voided sale counts nowhere; his returned Tea was taken back by Alex at Downtown.
        ['Alex Morgan', 1, 2, 900, 1800, 200, 1, 990],
      ]
    )
    assert.deepEqual(report.totals, {
      orders: 3,
      items: 7,
      netSales: 8217,
      averageOrder: 3733,
      discounts: 550,
      returns: 2,
      refunds: 3490,
    })
    const csv = await csvOf(admin, `/reports/seller-sales/export?${DAYS}&sort=name`)
    assert.deepEqual(csv[1], ['Alex Morgan', '1', '2', '9.00', '18.00', '2.00', '9.90'])
  })
})

test.group('Reports: who sees what', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await scriptedDays()
  })

  test('a user of one branch sees its figures only; another branch is missing', async ({
    client,
    assert,
  }) => {
    const analyst = await northsideAnalyst(client)
    const page = await analyst.visit(`/reports/sales?${DAYS}`)
    page.assertStatus(200)
    // S3 at Northside less the Mug returned there.
    assert.include(page.inertiaProps.report.totals, { orders: 1, netSales: 4167, refunds: 2500 })
    assert.deepEqual(
      page.inertiaProps.branches.map((branch: { label: string }) => branch.label),
      ['Northside']
    )
    const { branches } = await roleAndBranchIds()
    const downtown = await analyst.visit(`/reports/sales?${DAYS}&branch=${branches.DTN}`)
    assert.equal(downtown.status(), 404)
    const sellers = await analyst.visit(`/reports/seller-sales?${DAYS}`)
    assert.deepEqual(
      sellers.inertiaProps.report.rows.map((row: any) => row.name),
      ['Maria Lopez']
    )
    const products = await analyst.visit(`/reports/product-sales?${DAYS}`)
    assert.deepEqual(
      products.inertiaProps.report.rows.map((row: any) => [row.name, row.netRevenue]),
      [['Mug', 4167]]
    )
  })

  test('without products.view_cost no cost, profit or margin reaches the page or the export, nor sorts by them', async ({
    client,
    assert,
  }) => {
    const analyst = await northsideAnalyst(client)
    const revenue = await analyst.visit(`/reports/revenue?${DAYS}`)
    assert.isFalse(revenue.inertiaProps.can.viewCost)
    assert.deepEqual(revenue.inertiaProps.report.totals, { netRevenue: 4167 })
    assert.notProperty(revenue.inertiaProps.report.chart, 'profit')
    for (const row of revenue.inertiaProps.report.rows) {
      assert.sameMembers(Object.keys(row), ['id', 'period', 'netRevenue'])
    }
    const products = await analyst.visit(`/reports/product-sales?${DAYS}&sort=cost_desc`)
    assert.notProperty(products.inertiaProps.report.rows[0], 'cost')
    assert.equal(products.inertiaProps.report.sort, 'netRevenue_desc')
    const [productHeader] = await csvOf(analyst, `/reports/product-sales/export?${DAYS}`)
    assert.deepEqual(productHeader, ['Product', 'SKU', 'Sold', 'Returned', 'Net revenue'])
    const [revenueHeader] = await csvOf(analyst, `/reports/revenue/export?${DAYS}`)
    assert.deepEqual(revenueHeader, ['Day', 'Net revenue'])
  })

  test('roles without reports.view are refused every report and export', async ({ client }) => {
    for (const email of ['cashier@demo.test', 'clerk@demo.test']) {
      const agent = await signedIn(client, email)
      for (const path of ['/reports/sales', '/reports/product-sales/export']) {
        const response = await agent.get(path)
        response.assertStatus(403)
      }
    }
  })
})
