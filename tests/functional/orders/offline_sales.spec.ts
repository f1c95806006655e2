import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#models/audit_event'
import Customer from '#models/customer'
import OfflineSaleIssue from '#models/offline_sale_issue'
import Order from '#models/order'
import OrderLine from '#models/order_line'
import Product from '#models/product'
import StockMovement from '#models/stock_movement'
import TillSession from '#models/till_session'
import User from '#models/user'
import { updateUser } from '#services/accounts/users'
import { verifyRollups } from '#services/reports/rollup_rebuild'
import { verifySessions } from '#services/tills/session_verify'
import { fromPage, signedIn, type Agent } from '#tests/helpers/agent'
import { freshDatabase } from '#tests/helpers/database'
import { statusOf } from '#tests/helpers/responses'
import { pdfText } from '#tests/helpers/pdf'
import {
  assertManyConnections,
  cartAt,
  onHandAt,
  sellAs,
  stockedProduct,
} from '#tests/helpers/sales'
import { actorFor, assertLedgerInvariant, branchCoded } from '#tests/helpers/stock'
import { closedBy, openedBy, tillAt } from '#tests/helpers/tills'
import { timestampBinding } from '#support/sql_time'
import type OfflineIssueRowTransformer from '#transformers/offline_issue_row_transformer'

type IssueRow = ReturnType<OfflineIssueRowTransformer['toObject']>

const JSON_ONLY = (request: { header: (name: string, value: string) => unknown }) => {
  request.header('Accept', 'application/json')
}

/** A sale as a till sends it from its outbox: the price charged on each line, made an hour ago. */
async function offlineSale(
  productId: number,
  quantity: number,
  unitPrice: number,
  fields: Record<string, unknown> = {}
) {
  const downtown = await branchCoded('DTN')
  return {
    idempotency_key: randomUUID(),
    branch_id: downtown.id,
    till_id: null,
    customer_id: null,
    lines: [{ product_id: productId, quantity, unit_price: unitPrice, discount: null }],
    order_discount: null,
    payments: [{ method: 'cash', amount: unitPrice * quantity }],
    note: null,
    provisional_ref: `P-K7Q2ZD-${Math.floor(Math.random() * 1_000_000)}`,
    made_at: DateTime.utc().minus({ hours: 1 }).toISO(),
    ...fields,
  }
}

function send(agent: Agent, body: Record<string, unknown>) {
  return agent.post('/orders/offline', body, JSON_ONLY)
}

