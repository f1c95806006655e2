import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import User from '#models/user'
import { BranchScope } from '#services/platform/branch_scope'
import { salesFiguresOf, salesTotals } from '#services/reports/sales_report'
import { revenueFiguresOf, revenueTotals } from '#services/reports/revenue_report'
import { freshDatabase } from '#tests/helpers/database'
import { FIXTURE_ZONE, scriptedDays } from '#tests/helpers/report_fixture'
import { cartAt, sellAs, stockedProduct } from '#tests/helpers/sales'
import { branchCoded } from '#tests/helpers/stock'

test.group('Sales report: the figures of the sums', () => {
  test('gross adds the discounts back; returns come off net sales and tax; refunds keep their tax', ({
    assert,
  }) => {
    const figures = salesFiguresOf({
      orders: 3,
      items: 7,
      discounts: 550,
      net: 11_400,
      tax: 1310,
      returns: 2,
      returned_net: 2983,
      returned_tax: 507,
    })
    assert.deepEqual(figures, {
      orders: 3,
      items: 7,
      gross: 11_950,
      discounts: 550,
      returns: 2983,
      netSales: 8417,
      tax: 803,
      total: 9220,
      refunds: 3490,
    })
  })

  test('returns larger than the sales leave negative net sales, tax and total', ({ assert }) => {
    const figures = salesFiguresOf({
      orders: 0,
      items: 0,
      discounts: 0,
      net: 0,
      tax: 0,
      returns: 1,
      returned_net: 900,
      returned_tax: 90,
    })
    assert.include(figures, { gross: 0, returns: 900, netSales: -900, tax: -90, total: -990 })
    assert.equal(figures.refunds, 990)
  })

  test('revenue: returns to the shelf give their cost back; margin in basis points of net revenue', ({
    assert,
  }) => {
    assert.deepEqual(
      revenueFiguresOf({
        net: 10_000,
        returned_net: 2000,
        cost: 6000,
        returned_cost: 1500,
        uncosted_quantity: 2,
      }),
      { netRevenue: 8000, cost: 4500, profit: 3500, marginBp: 4375, uncostedUnits: 2 }
    )
    assert.isNull(revenueFiguresOf({ net: 0, returned_net: 0, cost: 0, returned_cost: 0 }).marginBp)
  })
})

/**
 * The scripted days (tests/helpers/report_fixture.ts) at Downtown and
 * Northside, and at Harbour Mall a sale of 2 x 5.00 untaxed on 1 November
 * at noon in New York: no scoped demo user's branch.
 */
async function reportDays() {
  await scriptedDays()
  const product = await stockedProduct('HBR', 5, { price: 500, cost: 200, taxRateBp: 0 })
  const realNow = Settings.now
  const noon = DateTime.fromISO('2026-11-01T12:00:00', { zone: FIXTURE_ZONE }).toMillis()
  Settings.now = () => noon
  try {
    await sellAs(
      'admin@demo.test',
      await cartAt('HBR', [{ productId: product.id, quantity: 2 }], {
        payments: [{ method: 'card', amount: 1000 }],
      })
    )
  } finally {
    Settings.now = realNow
  }
}

async function scopeOf(email: string) {
  const user = await User.findByOrFail('email', email)
  await user.load('role')
  return BranchScope.of(user)
}

const WHOLE = { from: '2026-10-31', to: '2026-11-02' }

test.group('Sales report: the branches and days it reads', (group) => {
  group.each.setup(() => freshDatabase())

  test('each user reads the branches of their scope; a branch asked for narrows it, never widens it', async ({
    assert,
  }) => {
    await reportDays()
    const harbour = await branchCoded('HBR')
    const northside = await branchCoded('NTH')
    const totals = async (email: string, branchId?: number) =>
      salesTotals({ scope: await scopeOf(email), branchId }, WHOLE)

    // Downtown: S1 and S2 (S4 voided), R2 written off.
    assert.deepEqual(await totals('cashier@demo.test'), {
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
    // Northside: S3 and R1.
    const nth = {
      orders: 1,
      items: 3,
      gross: 6250,
      discounts: 0,
      returns: 2083,
      netSales: 4167,
      tax: 833,
      total: 5000,
      refunds: 2500,
    }
    assert.deepEqual(await totals('clerk@demo.test'), nth)
    assert.deepEqual(await totals('manager@demo.test', northside.id), nth)
    // Downtown and Northside, without Harbour Mall's 10.00.
    assert.include(await totals('manager@demo.test'), { orders: 3, items: 7, netSales: 8217 })
    assert.include(await totals('admin@demo.test'), { orders: 4, items: 9, netSales: 9217 })
    assert.include(await totals('admin@demo.test', harbour.id), { orders: 1, netSales: 1000 })
    // Asking for a branch outside the scope reads nothing.
    assert.include(await totals('manager@demo.test', harbour.id), { orders: 0, netSales: 0 })
    assert.include(
      await revenueTotals(
        { scope: await scopeOf('manager@demo.test'), branchId: harbour.id },
        WHOLE
      ),
      { netRevenue: 0, cost: 0 }
    )
    assert.include(
      await revenueTotals({ scope: await scopeOf('admin@demo.test'), branchId: harbour.id }, WHOLE),
      { netRevenue: 1000, cost: 400 }
    )
  })

  test('the range holds its first and last day and nothing either side', async ({ assert }) => {
    await reportDays()
    const scope = await scopeOf('cashier@demo.test')
    const totals = (from: string, to: string) => salesTotals({ scope }, { from, to })

    assert.include(await totals('2026-10-31', '2026-10-31'), { orders: 1, netSales: 1800 })
    assert.include(await totals('2026-11-01', '2026-11-01'), { orders: 1, netSales: 3150 })
    assert.include(await totals('2026-11-02', '2026-11-02'), { orders: 0, returns: 900 })
    assert.include(await totals('2026-10-30', '2026-10-30'), { orders: 0, netSales: 0 })
    assert.include(await totals('2026-11-03', '2026-11-03'), { orders: 0, returns: 0 })
    assert.include(await totals('2026-10-31', '2026-11-01'), { orders: 2, returns: 0 })
  })
})
