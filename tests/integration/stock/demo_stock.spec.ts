import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Branch from '#models/branch'
import StockTransfer from '#models/stock_transfer'
import Stocktake from '#models/stocktake'
import StocktakeLine from '#models/stocktake_line'
import StockMovement from '#models/stock_movement'
import Order from '#models/order'
import SaleReturn from '#models/sale_return'
import { seedDemo } from '#database/demo/index'
import { seedApprovals } from '#database/demo/approvals'
import AuditEvent from '#models/audit_event'
import { lowStockCount } from '#services/stock/stock_list'
import { BranchScope } from '#services/platform/branch_scope'
import User from '#models/user'
import { freshDatabase } from '#tests/helpers/database'
import { assertLedgerInvariant } from '#tests/helpers/stock'
import Supplier from '#models/supplier'
import SupplierProduct from '#models/supplier_product'
import PurchaseOrder from '#models/purchase_order'
import { counterQuickKeysAt } from '#services/sales/quick_keys'
import StockReceipt from '#models/stock_receipt'
import { reorderSuggestions } from '#services/purchasing/suggestions'
import { isLate } from '#common/purchasing'
import Till from '#models/till'
import TillMovement from '#models/till_movement'
import TillSession from '#models/till_session'
import { verifySessions } from '#services/tills/session_verify'
import { verifyRollups } from '#services/reports/rollup_rebuild'
import OfflineSaleIssue from '#models/offline_sale_issue'