test.group('Offline selling: the kit and the catalogue a till keeps', (group) => {
  group.each.setup(() => freshDatabase())

  test('the kit holds the shop’s pricing, the seller’s permissions and cap, and the branch’s recent buyers', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 10, { price: 450, taxRateBp: 0 })
    const [ann, bob, gone] = await Customer.createMany([
      { name: 'Ann Buyer', phone: '+44 20 7946 0001', isActive: true },
      { name: 'Bob Buyer', email: 'bob@example.test', isActive: true },
      { name: 'Gone Buyer', isActive: true },
    ])
    for (const customer of [ann, gone, bob]) {
      await sellAs(
        'cashier@demo.test',
        await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
          customerId: customer.id,
          payments: [{ method: 'cash', amount: 450 }],
        })
      )
    }
    await Customer.query().where('id', gone.id).update({ is_active: false })
    const downtown = await branchCoded('DTN')
    const cashier = await signedIn(client, 'cashier@demo.test')

    const response = await cashier.get(`/orders/create/offline-kit?branch_id=${downtown.id}`)
    response.assertStatus(200)
    const kit = response.body()
    assert.deepEqual(kit.branch, { id: downtown.id, name: downtown.name, code: 'DTN' })
    assert.include(kit.settings, { currency: 'USD', pricesIncludeTax: false })
    assert.properties(kit.settings, ['locale', 'timezone', 'saleNeedsTillSession', 'limits'])
    assert.equal(kit.user.name, 'Sam Carter')
    assert.equal(kit.user.discountCapBasisPoints, 1000)
    assert.includeMembers(kit.user.permissions, ['orders.create', 'returns.create'])
    assert.notInclude(kit.user.permissions, 'orders.void')
    // The latest buyer first; an archived customer is not kept.
    assert.deepEqual(kit.customers, [
      { id: bob.id, name: 'Bob Buyer', phone: null, email: 'bob@example.test' },
      { id: ann.id, name: 'Ann Buyer', phone: '+44 20 7946 0001', email: null },
    ])
    assert.isTrue(DateTime.fromISO(kit.generatedAt).isValid)
  })

  test('the catalogue pages every product by id, archived ones marked not sellable, with the branch’s stock', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 7, { name: 'Tea', price: 450, taxRateBp: 2000 })
    const old = await stockedProduct('DTN', 1, { name: 'Old Tea' })
    const elsewhere = await stockedProduct('HBR', 3, { name: 'Harbour Tea' })
    await Product.query().where('id', old.id).update({ is_active: false })
    const downtown = await branchCoded('DTN')
    const cashier = await signedIn(client, 'cashier@demo.test')

    const page = await cashier.get(`/orders/create/offline-catalogue?branch_id=${downtown.id}`)
    page.assertStatus(200)
    const products = page.body().products as { id: number }[]
    assert.deepEqual(
      products.map((product) => product.id),
      [...products.map((product) => product.id)].sort((a, b) => a - b)
    )
    assert.deepInclude(products, {
      id: tea.id,
      sku: tea.sku,
      barcode: tea.barcode,
      name: 'Tea',
      unit: 'each',
      price: 450,
      taxRateBasisPoints: 2000,
      sellable: true,
      stock: 7,
    })
    assert.deepInclude(
      products.map((product: any) => [product.id, product.sellable, product.stock]),
      [old.id, false, 1]
    )
    // Another branch's stock is not this branch's.
    assert.deepInclude(
      products.map((product: any) => [product.id, product.stock]),
      [elsewhere.id, 0]
    )
    assert.isNull(page.body().next)

    const after = await cashier.get(
      `/orders/create/offline-catalogue?branch_id=${downtown.id}&after=${tea.id}`
    )
    assert.isTrue(after.body().products.every((product: { id: number }) => product.id > tea.id))
  })

  test('a branch outside the seller’s scope is not found; a role that cannot sell is refused', async ({
    client,
    assert,
  }) => {
    const harbour = await branchCoded('HBR')
    const downtown = await branchCoded('DTN')
    const cashier = await signedIn(client, 'cashier@demo.test')
    assert.equal(
      await statusOf(cashier.get(`/orders/create/offline-kit?branch_id=${harbour.id}`, JSON_ONLY)),
      404
    )
    assert.equal(
      await statusOf(
        cashier.get(`/orders/create/offline-catalogue?branch_id=${harbour.id}`, JSON_ONLY)
      ),
      404
    )
    assert.equal(
      await statusOf(cashier.get('/orders/create/offline-kit?branch_id=abc', JSON_ONLY)),
      422
    )

    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(
      await statusOf(clerk.get(`/orders/create/offline-kit?branch_id=${downtown.id}`, JSON_ONLY)),
      403
    )
    assert.equal(
      await statusOf(
        clerk.get(`/orders/create/offline-catalogue?branch_id=${downtown.id}`, JSON_ONLY)
      ),
      403
    )
  })
})

