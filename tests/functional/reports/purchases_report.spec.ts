import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import type { MenuNode } from '#services/shop/menu'
import { signedIn, type Agent } from '#tests/helpers/agent'
import { statusOf } from '#tests/helpers/responses'
import { clockAt } from '#tests/helpers/clock'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { branchCoded } from '#tests/helpers/stock'
import { aSupplier, placedOrder } from '#tests/helpers/purchasing'

/** An order to each of Downtown and Northside today, from one supplier. */
async function twoOrders() {
  const [dtn, nth] = await Promise.all(['DTN', 'NTH'].map(branchCoded))
  const cola = await labelProduct({ name: 'Cola 330 ml', sku: 'COLA-330' })
  const chips = await labelProduct({ name: 'Chips 150 g', sku: 'CHIPS-150' })
  const supplier = await aSupplier('BEV')
  await placedOrder(supplier.id, dtn.id, [
    { productId: cola.id, quantity: 24, unitCost: 62 },
    { productId: chips.id, quantity: 10, unitCost: 100 },
  ])
  await placedOrder(supplier.id, nth.id, [{ productId: cola.id, quantity: 12, unitCost: 60 }])
  return { dtn, nth }
}

async function csvOf(agent: Agent, url: string) {
  const response = await agent.get(url)
  response.assertStatus(200)
  return {
    disposition: response.header('content-disposition'),
    rows: parse(response.text().replace(/^\ufeff/, '')) as string[][],
  }
}

const menuPaths = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.to ? [node.to] : []), ...menuPaths(node.sub ?? [])])

test.group('Reports / Purchases over HTTP', (group) => {
  group.each.setup(() => freshDatabase())

  test('the manager: by supplier and by product, with cost; the CSV is the table', async ({
    client,
    assert,
  }) => {
    await twoOrders()
    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/reports/purchases')
    page.assertInertiaComponent('reports/purchases')
    const { report, filters } = page.inertiaProps
    assert.equal(filters.preset, 'last_7_days')
    assert.equal(report.view, 'supplier')
    assert.deepInclude(report.rows[0], { code: 'BEV', orders: 2, ordered: 46, cost: 3208 })
    assert.deepEqual(report.totals, { orders: 2, ordered: 46, received: 0, cost: 3208, late: 0 })

    const byProduct = await manager.visit('/reports/purchases?by=product&sort=name')
    assert.deepEqual(
      byProduct.inertiaProps.report.rows.map((row: Record<string, unknown>) => [
        row.code,
        row.orders,
        row.ordered,
        row.cost,
      ]),
      [
        ['CHIPS-150', 1, 10, 1000],
        ['COLA-330', 2, 36, 2208],
      ]
    )

    const { disposition, rows } = await csvOf(
      manager,
      '/reports/purchases/export?by=product&sort=name'
    )
    assert.match(
      disposition ?? '',
      /^attachment; filename="purchases-by-product-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    assert.deepEqual(rows, [
      [
        'Product',
        'SKU',
        'Orders',
        'Units ordered',
        'Units received',
        'Cost ordered',
        'Late deliveries',
      ],
      ['Chips 150 g', 'CHIPS-150', '1', '10', '0', '10.00', '0'],
      ['Cola 330 ml', 'COLA-330', '2', '36', '0', '22.08', '0'],
      ['Total', '', '2', '46', '0', '32.08', '0'],
    ])
    const bySupplier = await csvOf(manager, '/reports/purchases/export')
    assert.deepEqual(bySupplier.rows[0].slice(0, 2), ['Supplier', 'Code'])
  })

  test('the stock clerk: purchases.view opens it, Northside only, no cost; in the menu', async ({
    client,
    assert,
  }) => {
    const { dtn } = await twoOrders()
    const clerk = await signedIn(client, 'clerk@demo.test')
    const page = await clerk.visit('/reports/purchases')
    const { report } = page.inertiaProps
    assert.deepEqual(report.totals, { orders: 1, ordered: 12, received: 0, late: 0 })
    assert.notProperty(report.rows[0], 'cost')
    assert.include(menuPaths(page.inertiaProps.menu), '/reports/purchases')

    const { rows } = await csvOf(clerk, '/reports/purchases/export')
    assert.deepEqual(rows[0], [
      'Supplier',
      'Code',
      'Orders',
      'Units ordered',
      'Units received',
      'Late deliveries',
    ])
    // Downtown's orders are not the clerk's to read: another branch is not found.
    assert.equal(await statusOf(clerk.visit(`/reports/purchases?branch=${dtn.id}`)), 404)
    assert.equal(await statusOf(clerk.get(`/reports/purchases/export?branch=${dtn.id}`)), 404)
  })

  test('the cashier has no purchases.view: refused, and not in the menu', async ({
    client,
    assert,
  }) => {
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(await statusOf(cashier.visit('/reports/purchases')), 403)
    assert.equal(await statusOf(cashier.get('/reports/purchases/export')), 403)
    const dashboard = await cashier.visit('/dashboard')
    assert.notInclude(menuPaths(dashboard.inertiaProps.menu), '/reports/purchases')
  })

  test('a day outside the reports’ bounds is refused beside it, as on the other reports', async ({
    client,
    assert,
    cleanup,
  }) => {
    clockAt({ cleanup }, '2026-11-26T12:00:00Z')
    const manager = await signedIn(client, 'manager@demo.test')
    for (const url of [
      '/reports/purchases?preset=custom&from=1999-12-31&to=2026-01-01',
      '/reports/purchases/export?preset=custom&from=1999-12-31&to=2026-01-01',
    ]) {
      const refused = await manager.visit(url, (request) =>
        request.header('referer', '/reports/purchases')
      )
      refused.assertStatus(302)
      const page = await manager.visit('/reports/purchases')
      assert.equal(page.inertiaProps.errors.from, 'Enter a day from 2000-01-01 to 2027-12-31.')
    }
  })
})
