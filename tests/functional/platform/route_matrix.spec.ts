import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import OrderLine from '#models/order_line'
import Setting from '#models/setting'
import TillSession from '#models/till_session'
import User from '#models/user'
import { completeSale } from '#services/sales/checkout'
import { createReturn } from '#services/sales/returns'
import { Agent } from '#tests/helpers/agent'
import { accountsOutsideTheApp } from '#tests/helpers/access'
import { freshDatabase } from '#tests/helpers/database'
import { closedBy } from '#tests/helpers/tills'
import { DEMO_PASSWORD } from '#database/demo/organisation'
import { matrixFixtures, type MatrixFixtures } from '#tests/helpers/matrix_fixtures'
import {
  ACTORS,
  ROLE_PERMISSIONS,
  EXPECTED,
  STAFF_EMAILS,
  expectedOutcome,
  routeKeys,
  casesOf,
  resolveCase,
  type Actor,
  type Case,
  type Outcome,
  type StaffActor,
} from '#tests/helpers/route_table'

/**
 * The route-by-role matrix: every route registered in the app at
 * run time must appear in the table of tests/helpers/route_table.ts, which
 * says what each kind of visitor meets there. A route missing from the table
 * fails the run, so a new route cannot ship without its authorisation being
 * written down.
 */

const REDIRECTS: Record<string, Outcome> = {
  '/login': 'login',
  '/confirm-password': 'confirm',
  '/verify-email': 'verify',
  '/waiting-for-access': 'waiting',
  '/dashboard': 'dashboard',
}

/**
 * What the response says happened. Any other answer (a page, a validation
 * redirect back, a download) means the access rules let the request through.
 */
function observedOutcome(response: ApiResponse, expected: Outcome): Outcome | string {
  const status = response.status()
  if (status === 403 || status === 404) return status
  if (status >= 500 || status === 419) return `status ${status}`
  // An Inertia visit sent to a full page load (signing out) answers 409 with where to go.
  const inertiaLocation = status === 409 ? response.header('x-inertia-location') : undefined
  const location = (response.header('location') ?? inertiaLocation) as string | undefined
  if (((status >= 300 && status < 400) || inertiaLocation) && location) {
    const outcome = REDIRECTS[new URL(location, 'http://app.test').pathname]
    // A successful write may land on the dashboard; only a guest page sends there by rule.
    if (outcome && (outcome !== 'dashboard' || expected === 'dashboard')) return outcome
  }
  return 'ok'
}

async function agentFor(client: ApiClient, actor: Actor) {
  const agent = new Agent(client)
  if (actor === 'guest') {
    await agent.get('/login')
    return agent
  }
  const email = actor in STAFF_EMAILS ? STAFF_EMAILS[actor as StaffActor] : `${actor}@matrix.test`
  const response = await agent.signIn(email, DEMO_PASSWORD)
  if (response.status() !== 302) throw new Error(`${actor} could not sign in`)
  return agent
}

async function confirmPassword(agent: Agent) {
  const response = await agent.post('/confirm-password', { password: DEMO_PASSWORD })
  if (response.status() !== 302) throw new Error('password confirmation failed')
}

async function prepare() {
  await freshDatabase()
  await Setting.query().update({ registrationOpen: true })
  await accountsOutsideTheApp('matrix.test')
  return { fixtures: await matrixFixtures(), permissions: await ROLE_PERMISSIONS() }
}

async function send(agent: Agent, method: string, item: Case, fixtures: MatrixFixtures) {
  const { path, body } = resolveCase(item, fixtures)
  const verb = method === 'ANY' ? (body ? 'POST' : 'GET') : method
  const response =
    verb === 'GET'
      ? await agent.visit(path)
      : await agent.send(verb, path, body ?? {}, (request) => request.header('X-Inertia', 'true'))
  return { path, verb, response }
}