test.group('Demo stock and sales', (group) => {
  group.setup(async () => {
    await freshDatabase({ demo: false })
    await db.transaction((trx) => seedDemo(trx))
  })

  test('a month of stock posted through the ledger: low, out, in transit and a draft to show', async ({
    assert,
  }) => {
    await assertLedgerInvariant(assert)

    // Every active product is held at every branch, but the one sold out everywhere.
    const [{ missing }] = await db
      .rawQuery(
        `SELECT COUNT(*) AS missing FROM products p CROSS JOIN branches b
       WHERE p.is_active = ? AND p.sku <> 'BEV-015' AND NOT EXISTS (
         SELECT 1 FROM stock_levels l WHERE l.product_id = p.id AND l.branch_id = b.id)`,
        [true]
      )
      .then((result) => (Array.isArray(result) ? result : result.rows))
    assert.equal(Number(missing), 0)
    const [{ total }] = await db
      .from('stock_levels')
      .join('products', 'products.id', 'stock_levels.product_id')
      .where('products.sku', 'BEV-015')
      .sum('on_hand as total')
    assert.equal(Number(total), 0)

    const admin = await User.findByOrFail('email', 'admin@demo.test')
    assert.isAtLeast(await lowStockCount(await BranchScope.of(admin)), 5)

    const northside = await Branch.findByOrFail('code', 'NTH')
    const transfers = await StockTransfer.query().orderBy('number')
    assert.deepEqual(
      transfers.map((transfer) => transfer.status),
      ['received', 'sent', 'draft']
    )
    assert.equal(transfers[1].toBranchId, northside.id)

    // Spread over the last 30 days, none in the future.
    const [span] = await db
      .from('stock_movements')
      .min('created_at as first')
      .max('created_at as last')
    const day = (value: Date | string) =>
      value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromSQL(value, { zone: 'utc' })
    assert.isAtLeast(DateTime.utc().diff(day(span.first), 'days').days, 28)
    assert.isAtMost(DateTime.utc().diff(day(span.first), 'days').days, 31)
    assert.isAtMost(day(span.last).toMillis(), Date.now())
  }).timeout(120_000)

  test('a month of sales in every branch, by the checkout service, in the order they happened', async ({
    assert,
  }) => {
    const orders = await Order.query().preload('branch').preload('payments').preload('lines')
    const sold = orders.filter((order) => order.status !== 'draft')
    for (const code of ['DTN', 'NTH', 'HBR']) {
      const here = sold.filter((order) => order.branch.code === code)
      assert.isAtLeast(here.length, 100, code)
      // Numbered as they were rung up: the number order is the time order (a sale made
      // offline takes its number when it arrives, after the others).
      const online = here.filter((order) => order.provisionalRef === null)
      const byNumber = [...online].sort((a, b) => a.number!.localeCompare(b.number!))
      const byTime = [...online].sort(
        (a, b) => a.completedAt!.toMillis() - b.completedAt!.toMillis() || a.id - b.id
      )
      assert.deepEqual(
        byNumber.map((order) => order.id),
        byTime.map((order) => order.id),
        code
      )
      const numbers = here.map((order) => order.number!).sort()
      assert.equal(numbers.at(-1), `${code}-${String(here.length).padStart(6, '0')}`)
    }
    assert.isTrue(sold.every((order) => order.completedAt!.toMillis() <= Date.now()))
    assert.isAtLeast(
      DateTime.utc().diff(DateTime.min(...sold.map((order) => order.completedAt!))!, 'days').days,
      26
    )

    const sellers = new Set(sold.map((order) => order.sellerId))
    assert.equal(sellers.size, 3)
    assert.isTrue(sold.some((order) => order.customerId === null))
    assert.isTrue(sold.some((order) => order.customerId !== null))
    assert.isTrue(sold.some((order) => order.lines.some((line) => line.discount > 0)))
    assert.isTrue(sold.some((order) => order.orderDiscountValue !== null))
    assert.isTrue(sold.some((order) => order.payments.length === 2))
    assert.isTrue(sold.some((order) => order.changeDue > 0))

    // A few returns days after the sale, some restocked; today's last Downtown sale voided.
    const returns = await SaleReturn.query().preload('lines').preload('order')
    assert.isAtLeast(returns.length, 4)
    assert.isTrue(returns.some((row) => row.lines.some((line) => line.restock)))
    assert.isTrue(returns.some((row) => row.lines.some((line) => !line.restock)))
    assert.isTrue(
      returns.every((row) => ['partially_returned', 'returned'].includes(row.order.status))
    )
    assert.isTrue(returns.every((row) => row.createdAt > row.order.completedAt!.plus({ days: 2 })))
    const voided = orders.filter((order) => order.status === 'voided')
    assert.lengthOf(voided, 1)
    assert.equal(voided[0].voidedAt!.toISODate(), voided[0].completedAt!.toISODate())

    const parked = orders.filter((order) => order.status === 'draft')
    assert.lengthOf(parked, 1)
    assert.isNull(parked[0].number)
  }).timeout(120_000)

  test('till sessions: one a day per till, opened and closed by its cashier, the sales filed in them', async ({
    assert,
  }) => {
    const tills = await Till.query().orderBy('code')
    assert.deepEqual(
      tills.map((till) => till.code),
      ['DTNFRONT1', 'DTNFRONT2', 'HBRFRONT1', 'NTHFRONT1']
    )
    const sessions = await TillSession.query().preload('opener').orderBy('id')
    const fromDay: Record<string, number> = {
      DTNFRONT1: 29,
      DTNFRONT2: 29,
      NTHFRONT1: 28,
      HBRFRONT1: 27,
    }
    for (const till of tills) {
      const own = sessions.filter((session) => session.tillId === till.id)
      const closed = own.filter((session) => session.status === 'closed')
      // One a day up to yesterday, its Z numbers without a gap, and one open now.
      assert.lengthOf(closed, fromDay[till.code], till.code)
      assert.equal(closed.at(-1)!.zNumber, `Z-${till.code}-0000${fromDay[till.code]}`)
      assert.lengthOf(
        own.filter((session) => session.status === 'open'),
        1,
        till.code
      )
    }
    const closed = sessions.filter((session) => session.status === 'closed')
    assert.isTrue(closed.some((session) => session.cashDifference! < 0))
    assert.isTrue(closed.some((session) => session.cashDifference! > 0))
    assert.isAbove(closed.filter((session) => session.cashDifference === 0).length, 60)
    assert.isTrue(closed.slice(1).some((session) => session.floatSource === 'carried'))
    assert.includeMembers(
      [...new Set(sessions.map((session) => session.opener.email))],
      ['cashier@demo.test', 'manager@demo.test', 'admin@demo.test']
    )

    // Every sale, return and void of the month is filed in a session.
    const orders = await Order.query().whereNot('status', 'draft')
    assert.isTrue(orders.every((order) => order.tillSessionId !== null))
    const returns = await SaleReturn.all()
    assert.isTrue(returns.every((row) => row.tillSessionId !== null))
    const filed = sessions.reduce((sum, session) => sum + session.salesCount, 0)
    assert.equal(filed, orders.length)

    const movements = await TillMovement.all()
    assert.isTrue(movements.some((movement) => movement.reason === 'safe_drop'))
    assert.isTrue(movements.some((movement) => movement.reason === 'change_added'))
    // rollups:verify's check: 113 closed and 4 open, every figure as filed.
    assert.deepEqual(await verifySessions(), { sessions: 117, differences: [] })
  }).timeout(120_000)

  test('offline sales: sent later from Downtown’s Front 1, one recorded, one oversold into yesterday’s closed session, one kept', async ({
    assert,
  }) => {
    const offline = await Order.query()
      .whereNotNull('provisional_ref')
      .preload('branch')
      .orderBy('provisional_ref')
    assert.deepEqual(
      offline.map((order) => [order.provisionalRef, order.offlineFlags, order.branch.code]),
      [
        ['P-DEMO01-1', null, 'DTN'],
        ['P-DEMO01-2', 'oversold,late_session', 'DTN'],
      ]
    )
    const lastTwo = await Order.query()
      .whereHas('branch', (branch) => branch.where('code', 'DTN'))
      .whereNotNull('number')
      .orderBy('number', 'desc')
      .limit(2)
    assert.sameMembers(
      lastTwo.map((order) => order.id),
      offline.map((order) => order.id)
    )
    const issues = await OfflineSaleIssue.query().orderBy('id')
    assert.deepEqual(
      issues.map((issue) => [issue.kind, issue.reason, issue.provisionalRef]),
      [
        ['flagged', 'oversold,late_session', 'P-DEMO01-2'],
        ['refused', 'key_reused', 'P-DEMO01-3'],
      ]
    )
    const snack = await StockMovement.query()
      .where('reference_type', 'order')
      .where('reference_id', offline[1].id)
      .firstOrFail()
    assert.equal(snack.balanceAfter, -2)
    await assertLedgerInvariant(assert)
    const figures = await verifyRollups()
    assert.deepEqual(figures.differences, [])
  }).timeout(120_000)

  test('stocktakes: a posted full count at Northside, a Dairy count in review, Beverages half counted', async ({
    assert,
  }) => {
    const stocktakes = await Stocktake.query().preload('branch').orderBy('id')
    assert.deepEqual(
      stocktakes.map((row) => [row.number, row.branch.code, row.coverage, row.status]),
      [
        ['SC-000001', 'NTH', 'branch', 'posted'],
        ['SC-000002', 'DTN', 'categories', 'review'],
        ['SC-000003', 'NTH', 'categories', 'counting'],
      ]
    )
    const [full, dairy, drinks] = stocktakes
    const fullLines = await StocktakeLine.query().where('stocktake_id', full.id)
    assert.isAbove(fullLines.length, 150)
    assert.isTrue(fullLines.every((line) => line.counted !== null))
    // Small losses: a few units short here and there, one found.
    const posted = await StockMovement.query().where({
      reference_type: 'stocktake',
      reference_id: full.id,
    })
    assert.isAbove(posted.length, 5)
    assert.isTrue(posted.every((row) => row.type === 'count' && Math.abs(row.quantity) <= 2))
    assert.isTrue(posted.some((row) => row.quantity > 0))
    assert.isBelow(
      posted.reduce((sum, row) => sum + row.quantity, 0),
      0
    )
    const daysAgo = DateTime.utc().diff(full.postedAt!, 'days').days
    assert.isAbove(daysAgo, 13)
    assert.isBelow(daysAgo, 15)
    const dairyLines = await StocktakeLine.query().where('stocktake_id', dairy.id)
    assert.isTrue(dairyLines.length > 0 && dairyLines.every((line) => line.counted !== null))
    const drinkLines = await StocktakeLine.query().where('stocktake_id', drinks.id)
    const counted = drinkLines.filter((line) => line.counted !== null).length
    assert.equal(counted, Math.ceil(drinkLines.length / 2))
    await assertLedgerInvariant(assert)
  })

  test('purchasing: six suppliers, orders in every state, stock received against them, suggestions', async ({
    assert,
  }) => {
    const suppliers = await Supplier.query().orderBy('code')
    assert.lengthOf(suppliers, 6)
    const preferred = await SupplierProduct.query().where('is_preferred', true)
    assert.isAbove(preferred.length, 100)
    const orders = await PurchaseOrder.query().orderBy('id')
    assert.sameMembers(
      [...new Set(orders.map((order) => order.status))],
      ['draft', 'ordered', 'partial', 'received', 'closed', 'cancelled']
    )
    // The opening stock of each branch and the drinks restock came in against their orders.
    const receipts = await StockReceipt.query().orderBy('id')
    assert.isAtLeast(receipts.length, 6)
    assert.isTrue(receipts.every((receipt) => receipt.purchaseOrderId !== null))
    const today = DateTime.utc().toISODate()!
    const late = orders.filter((order) => isLate(order.expectedOn, order.status, today))
    assert.lengthOf(late, 1)
    const northside = await Branch.findByOrFail('code', 'NTH')
    const suggestions = await reorderSuggestions(northside.id)
    assert.isAbove(suggestions.length, 0)
    await assertLedgerInvariant(assert)
  })

  test('quick keys: Bakery and Drinks at Downtown, Produce at Northside, none at Harbour Mall', async ({
    assert,
  }) => {
    const keysAt = async (code: string) => {
      const branch = await Branch.findByOrFail('code', code)
      const pages = await counterQuickKeysAt(branch.id)
      return pages.map((page) => [page.name, page.keys.length])
    }
    assert.deepEqual(await keysAt('DTN'), [
      ['Bakery', 7],
      ['Drinks', 5],
    ])
    assert.deepEqual(await keysAt('NTH'), [['Produce', 6]])
    assert.deepEqual(await keysAt('HBR'), [])
    // Each page in its colour, the bakery's pastries in red.
    const downtown = await Branch.findByOrFail('code', 'DTN')
    const [bakery, drinks] = await counterQuickKeysAt(downtown.id)
    assert.deepEqual(
      bakery.keys.map((key) => key.colour),
      ['orange', 'orange', 'orange', 'orange', 'red', 'red', 'orange']
    )
    assert.isTrue(drinks.keys.every((key) => key.colour === 'blue'))
  })

  // Last: it voids and refunds on top of the month the tests above count.
  test('at the till now, Maria approves by PIN a void of Sam’s and a card sale Sam refunds in cash', async ({
    assert,
  }) => {
    await seedApprovals()
    const sam = await User.findByOrFail('email', 'cashier@demo.test')
    const maria = await User.findByOrFail('email', 'manager@demo.test')
    const voided = await Order.query().whereNotNull('void_approved_by')
    assert.lengthOf(voided, 1)
    assert.equal(voided[0].voidedBy, sam.id)
    assert.equal(voided[0].voidApprovedBy, maria.id)
    assert.isNotNull(voided[0].voidSessionId)
    const refunds = await SaleReturn.query().whereNotNull('approved_by')
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].userId, sam.id)
    assert.equal(refunds[0].approvedBy, maria.id)
    assert.equal(refunds[0].refundMethod, 'cash')
    assert.isNotNull(refunds[0].tillSessionId)
    const grants = await AuditEvent.query().where('action', 'approval.granted')
    assert.deepEqual(grants.map((event) => event.subjectId).sort(), [
      String(maria.id),
      String(maria.id),
    ])
    await assertLedgerInvariant(assert)
  })
})