test.group('Offline selling: a till sends its outbox', (group) => {
  group.each.setup(() => freshDatabase())

  test('a sale is recorded as it was made: its time, its reference, the next number; a replay answers the same order', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { price: 450, taxRateBp: 0 })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const body = await offlineSale(tea.id, 2, 450, {
      payments: [{ method: 'cash', amount: 1000 }],
    })

    const first = await send(cashier, body)
    first.assertStatus(201)
    const order = await Order.findByOrFail('provisional_ref', body.provisional_ref)
    assert.deepEqual(first.body(), {
      result: 'recorded',
      order: { id: order.id, number: 'DTN-000001', provisionalRef: body.provisional_ref },
      flags: [],
    })
    assert.equal(order.completedAt!.toUnixInteger(), DateTime.fromISO(body.made_at).toUnixInteger())
    assert.include(order.toJSON(), {
      status: 'completed',
      total: 900,
      paidTotal: 1000,
      changeDue: 100,
    })
    assert.isNull(order.offlineFlags)

    const again = await send(cashier, body)
    again.assertStatus(200)
    assert.deepEqual(again.body(), {
      result: 'already_recorded',
      order: { id: order.id, number: 'DTN-000001', provisionalRef: body.provisional_ref },
    })
    assert.equal(
      await Order.query()
        .where('idempotency_key', body.idempotency_key)
        .then((rows) => rows.length),
      1
    )
    assert.equal(await onHandAt(tea.id, 'DTN'), 3)
    const audit = await AuditEvent.findByOrFail('action', 'order.recorded_offline')
    assert.equal(audit.subjectId, String(order.id))
    await assertLedgerInvariant(assert)
  })

  test('20 replays of one sale at once make one order, one ledger row and one number', async ({
    client,
    assert,
  }) => {
    await assertManyConnections(assert)
    const tea = await stockedProduct('DTN', 50, { price: 300, taxRateBp: 0 })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const body = await offlineSale(tea.id, 1, 300)

    const answers = await Promise.all(Array.from({ length: 20 }, () => send(cashier, body)))
    assert.deepEqual(
      answers.map((answer) => answer.status()).sort(),
      [201, ...Array(19).fill(200)].sort()
    )
    const orders = await Order.query().where('idempotency_key', body.idempotency_key)
    assert.lengthOf(orders, 1)
    for (const answer of answers) assert.equal(answer.body().order.id, orders[0].id)
    assert.equal(
      await StockMovement.query()
        .where('reference_id', orders[0].id)
        .where('type', 'sale')
        .then((rows) => rows.length),
      1
    )
    assert.equal(await onHandAt(tea.id, 'DTN'), 49)
    assert.equal(
      await Order.query()
        .whereNotNull('number')
        .then((rows) => rows.length),
      1
    )
    await assertLedgerInvariant(assert)
  })

  test('a kept customer chosen offline goes with the sale; one archived or gone since keeps it for review', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { price: 450, taxRateBp: 0 })
    const [ann, archived] = await Customer.createMany([
      { name: 'Ann Buyer', isActive: true },
      { name: 'Archived Buyer', isActive: true },
    ])
    await Customer.query().where('id', archived.id).update({ is_active: false })
    const cashier = await signedIn(client, 'cashier@demo.test')

    const answer = await send(cashier, await offlineSale(tea.id, 1, 450, { customer_id: ann.id }))
    answer.assertStatus(201)
    const order = await Order.findOrFail(answer.body().order.id)
    assert.equal(order.customerId, ann.id)

    for (const customerId of [archived.id, archived.id + 1000]) {
      const body = await offlineSale(tea.id, 1, 450, { customer_id: customerId })
      const kept = await send(cashier, body)
      kept.assertStatus(200)
      assert.equal(kept.body().result, 'kept_for_review')
      assert.equal(kept.body().issue.reason, 'customer_not_for_sale')
      const issue = await OfflineSaleIssue.findOrFail(kept.body().issue.id)
      assert.equal(JSON.parse(issue.payload).customerId, customerId)
    }
    assert.deepEqual(await Order.query().then((rows) => rows.map((row) => row.id)), [order.id])
    assert.equal(await onHandAt(tea.id, 'DTN'), 4)
  })

  test('a sale the branch had too little for is recorded, its stock below zero, flagged oversold for review', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 1, { price: 450, taxRateBp: 0 })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const body = await offlineSale(tea.id, 3, 450)

    const answer = await send(cashier, body)
    answer.assertStatus(201)
    assert.equal(answer.body().result, 'recorded')
    assert.deepEqual(answer.body().flags, ['oversold'])
    assert.equal(await onHandAt(tea.id, 'DTN'), -2)
    const order = await Order.findOrFail(answer.body().order.id)
    assert.equal(order.offlineFlags, 'oversold')
    const issue = await OfflineSaleIssue.findByOrFail('order_id', order.id)
    assert.include(issue.toJSON(), { kind: 'flagged', reason: 'oversold', resolvedAt: null })
    await assertLedgerInvariant(assert)

    // A sale at the counter still may not oversell.
    const counter = await cashier.post(
      '/orders',
      {
        idempotency_key: randomUUID(),
        branch_id: body.branch_id,
        lines: [{ product_id: tea.id, quantity: 1, unit_price: null, discount: null }],
        payments: [{ method: 'cash', amount: 450 }],
      },
      JSON_ONLY
    )
    counter.assertStatus(422)
    assert.equal(await onHandAt(tea.id, 'DTN'), -2)
  })

  test('the price charged offline stands when the product’s price moved since, flagged', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { price: 500, taxRateBp: 0 })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const answer = await send(cashier, await offlineSale(tea.id, 2, 450))
    answer.assertStatus(201)
    assert.deepEqual(answer.body().flags, ['price_changed'])
    const order = await Order.findOrFail(answer.body().order.id)
    assert.equal(order.total, 900)
    const line = await OrderLine.findByOrFail('order_id', order.id)
    assert.include(line.toJSON(), { unitPrice: 450, originalUnitPrice: 500 })
  })

  test('a sale by a seller deactivated before it was made is refused and kept, once however often it comes', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { price: 450, taxRateBp: 0 })
    const admin = await actorFor('admin@demo.test')
    const maria = await User.query()
      .where('email', 'cashier@demo.test')
      .preload('branches')
      .firstOrFail()
    const access = {
      name: maria.name,
      email: maria.email,
      roleId: maria.roleId,
      branchIds: maria.branches.map((branch) => branch.id),
    }
    await updateUser(admin, maria, { ...access, isActive: false })
    await updateUser(admin, maria, { ...access, isActive: true })
    // Deactivated three hours ago, back an hour ago.
    const stamp = (hours: number) =>
      timestampBinding(DateTime.utc().minus({ hours }), db.connection().dialect.name)
    await AuditEvent.query()
      .where('action', 'user.deactivated')
      .update({ created_at: stamp(3) })
    await AuditEvent.query()
      .where('action', 'user.activated')
      .update({ created_at: stamp(1) })
    const cashier = await signedIn(client, 'cashier@demo.test')

    const madeWhileInactive = await offlineSale(tea.id, 1, 450, {
      made_at: DateTime.utc().minus({ hours: 2 }).toISO(),
    })
    const kept = await send(cashier, madeWhileInactive)
    kept.assertStatus(200)
    assert.equal(kept.body().result, 'kept_for_review')
    assert.equal(kept.body().issue.reason, 'user_inactive')
    const again = await send(cashier, madeWhileInactive)
    assert.deepEqual(again.body(), kept.body())
    assert.equal(await OfflineSaleIssue.query().then((rows) => rows.length), 1)
    const issue = await OfflineSaleIssue.findOrFail(kept.body().issue.id)
    assert.include(issue.toJSON(), {
      kind: 'refused',
      provisionalRef: madeWhileInactive.provisional_ref,
      orderId: null,
    })
    assert.equal(JSON.parse(issue.payload).lines[0].quantity, 1)
    assert.equal(await Order.query().then((rows) => rows.length), 0)
    assert.equal(await onHandAt(tea.id, 'DTN'), 5)

    // Made once she was back: recorded.
    const madeActive = await offlineSale(tea.id, 1, 450, {
      made_at: DateTime.utc().minus({ minutes: 30 }).toISO(),
    })
    assert.equal(await statusOf(send(cashier, madeActive)), 201)
  })

  test('a key that made another cart, a branch outside the scope and an archived product are kept for review', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { price: 450, taxRateBp: 0 })
    const old = await stockedProduct('DTN', 5, { price: 300, taxRateBp: 0 })
    await Product.query().where('id', old.id).update({ is_active: false })
    const harbour = await branchCoded('HBR')
    const cashier = await signedIn(client, 'cashier@demo.test')
    const recorded = await offlineSale(tea.id, 1, 450)
    assert.equal(await statusOf(send(cashier, recorded)), 201)

    const reasons = []
    for (const body of [
      {
        ...recorded,
        lines: [{ ...recorded.lines[0], quantity: 2 }],
        payments: [{ method: 'cash', amount: 900 }],
      },
      await offlineSale(tea.id, 1, 450, { branch_id: harbour.id }),
      await offlineSale(old.id, 1, 300),
    ]) {
      const answer = await send(cashier, body)
      answer.assertStatus(200)
      assert.equal(answer.body().result, 'kept_for_review')
      reasons.push(answer.body().issue.reason)
    }
    assert.deepEqual(reasons, ['key_reused', 'branch_out_of_scope', 'product_not_for_sale'])
    assert.equal(await Order.query().then((rows) => rows.length), 1)
    assert.equal(await onHandAt(tea.id, 'DTN'), 4)
  })

  test('a sale made in a session since closed, on a day since over, adjusts them as a rebuild would', async ({
    client,
    assert,
  }) => {
    await freshDatabase({ tillSessions: true })
    const tea = await stockedProduct('DTN', 10, { price: 500, taxRateBp: 0 })
    const till = await tillAt('DTN', 'Front')
    const session = await openedBy('cashier@demo.test', till, 10_000)
    await sellAs(
      'cashier@demo.test',
      await cartAt('DTN', [{ productId: tea.id, quantity: 1 }], {
        tillId: till.id,
        payments: [{ method: 'cash', amount: 500 }],
      })
    )
    await closedBy('cashier@demo.test', session, { countedCash: 10_500 })
    // The session opened two days ago: the sale made offline yesterday was made in it.
    await TillSession.query()
      .where('id', session.id)
      .update({
        opened_at: timestampBinding(
          DateTime.utc().minus({ days: 2 }),
          db.connection().dialect.name
        ),
      })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const body = await offlineSale(tea.id, 2, 500, {
      till_id: till.id,
      made_at: DateTime.utc().minus({ days: 1 }).toISO(),
    })

    const answer = await send(cashier, body)
    answer.assertStatus(201)
    assert.deepEqual(answer.body().flags, ['late_session'])
    const order = await Order.findOrFail(answer.body().order.id)
    assert.equal(order.tillSessionId, session.id)
    const closed = await TillSession.findOrFail(session.id)
    assert.include(closed.toJSON(), {
      status: 'closed',
      salesCount: 2,
      cashSales: 1500,
      expectedCash: 11_500,
      countedCash: 10_500,
      cashDifference: -1000,
    })
    const rollups = await verifyRollups()
    assert.deepEqual(rollups.differences, [])
    assert.equal(rollups.days, 2)
    const sessions = await verifySessions()
    assert.deepEqual(sessions.differences, [])
  })

  test('a body that is not a sale as a till sends it is refused as malformed, and nothing is kept', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { price: 450, taxRateBp: 0 })
    const cashier = await signedIn(client, 'cashier@demo.test')
    for (const fields of [
      { provisional_ref: 'P-abc-1' },
      { provisional_ref: undefined },
      { made_at: DateTime.utc().plus({ minutes: 10 }).toISO() },
      { made_at: DateTime.utc().minus({ days: 31 }).toISO() },
      { made_at: '2026-11-28 10:00' },
      { lines: [] },
    ]) {
      const answer = await send(cashier, await offlineSale(tea.id, 1, 450, fields))
      answer.assertStatus(422)
    }
    assert.equal(await Order.query().then((rows) => rows.length), 0)
    assert.equal(await OfflineSaleIssue.query().then((rows) => rows.length), 0)

    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(send(clerk, await offlineSale(tea.id, 1, 450))), 403)
  })
})

