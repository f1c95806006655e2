import { test } from '@japa/runner'
import { type Agent, signedIn } from '#tests/helpers/agent'
import { statusOf } from '#tests/helpers/responses'
import { freshDatabase } from '#tests/helpers/database'
import { labelProduct } from '#tests/helpers/products'
import { branchCoded } from '#tests/helpers/stock'

/** Every screen and export that takes `?branch=`, as the manager opens it. */
const SCREENS: { path: (productId: number) => string; page: boolean }[] = [
  { path: () => '/reports/sales', page: true },
  { path: () => '/reports/sales/export', page: false },
  { path: () => '/reports/revenue', page: true },
  { path: () => '/reports/revenue/export', page: false },
  { path: () => '/reports/product-sales', page: true },
  { path: () => '/reports/product-sales/export', page: false },
  { path: () => '/reports/seller-sales', page: true },
  { path: () => '/reports/seller-sales/export', page: false },
  { path: () => '/reports/purchases', page: true },
  { path: () => '/reports/purchases/export', page: false },
  { path: () => '/orders', page: true },
  { path: () => '/orders/export', page: false },
  { path: () => '/returns', page: true },
  { path: () => '/returns/export', page: false },
  { path: () => '/stocks', page: true },
  { path: () => '/stocks/export', page: false },
  { path: (productId) => `/stocks/history/${productId}`, page: true },
  { path: () => '/stock-moves', page: true },
]

function open(agent: Agent, path: string, page: boolean) {
  return statusOf(page ? agent.visit(path) : agent.get(path))
}

test.group('A branch filter outside the scope', (group) => {
  group.each.setup(() => freshDatabase())

  test('answers 404 on every screen and export that takes it; a branch of mine answers 200', async ({
    client,
    assert,
  }) => {
    const [downtown, harbour] = await Promise.all(['DTN', 'HBR'].map(branchCoded))
    const product = await labelProduct({ name: 'Anything' })
    // The demo manager works at Downtown and Northside, not at Harbour Mall.
    const manager = await signedIn(client, 'manager@demo.test')
    const outside: Record<string, number> = {}
    const mine: Record<string, number> = {}
    for (const screen of SCREENS) {
      const path = screen.path(product.id)
      outside[path] = await open(manager, `${path}?branch=${harbour.id}`, screen.page)
      mine[path] = await open(manager, `${path}?branch=${downtown.id}`, screen.page)
    }
    const every = (status: number) =>
      Object.fromEntries(SCREENS.map((screen) => [screen.path(product.id), status]))
    assert.deepEqual(outside, every(404))
    assert.deepEqual(mine, every(200))
  })
})