test.group('Route-by-role matrix', () => {
  test('every registered route has a row in the expected-outcome table', ({ assert }) => {
    const registered = routeKeys()
    const missing = registered.filter((key) => !(key in EXPECTED))
    const stale = Object.keys(EXPECTED).filter((key) => !registered.includes(key))
    assert.deepEqual(missing, [], 'routes with no expected outcome')
    assert.deepEqual(stale, [], 'table rows for routes that no longer exist')
  })

  for (const actor of ACTORS) {
    test('{$self} meets the expected outcome on every route, pages and writes')
      .with([actor])
      .run(async ({ client, assert }) => {
        const { fixtures, permissions } = await prepare()
        let agent = await agentFor(client, actor)
        const failures: string[] = []

        for (const pass of ['unconfirmed', 'confirmed'] as const) {
          const confirmed = pass === 'confirmed'
          if (confirmed) {
            if (!(actor in STAFF_EMAILS)) break
            await confirmPassword(agent)
          }
          for (const key of routeKeys()) {
            const expectation = EXPECTED[key]
            if (!expectation) continue
            const rule = expectation.rule
            // The second pass only revisits what a confirmed password changes.
            if (confirmed && !(rule.access === 'app' && rule.confirm)) continue
            const [method] = key.split(' ')
            for (const item of casesOf(expectation)) {
              const sender = item.isolated ? await agentFor(client, actor) : agent
              if (item.isolated && confirmed) await confirmPassword(sender)
              const expected =
                item.overrides?.[actor] ??
                expectedOutcome(rule, item, actor, permissions, confirmed)
              const { path, verb, response } = await send(sender, method, item, fixtures)
              const observed = observedOutcome(response, expected)
              if (observed !== expected) {
                failures.push(
                  `${verb} ${path} (${pass}): expected ${expected}, got ${observed} [${response.status()} ${response.header('location') ?? ''}]`
                )
              }
            }
            // A write may have ended the session (logout is isolated, but be safe).
            if (!agent.cookies.has('pos-session')) agent = await agentFor(client, actor)
          }
        }
        assert.deepEqual(failures, [], `${actor}: unexpected outcomes`)
      })
      .timeout(120_000)
  }
})

/**
 * Besides the matrix's records, a sale to the regular customer at Downtown
 * and one at Harbour Mall, and a return of one unit of each branch's first
 * sale: every list has a row on either side of the scoped users' branches.
 */
async function rowsEitherSide(fixtures: MatrixFixtures) {
  const actor = { user: await User.findOrFail(fixtures.users.admin), ip: null }
  await actor.user.load('role')
  for (const [branchId, key] of [
    [fixtures.branches.dtn, 'rita-dtn'],
    [fixtures.branches.hbr, 'rita-hbr'],
  ] as const) {
    await completeSale(
      {
        branchId,
        customerId: fixtures.customers.regular,
        lines: [{ productId: fixtures.products.kept, quantity: 1 }],
        payments: [{ method: 'cash', amount: 10_000 }],
        idempotencyKey: key,
      },
      actor
    )
  }
  for (const orderId of [fixtures.orders.inScope, fixtures.orders.outOfScope]) {
    const line = await OrderLine.findByOrFail('order_id', orderId)
    await createReturn(
      {
        orderId,
        reason: 'defective',
        refundMethod: 'cash',
        lines: [{ orderLineId: line.id, quantity: 1, restock: true }],
      },
      actor
    )
  }
}

const sorted = (values: Iterable<unknown>) => [...new Set(values)].map(String).sort()