test.group('Offline selling: the sales a manager reviews', (group) => {
  group.each.setup(() => freshDatabase())

  test('lists the kept and the flagged sales of the manager’s branches; resolved once with a note, audited', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 1, { price: 450, taxRateBp: 0 })
    const coffee = await stockedProduct('DTN', 5, { price: 450, taxRateBp: 0 })
    const harbourTea = await stockedProduct('HBR', 5, { price: 450, taxRateBp: 0 })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const oversold = await send(cashier, await offlineSale(tea.id, 2, 450))
    const recorded = await send(cashier, await offlineSale(coffee.id, 1, 450))
    const harbour = await branchCoded('HBR')
    // A Harbour sale by the administrator, whose till still had a cashier's key: kept there.
    const admin = await signedIn(client, 'admin@demo.test')
    const first = await offlineSale(harbourTea.id, 1, 450, { branch_id: harbour.id })
    await send(admin, first)
    const kept = await send(admin, {
      ...first,
      lines: [{ ...first.lines[0], quantity: 2 }],
      payments: [{ method: 'cash', amount: 900 }],
    })
    assert.equal(kept.body().issue.reason, 'key_reused')

    const manager = await signedIn(client, 'manager@demo.test')
    const page = await manager.visit('/orders/offline-issues')
    page.assertStatus(200)
    page.assertInertiaComponent('orders/offline_issues')
    const rows = page.inertiaProps.issues as IssueRow[]
    // Harbour is not the manager's: only Downtown's oversold sale waits (the plain one is no issue).
    assert.deepEqual(
      rows.map((row) => [row.kind, row.reason, row.order?.id ?? null]),
      [['flagged', 'oversold', oversold.body().order.id]]
    )
    assert.notEqual(recorded.body().order.id, oversold.body().order.id)
    assert.deepEqual(page.inertiaProps.resolvable, [rows[0].id])
    const menu = JSON.stringify(page.inertiaProps.menu)
    assert.include(menu, '"name":"Offline sales"')

    const outside = await manager.post(
      `/orders/offline-issues/${kept.body().issue.id}/resolve`,
      { note: 'Not mine' },
      fromPage('/orders/offline-issues')
    )
    outside.assertStatus(404)
    const empty = await manager.post(
      `/orders/offline-issues/${rows[0].id}/resolve`,
      { note: '' },
      fromPage('/orders/offline-issues')
    )
    empty.assertStatus(302)
    const unresolved = await OfflineSaleIssue.findOrFail(rows[0].id)
    assert.isNull(unresolved.resolvedAt)

    const resolved = await manager.post(
      `/orders/offline-issues/${rows[0].id}/resolve`,
      { note: 'Counted the shelf: one more was in the back.' },
      fromPage('/orders/offline-issues')
    )
    resolved.assertStatus(302)
    const issue = await OfflineSaleIssue.findOrFail(rows[0].id)
    assert.equal(issue.resolutionNote, 'Counted the shelf: one more was in the back.')
    assert.isNotNull(issue.resolvedAt)
    const audit = await AuditEvent.findByOrFail('action', 'order.offline_resolved')
    assert.equal(audit.subjectId, String(issue.id))
    const again = await manager.post(
      `/orders/offline-issues/${rows[0].id}/resolve`,
      { note: 'Once more' },
      fromPage('/orders/offline-issues')
    )
    again.assertStatus(403)

    const open = await manager.visit('/orders/offline-issues')
    assert.lengthOf(open.inertiaProps.issues, 0)
    const done = await manager.visit('/orders/offline-issues?state=resolved')
    assert.deepEqual(
      done.inertiaProps.issues.map((row: IssueRow) => row.resolved?.note),
      ['Counted the shelf: one more was in the back.']
    )

    // The administrator sees every branch's, the kept Harbour sale too.
    const all = await admin.visit('/orders/offline-issues')
    assert.deepEqual(
      all.inertiaProps.issues.map((row: IssueRow) => row.reason),
      ['key_reused']
    )
    assert.equal(await statusOf(cashier.visit('/orders/offline-issues')), 403)
  })
})

