import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import { signedIn } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { FIXTURE_ZONE, scriptedDays } from '#tests/helpers/report_fixture'
import { roleAndBranchIds, verifiedAccount } from '#tests/helpers/access'

/** Stops the clock (for the server too) at 14:00 on Monday 2 November 2026 in New York. */
function mondayAfternoon(cleanup: (handler: () => void) => void) {
  const real = Settings.now
  const instant = DateTime.fromISO('2026-11-02T14:00:00', { zone: FIXTURE_ZONE }).toMillis()
  Settings.now = () => instant
  cleanup(() => {
    Settings.now = real
  })
}

test.group('Dashboard', (group) => {
  group.each.setup(async () => {
    await freshDatabase()
    await scriptedDays()
  })

  test('the administrator: today against last Monday, the month to date, 30 days, top products and every list', async ({
    client,
    assert,
    cleanup,
  }) => {
    mondayAfternoon(cleanup)
    await verifiedAccount('Wes Waiting', 'wes@demo.test')
    const admin = await signedIn(client, 'admin@demo.test')
    const page = await admin.visit('/dashboard')
    page.assertStatus(200)
    page.assertInertiaComponent('dashboard')
    const { blocks, sales, recentOrders, waitingUsers } = page.inertiaProps
    assert.deepEqual(blocks, {
      sales: true,
      lowStock: true,
      recentOrders: true,
      transfersToReceive: true,
      waitingUsers: true,
      openTills: true,
      cashDifferences: true,
    })
    // Today only returns happened (S4 was voided): net sales are negative, no order.
    assert.deepEqual(sales.today, {
      day: '2026-11-02',
      netSales: -2983,
      orders: 0,
      averageOrder: null,
    })
    assert.deepEqual(sales.weekAgo, {
      day: '2026-10-26',
      netSales: 0,
      orders: 0,
      averageOrder: null,
    })
    // 1 and 2 November: S2 and S3 less the two returns; the average is before returns.
    assert.deepEqual(sales.month, {
      from: '2026-11-01',
      to: '2026-11-02',
      netSales: 6417,
      orders: 2,
      averageOrder: 4700,
    })
    assert.include(sales.lastMonth, { from: '2026-10-01', to: '2026-10-02', netSales: 0 })
    assert.lengthOf(sales.last30Days, 30)
    assert.deepEqual(sales.last30Days[0], { day: '2026-10-04', netSales: 0, orders: 0 })
    assert.deepEqual(sales.last30Days.slice(-3), [
      { day: '2026-10-31', netSales: 1800, orders: 1 },
      { day: '2026-11-01', netSales: 9400, orders: 2 },
      { day: '2026-11-02', netSales: -2983, orders: 0 },
    ])
    assert.deepEqual(
      sales.topProducts.map((row: any) => [row.name, row.sold, row.netRevenue]),
      [
        ['Mug', 3, 6417],
        ['Tea', 2, 1800],
      ]
    )
    assert.deepEqual(
      recentOrders.map((order: any) => [order.number, order.status]),
      [
        ['DTN-000003', 'voided'],
        ['NTH-000001', 'partially_returned'],
        ['DTN-000002', 'completed'],
        ['DTN-000001', 'partially_returned'],
      ]
    )
    assert.deepEqual(
      waitingUsers.users.map((user: any) => user.name),
      ['Wes Waiting']
    )
  })

  test('each role sees the blocks its permissions open, within its branches', async ({
    client,
    assert,
    cleanup,
  }) => {
    mondayAfternoon(cleanup)
    const manager = await signedIn(client, 'manager@demo.test')
    const managerPage = await manager.visit('/dashboard')
    assert.include(managerPage.inertiaProps.blocks, { sales: true, waitingUsers: false })
    assert.notProperty(managerPage.inertiaProps, 'waitingUsers')

    // Sam sells at Downtown: no figures from reports, Downtown's orders only.
    const cashier = await signedIn(client, 'cashier@demo.test')
    const cashierPage = await cashier.visit('/dashboard')
    assert.deepEqual(cashierPage.inertiaProps.blocks, {
      sales: false,
      lowStock: true,
      recentOrders: true,
      transfersToReceive: false,
      waitingUsers: false,
      openTills: false,
      cashDifferences: false,
    })
    assert.notProperty(cashierPage.inertiaProps, 'sales')
    assert.deepEqual(
      cashierPage.inertiaProps.recentOrders.map((order: any) => order.number),
      ['DTN-000003', 'DTN-000002', 'DTN-000001']
    )

    const clerk = await signedIn(client, 'clerk@demo.test')
    const clerkPage = await clerk.visit('/dashboard')
    assert.deepEqual(clerkPage.inertiaProps.blocks, {
      sales: false,
      lowStock: true,
      recentOrders: false,
      transfersToReceive: true,
      waitingUsers: false,
      openTills: false,
      cashDifferences: false,
    })
    assert.deepEqual(clerkPage.inertiaProps.transfersToReceive, { total: 0, transfers: [] })

    // A reader of Northside's reports sees Northside's sales only.
    const { branches } = await roleAndBranchIds()
    const { default: Role } = await import('#models/role')
    const role = await Role.create({
      name: 'Area analyst',
      permissions: ['dashboard.view', 'reports.view'],
      allBranches: false,
      maxDiscountBp: 0,
    })
    const nia = await verifiedAccount('Nia Analyst', 'nia@demo.test', role.id)
    await nia.related('branches').attach([branches.NTH])
    const analyst = await signedIn(client, 'nia@demo.test')
    const analystPage = await analyst.visit('/dashboard')
    assert.include(analystPage.inertiaProps.sales.month, { netSales: 4167, orders: 1 })
    assert.deepEqual(
      analystPage.inertiaProps.sales.topProducts.map((row: any) => row.name),
      ['Mug']
    )
  })

  test('a block’s Refresh reloads its own figures only', async ({ client, assert, cleanup }) => {
    mondayAfternoon(cleanup)
    const admin = await signedIn(client, 'admin@demo.test')
    const partial = await admin.visit('/dashboard', (request) => {
      request.withInertiaPartialReload('dashboard', ['lowStock'])
    })
    partial.assertStatus(200)
    assert.property(partial.inertiaProps, 'lowStock')
    assert.notProperty(partial.inertiaProps, 'sales')
    assert.notProperty(partial.inertiaProps, 'recentOrders')
  })
})