test.group('Route-by-role matrix: what a list shows', () => {
  test('a user of some branches sees no row of another in any list, history or report', async ({
    client,
    assert,
  }) => {
    await freshDatabase()
    const fixtures = await matrixFixtures()
    await rowsEitherSide(fixtures)
    const { kept } = fixtures.products
    const { dtn } = fixtures.branches
    const manager = await agentFor(client, 'manager')
    const props = async (path: string) => {
      const page = await manager.visit(path)
      assert.equal(page.status(), 200, path)
      return page.inertiaProps
    }

    const orders = await props('/orders')
    assert.deepEqual(sorted(orders.orders.map((row: any) => row.branch)), ['Downtown'])
    assert.equal(orders.meta.total, 2)
    const returns = await props('/returns')
    assert.deepEqual(sorted(returns.returns.map((row: any) => row.branch)), ['Downtown'])
    assert.equal(returns.meta.total, 1)

    const stocks = await props('/stocks')
    assert.deepEqual(sorted(stocks.branches.map((branch: any) => branch.code)), ['DTN', 'NTH'])
    const keptRow = stocks.stocks.find((row: any) => row.id === kept)
    assert.deepEqual(Object.keys(keptRow.branches), [String(dtn)])
    // Downtown only: 5 received, 2 sold, 1 returned to the shelf.
    assert.equal(keptRow.onHand, 4)
    const history = await props(`/stocks/history/${kept}`)
    assert.deepEqual(sorted(history.movements.map((row: any) => row.branch.code)), ['DTN'])
    assert.deepEqual(sorted(history.onHand.map((row: any) => row.branch.code)), ['DTN', 'NTH'])

    // TR-900001 leaves Downtown; TR-900002 runs from Harbour Mall to the depot.
    const moves = await props('/stock-moves')
    assert.deepEqual(
      moves.transfers.map((row: any) => row.number),
      ['TR-900001']
    )

    const sales = await props('/reports/sales')
    assert.include(sales.report.totals, { orders: 2, items: 2, returns: 100 })
    const revenue = await props('/reports/revenue')
    assert.include(revenue.report.totals, { netRevenue: 100 })
    const products = await props('/reports/product-sales')
    assert.include(products.report.totals, { sold: 2, returned: 1 })
    const sellers = await props('/reports/seller-sales')
    assert.include(sellers.report.totals, { orders: 2 })
    // A branch outside the scope is not a filter that reads nothing: it is refused like its records.
    const otherBranch = await manager.visit(`/reports/sales?branch=${fixtures.branches.hbr}`)
    assert.equal(otherBranch.status(), 404)

    const audit = await props('/audit?action=return.created')
    assert.deepEqual(
      audit.events.map((event: any) => event.changes.return.to),
      ['RT-000001']
    )
    const dashboard = await props('/dashboard')
    assert.deepEqual(sorted(dashboard.recentOrders.map((row: any) => row.branch)), ['DTN'])
    assert.include(dashboard.sales.today, { orders: 2 })
    const customer = await props(`/customers/${fixtures.customers.regular}/edit`)
    assert.deepEqual(sorted(customer.recentOrders.map((row: any) => row.branch)), ['Downtown'])
    assert.include(customer.customer, { orders: 1 })

    // Both open sessions closed on a count: the sessions list and the cash report hold Downtown's.
    const session = (id: number) => TillSession.findOrFail(id)
    await closedBy('cashier@demo.test', await session(fixtures.tillSessions.dtn), {
      countedCash: 9950,
    })
    await closedBy('admin@demo.test', await session(fixtures.tillSessions.hbr), {
      countedCash: 10_100,
    })
    const tillSessions = await props('/till-sessions')
    assert.deepEqual(
      tillSessions.sessions.map((row: any) => [row.branch, row.till]),
      [['Downtown', 'Matrix front']]
    )
    const cash = await props('/reports/cash?preset=today&by=branch')
    assert.deepEqual(
      cash.report.rows.map((row: any) => row.name),
      ['Downtown']
    )
    assert.include(cash.report.totals, { sessions: 1, counted: 9950 })

    // The clerk works at Northside, at neither end of either stock move.
    const clerk = await agentFor(client, 'clerk')
    const clerkMoves = await clerk.visit('/stock-moves')
    assert.deepEqual(clerkMoves.inertiaProps.transfers, [])
    const clerkStocks = await clerk.visit('/stocks')
    assert.deepEqual(
      clerkStocks.inertiaProps.branches.map((branch: any) => branch.code),
      ['NTH']
    )
    const clerkKept = clerkStocks.inertiaProps.stocks.find((row: any) => row.id === kept)
    assert.deepEqual(clerkKept.branches, {})
  }).timeout(60_000)
})