test.group('Offline selling: the sale found by its provisional reference', (group) => {
  group.each.setup(() => freshDatabase())

  test('the receipt and its PDF show it beside the number; the orders list, the header search and the return form find it', async ({
    client,
    assert,
  }) => {
    const tea = await stockedProduct('DTN', 5, { name: 'Chamomile Tea', price: 450, taxRateBp: 0 })
    const cashier = await signedIn(client, 'cashier@demo.test')
    const body = await offlineSale(tea.id, 1, 450, { provisional_ref: 'P-K7Q2ZD-12' })
    const answer = await send(cashier, body)
    const id = answer.body().order.id
    // Another sale, so a search that found everything would show.
    await send(cashier, await offlineSale(tea.id, 1, 450))

    const receipt = await cashier.visit(`/orders/${id}`)
    assert.include(receipt.inertiaProps.order, {
      number: 'DTN-000001',
      provisionalRef: 'P-K7Q2ZD-12',
    })
    const pdf = await cashier.get(`/orders/${id}/pdf`, binary)
    const text = await pdfText(pdf.body() as Buffer)
    assert.include(text, 'Order DTN-000001')
    assert.include(text, 'Made offline: P-K7Q2ZD-12')

    const manager = await signedIn(client, 'manager@demo.test')
    const list = await manager.visit('/orders?search=p-k7q2zd-12')
    assert.deepEqual(
      list.inertiaProps.orders.map((row: { id: number; provisionalRef: string }) => [
        row.id,
        row.provisionalRef,
      ]),
      [[id, 'P-K7Q2ZD-12']]
    )
    const search = await cashier.get('/search?q=P-K7Q2ZD-12')
    const orders = search.body().groups.find((each: { label: string }) => each.label === 'Orders')
    assert.deepEqual(
      orders.items.map((item: { id: number }) => item.id),
      [id]
    )
    const found = await cashier.visit('/returns/create?order=p-k7q2zd-12')
    assert.equal(found.inertiaProps.order.id, id)
    assert.isTrue(found.inertiaProps.returnable)

    const clerk = await signedIn(client, 'clerk@demo.test')
    assert.equal(await statusOf(clerk.visit('/orders?search=P-K7Q2ZD-12')), 403)
  })
})

/** Reads the response body as bytes (the client parses only text and JSON by itself). */
function binary(request: ApiRequest) {
  request.request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => done(null, Buffer.concat(chunks)))
  })
}
